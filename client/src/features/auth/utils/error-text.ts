/** A readable text for an API, Firebase or unexpected error. */
export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { data, message, code } = error as { data?: unknown; message?: unknown; code?: unknown };
    if (typeof data === 'object' && data !== null) {
      const apiError = (data as { error?: unknown }).error;
      if (typeof apiError === 'string') return apiError;
    }
    if (typeof code === 'string') return code;
    if (typeof message === 'string') return message;
  }
  return String(error);
}

export function hasStatus(error: unknown, status: number): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status
  );
}
