/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then
 * `filename="…"`), or undefined.
 */
export function filenameFromDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? undefined;
}

/**
 * Saves `blob` as `filename` the way a download link does: an object URL, a temporary
 * <a download> clicked once, then both are gone. Files that need the bearer token cannot be a plain
 * link: they are fetched first, then saved here.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser has taken the file once the click ran; a moment later the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
