import { api } from '@/lib/api';
import { signOutFirebase } from '@/lib/firebase';
import { signedOut } from '@/stores/auth-slice';
import { resetCart } from '@/stores/cart-slice';
import type { AppThunk } from '@/stores/store';

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
