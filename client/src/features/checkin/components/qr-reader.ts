/** What the scanner needs of a BarcodeDetector, the browser's own or the ponyfill. */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A QR reader: the browser's BarcodeDetector when it reads QR codes (Android, macOS), else the
 * ponyfill, whose code and WebAssembly download only now, when the desk starts the camera.
 */
export async function createQrReader(): Promise<QrReader> {
  const Native = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    const formats = await Native.getSupportedFormats().catch((): string[] => []);
    if (formats.includes('qr_code')) return new Native({ formats: ['qr_code'] });
  }
  const { createPonyfillReader } = await import('./qr-ponyfill');
  return createPonyfillReader();
}
