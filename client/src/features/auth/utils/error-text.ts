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

/** The Firebase error code of a failed call ('auth/popup-blocked'), from `code` or the message. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('auth/')) return code;
  if (typeof message === 'string') return /auth\/[a-z-]+/.exec(message)?.[0];
  return undefined;
}

/** What a member reads when the Google or GitHub pop-up does not sign them in, by Firebase code. */
export const SOCIAL_SIGN_IN_MESSAGES: Record<string, string> = {
  'auth/popup-blocked':
    'El navegador bloqueó la ventana para iniciar sesión. Permití las ventanas emergentes de este sitio e intentá de nuevo.',
  'auth/popup-closed-by-user':
    'Se cerró la ventana antes de terminar de iniciar sesión. Intentá de nuevo cuando quieras.',
  'auth/cancelled-popup-request':
    'Se canceló el inicio de sesión porque se abrió otra ventana. Intentá de nuevo.',
  'auth/network-request-failed':
    'No pudimos conectarnos. Revisá tu conexión a internet e intentá de nuevo.',
  'auth/account-exists-with-different-credential':
    'Ya existe una cuenta con ese email, creada con otro método. Iniciá sesión con ese método (por ejemplo, email y contraseña).',
  'auth/unauthorized-domain':
    'Este sitio no está autorizado para iniciar sesión con ese proveedor. Usá tu email y contraseña.',
  'auth/web-storage-unsupported':
    'Tu navegador no permite guardar la sesión. Activá las cookies y el almacenamiento del sitio, o usá otro navegador.',
  'auth/operation-not-allowed':
    'Este método de inicio de sesión no está habilitado. Usá tu email y contraseña.',
  'auth/multi-factor-auth-required':
    'Tu cuenta pide un segundo factor de verificación, que Power Gym todavía no admite. Usá tu email y contraseña.',
};

/** The fallback: any other code (internal-error, invalid-api-key, argument-error…) or error. */
export const SOCIAL_SIGN_IN_FALLBACK = 'Algo salió mal, intenta nuevamente más tarde.';

export function socialSignInErrorText(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code && SOCIAL_SIGN_IN_MESSAGES[code]) ?? SOCIAL_SIGN_IN_FALLBACK;
}
