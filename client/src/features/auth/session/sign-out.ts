import { api } from '@/lib/api';
import type { FirebaseUserInfo } from '@/lib/firebase';
import { signOutFirebase } from '@/lib/firebase';
import { signedOut } from '@/stores/auth-slice';
import { resetCart } from '@/stores/cart-slice';
import type { AppThunk } from '@/stores/store';
import { startSession } from './start-session';

/** Forgets the session: auth and cart state and every cached server response. */
export function clearSession(): AppThunk {
  return (dispatch) => {
    dispatch(signedOut());
    dispatch(resetCart());
    dispatch(api.util.resetApiState());
  };
}

export function signOut(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await signOutFirebase();
    } catch (error) {
      console.error(error);
    }
    dispatch(clearSession());
  };
}

/**
 * Follows Firebase's own state: the first report after start re-checks a persisted
 * session; later reports start or end one unless a sign-in call is in charge.
 */
export function syncAuthState(
  firebaseUser: FirebaseUserInfo | null,
  initial: boolean,
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const auth = getState().auth;
    if (auth.status === 'authenticating') return;
    if (!firebaseUser) {
      if (auth.user || auth.firebaseUser) dispatch(clearSession());
      return;
    }
    if (auth.status === 'loading' && auth.firebaseUser?.uid === firebaseUser.uid) return;
    if (!initial && auth.user?.uid === firebaseUser.uid) return;
    await dispatch(startSession(firebaseUser));
  };
}
