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

export function apiErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
