/** The server's Spanish `{ error }` text of a failed request, or `fallback`. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null) {
      const text = (data as { error?: unknown }).error;
      if (typeof text === 'string' && text !== '') return text;
    }
  }
  return fallback;
}

/** The server's message for each refused field of a failed request (`{ error, fields }`), if any. */
export function apiErrorFields(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || !('fields' in data)) return {};
  const { fields } = data as { fields: unknown };
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

export function apiErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
