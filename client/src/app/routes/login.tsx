import { AUTH_MESSAGES } from '@power-gym/contracts';
import { useLocation } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import {
  isAdminOnlyState,
  isSessionExpiredState,
  RedirectSignedIn,
} from '@/components/auth/authorization';

const ADMIN_ONLY =
  'Esa sección es solo para administradores. Iniciá sesión con una cuenta de administrador.';

function noticeFor(state: unknown): string | undefined {
  if (isSessionExpiredState(state)) return AUTH_MESSAGES.sessionExpired;
  if (isAdminOnlyState(state)) return ADMIN_ONLY;
  return undefined;
}

export function LoginRoute() {
  const { state } = useLocation();
  return (
    <RedirectSignedIn>
      <LoginForm notice={noticeFor(state)} />
    </RedirectSignedIn>
  );
}
