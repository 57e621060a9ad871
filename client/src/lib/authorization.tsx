import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import type { AuthState } from '@/stores/auth-slice';
import { useAppSelector } from '@/stores/hooks';

/** Client-side routing only: the server checks identity and role on every private call. */
export function dashboardHref({ isAdmin }: Pick<AuthState, 'isAdmin'>) {
  return isAdmin ? paths.adminDashboard.getHref() : paths.socioDashboard.getHref();
}

/** Navigation state of a /login reached from an admin-only page. */
export interface AdminOnlyState {
  adminOnly: true;
}

export function isAdminOnlyState(state: unknown): state is AdminOnlyState {
  return typeof state === 'object' && state !== null && 'adminOnly' in state;
}

/**
 * True while the router is leaving this page (e.g. sign-out going to / through a lazy route):
 * the guard then waits instead of sending the just-signed-out user to /login.
 */
function useLeaving() {
  return useNavigation().state !== 'idle';
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAppSelector((state) => state.auth);
  const leaving = useLeaving();
  if (loading || (!user && leaving)) return <PageLoader />;
  if (!user || !isAdmin) {
    const state: AdminOnlyState = { adminOnly: true };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return children;
}

export function RequireMember({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAppSelector((state) => state.auth);
  const leaving = useLeaving();
  if (loading || (!user && leaving)) return <PageLoader />;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  if (isAdmin) return <Navigate to={paths.adminDashboard.getHref()} replace />;
  return children;
}

/**
 * A signed-in user goes to their dashboard, except a member sent here by an admin-only
 * page: they stay on /login (spec §2) and may sign in with an admin account.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const auth = useAppSelector((state) => state.auth);
  const { state } = useLocation();
  if (auth.user && (auth.isAdmin || !isAdminOnlyState(state))) {
    return <Navigate to={dashboardHref(auth)} replace />;
  }
  return children;
}
