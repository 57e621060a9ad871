import type { FirebaseUserInfo } from '@/stores/auth-slice';
import type { AppThunk } from '@/stores/store';

/**
 * Follows Firebase's own state: the first report after start re-checks a persisted
 * session; later reports start or end one unless a sign-in call is in charge. The decision is
 * taken on the state of the moment of the report; only the session's code (and RTK Query with
 * it) loads afterwards, so a visitor never downloads it.
 */
export function syncAuthState(
  firebaseUser: FirebaseUserInfo | null,
  initial: boolean,
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const auth = getState().auth;
    if (auth.status === 'authenticating') return;
    if (!firebaseUser) {
      if (auth.user || auth.firebaseUser) dispatch((await import('./sign-out')).clearSession());
      return;
    }
    if (auth.status === 'loading' && auth.firebaseUser?.uid === firebaseUser.uid) return;
    if (!initial && auth.user?.uid === firebaseUser.uid) return;
    await dispatch((await import('./start-session')).startSession(firebaseUser));
  };
}
