// Type-only imports: the public header (on the landing page) uses this module.
import type { Role } from '@power-gym/contracts';
import { paths } from '@/config/paths';
import type { AuthState } from '@/stores/auth-slice';

/** Each role's own page, where signing in leads and the header's account link points. */
export const ROLE_DASHBOARDS: Record<Role, { label: string; href: string }> = {
  admin: { label: 'Panel de admin', href: paths.adminDashboard.getHref() },
  recepcion: { label: 'Recepción', href: paths.recepcion.getHref() },
  profesor: { label: 'Mis clases', href: paths.profesor.getHref() },
  socio: { label: 'Panel de socio', href: paths.socioDashboard.getHref() },
};

/**
 * Client-side routing only: the server checks identity and role on every private call. The role
 * comes with the user from the server; the admin flag is the server's own answer.
 */
export function roleOf({ user, isAdmin }: Pick<AuthState, 'user' | 'isAdmin'>): Role {
  return isAdmin ? 'admin' : (user?.role ?? 'socio');
}

export function dashboardHref(auth: Pick<AuthState, 'user' | 'isAdmin'>) {
  return ROLE_DASHBOARDS[roleOf(auth)].href;
}
