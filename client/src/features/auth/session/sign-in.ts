import { withPhonePrefix, type LoginForm, type RegisterForm } from '@power-gym/contracts';
import {
  createAccount,
  signInWithEmail,
  signInWithSocialPopup,
  type SocialProvider,
} from '@/lib/firebase';
import {
  authenticating,
  authenticationFailed,
  firebaseUserChanged,
  type FirebaseUserInfo,
} from '@/stores/auth-slice';
import type { AppThunk } from '@/stores/store';
import { usersApi } from '../api';
import { profileDraft } from '../utils/profile-draft';
import { settle } from './request';
import { startSession } from './start-session';

/** Runs a Firebase call while the auth listener stands aside; a failure rethrows. */
function authenticate<T>(call: () => Promise<T>): AppThunk<Promise<T>> {
  return async (dispatch) => {
    dispatch(authenticating());
    try {
      return await call();
    } catch (error) {
      dispatch(authenticationFailed());
      throw error;
    }
  };
}

/** Rejects on wrong credentials; otherwise resolves to the sign-in sequence's result. */
export function signInWithPassword({ email, password }: LoginForm): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const user = await dispatch(authenticate(() => signInWithEmail(email, password)));
    return dispatch(startSession(user));
  };
}

/** Google or GitHub pop-up; a new account gets a profile from the provider's name and photo. */
export function signInWithProvider(provider: SocialProvider): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const { user, isNewUser } = await dispatch(authenticate(() => signInWithSocialPopup(provider)));
    return dispatch(startSession(user, isNewUser ? profileDraft(user) : undefined));
  };
}

/**
 * Creates the Firebase account (display name "name lastName") and the profile with the
 * phone prefixed +54. Rejects when either fails; the sign-in sequence comes next.
 */
export function registerAccount(form: RegisterForm): AppThunk<Promise<FirebaseUserInfo>> {
  return (dispatch) =>
    dispatch(
      authenticate(async () => {
        const user = await createAccount(
          form.email,
          form.password,
          `${form.name} ${form.lastName}`,
        );
        dispatch(firebaseUserChanged(user));
        await settle(
          dispatch(
            usersApi.endpoints.createUser.initiate({
              name: form.name,
              lastName: form.lastName,
              phoneNumber: withPhonePrefix(form.phoneNumber),
            }),
          ),
        );
        return user;
      }),
    );
}
