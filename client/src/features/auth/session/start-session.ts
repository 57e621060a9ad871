import { endSignOut } from '@/components/auth/authorization';
import type { UserDto } from '@power-gym/contracts';
import { showAlert } from '@/lib/alert';
import { reportSessionExpired } from '@/lib/session-expiry';
import type { FirebaseUserInfo } from '@/stores/auth-slice';
import { sessionFailed, sessionLoading, signedIn } from '@/stores/auth-slice';
import type { AppThunkDispatch, AppThunk } from '@/stores/store';
import { usersApi, type NewUserBody } from '../api';
import { errorText, hasStatus } from '../utils/error-text';
import { profileDraft } from '../utils/profile-draft';
import { loadCart } from './load-cart';
import { settle } from './request';

export const SESSION_ERROR_TITLE = 'Algo salió mal, intenta nuevamente más tarde';

/** The caller's admin flag, or null while the caller has no profile yet. */
async function checkIsAdmin(dispatch: AppThunkDispatch): Promise<boolean | null> {
  try {
    return await settle(dispatch(usersApi.endpoints.checkIsAdmin.initiate(undefined)));
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

async function loadOrCreateUser(
  dispatch: AppThunkDispatch,
  firebaseUser: FirebaseUserInfo,
  profile: NewUserBody | undefined,
): Promise<UserDto> {
  try {
    return await dispatch(
      usersApi.endpoints.getUser.initiate(firebaseUser.uid, {
        subscribe: false,
        forceRefetch: true,
      }),
    ).unwrap();
  } catch (error) {
    if (!hasStatus(error, 404)) throw error;
  }
  const body = profile ?? profileDraft(firebaseUser);
  return settle(dispatch(usersApi.endpoints.createUser.initiate(body)));
}

/**
 * The sign-in sequence: check admin, load or create the user, load the cart.
 * Resolves to whether the session is ready; a failure shows the error dialog.
 */
export function startSession(
  firebaseUser: FirebaseUserInfo,
  profile?: NewUserBody,
): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    endSignOut();
    dispatch(sessionLoading(firebaseUser));
    const stillCurrent = () => getState().auth.firebaseUser?.uid === firebaseUser.uid;
    try {
      const adminFlag = await checkIsAdmin(dispatch);
      const user = await loadOrCreateUser(dispatch, firebaseUser, profile);
      const isAdmin = adminFlag ?? (await checkIsAdmin(dispatch)) ?? false;
      await loadCart(dispatch);
      if (!stillCurrent()) return false;
      dispatch(signedIn({ user, isAdmin }));
      return true;
    } catch (error) {
      if (!stillCurrent()) return false;
      dispatch(sessionFailed());
      // Firebase kept a session our API refuses (revoked): 'Tu sesión expiró', not an error.
      if (hasStatus(error, 401) && reportSessionExpired(true)) return false;
      console.error(error);
      void showAlert({
        icon: 'error',
        title: SESSION_ERROR_TITLE,
        text: errorText(error),
        confirmButtonText: 'Aceptar',
      });
      return false;
    }
  };
}
