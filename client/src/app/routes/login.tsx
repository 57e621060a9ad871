import { AUTH_MESSAGES, type Permission } from '@power-gym/contracts';
import { useLocation } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import {
  isRestrictedState,
  isSessionExpiredState,
  RedirectSignedIn,
} from '@/components/auth/authorization';

const STAFF_ONLY =
  'Esa sección es solo para recepción. Iniciá sesión con una cuenta de recepción o de administrador.';

/** Why /login was reached from a page the caller's role may not see. */
const RESTRICTED: Record<Permission, string> = {
  manage:
    'Esa sección es solo para administradores. Iniciá sesión con una cuenta de administrador.',
  checkIn: STAFF_ONLY,
  deskSales: STAFF_ONLY,
  findMembers: STAFF_ONLY,
  rosters:
    'Esa sección es solo para profesores y recepción. Iniciá sesión con una cuenta del gimnasio.',
};

function noticeFor(state: unknown): string | undefined {
  if (isSessionExpiredState(state)) return AUTH_MESSAGES.sessionExpired;
  if (isRestrictedState(state)) return RESTRICTED[state.restrictedTo];
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
