import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionExpiredState } from '@/components/auth/authorization';
import { loginHref } from '@/lib/return-to';
import { onSessionExpired } from '@/lib/session-expiry';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { signOut } from '../session/sign-out';

/**
 * A session revoked or expired mid-task (a 401 from our API while signed in): signs out, goes to
 * /login, which says 'Tu sesión expiró' once, and brings the person back to this page (path and
 * query) after signing in. Every 401 of that moment is taken here, so no page adds its own error.
 * A session refused while it starts (a reload after it was revoked) is told the same way.
 */
export function SessionExpiry() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  const place = useRef(location);
  /** Set from the first 401 until someone signs in again. */
  const expiring = useRef(false);

  useEffect(() => {
    place.current = location;
  }, [location]);

  useEffect(() => {
    if (signedIn) expiring.current = false;
  }, [signedIn]);

  useEffect(
    () =>
      onSessionExpired((restoring) => {
        if (expiring.current) return true;
        const hadSession = restoring || dispatch((_, getState) => getState().auth.user !== null);
        if (!hadSession) return false;
        expiring.current = true;
        const back = loginHref(place.current);
        void dispatch(signOut()).then(() =>
          navigate(back, { replace: true, state: sessionExpiredState }),
        );
        return true;
      }),
    [dispatch, navigate],
  );

  return null;
}
