import { can, type Permission } from '@power-gym/contracts';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { loginHref, returnToOf } from '@/lib/return-to';
import { useAppSelector } from '@/stores/hooks';
import { dashboardHref, roleOf } from './role-dashboards';

/** Navigation state of a /login reached from a page that needs a permission the caller lacks. */
export interface RestrictedState {
  restrictedTo: Permission;
}

export function isRestrictedState(state: unknown): state is RestrictedState {
  return typeof state === 'object' && state !== null && 'restrictedTo' in state;
}

/** Navigation state of a /login reached because the session of a private page ended. */
export interface SessionExpiredState {
  sessionExpired: true;
}

export function isSessionExpiredState(state: unknown): state is SessionExpiredState {
  return typeof state === 'object' && state !== null && 'sessionExpired' in state;
}

export const sessionExpiredState: SessionExpiredState = { sessionExpired: true };

/**
 * Whether this guard has seen a signed-in user: when the user then goes without 'Cerrar sesión'
 * (the token expired, Firebase ended the session), the session expired; it is not a visitor.
 */
function useHadSession(signedIn: boolean): boolean {
  const [had, setHad] = useState(signedIn);
  if (signedIn && !had) setHad(true);
  return had || signedIn;
}

/**
 * Set by 'Cerrar sesión' until the next session: a guard that still renders after the user
 * was cleared (the route to / may still be loading) then sends to /, not to /login.
 */
let signingOut = false;
export function beginSignOut() {
  signingOut = true;
}
export function endSignOut() {
  signingOut = false;
}

/** True while the router is leaving this page: the guard waits instead of redirecting. */
function useLeaving() {
  return useNavigation().state !== 'idle';
}

/** A staff page: only roles with `permission` (contracts/src/roles.ts) pass. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const auth = useAppSelector((state) => state.auth);
  const { user, loading } = auth;
  const location = useLocation();
  const leaving = useLeaving();
  const hadSession = useHadSession(user !== null);
  if (loading || (!user && leaving)) return <PageLoader />;
  if (!user && signingOut) return <Navigate to={paths.home.getHref()} replace />;
  if (!user && hadSession) {
    return <Navigate to={loginHref(location)} replace state={sessionExpiredState} />;
  }
  if (!user || !can(roleOf(auth), permission)) {
    const state: RestrictedState = { restrictedTo: permission };
    return <Navigate to={loginHref(location)} replace state={state} />;
  }
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequirePermission permission="manage">{children}</RequirePermission>;
}

/** The member's pages: staff are members for their own data; the admin has the dashboard. */
export function RequireMember({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAppSelector((state) => state.auth);
  const location = useLocation();
  const leaving = useLeaving();
  const hadSession = useHadSession(user !== null);
  if (loading || (!user && leaving)) return <PageLoader />;
  if (!user && hadSession && !signingOut) {
    return <Navigate to={loginHref(location)} replace state={sessionExpiredState} />;
  }
  if (!user) {
    return <Navigate to={signingOut ? paths.home.getHref() : loginHref(location)} replace />;
  }
  if (isAdmin) return <Navigate to={paths.adminDashboard.getHref()} replace />;
  return children;
}

/**
 * A signed-in user goes back where they were sent from (/login?volver=…, lib/return-to.ts), else
 * to their dashboard; except one sent here by a page their role may not see: they stay on /login
 * and may sign in with another account.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const auth = useAppSelector((state) => state.auth);
  const { state, search } = useLocation();
  const refused = isRestrictedState(state) && !can(roleOf(auth), state.restrictedTo);
  if (auth.user && !refused) {
    return <Navigate to={returnToOf(search) ?? dashboardHref(auth)} replace />;
  }
  return children;
}
