import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDto } from '@power-gym/contracts';

/** The serializable part of a Firebase user that the app keeps in its store. */
export interface FirebaseUserInfo {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
}

/**
 * signedOut → authenticating (a sign-in or register call is under way) → loading (the
 * sign-in sequence) → signedIn, or failed when the sequence could not finish.
 */
export type AuthStatus = 'signedOut' | 'authenticating' | 'loading' | 'signedIn' | 'failed';

export interface AuthState {
  user: UserDto | null;
  firebaseUser: FirebaseUserInfo | null;
  isAdmin: boolean;
  loading: boolean;
  status: AuthStatus;
}

export const initialAuthState: AuthState = {
  user: null,
  firebaseUser: null,
  isAdmin: false,
  loading: false,
  status: 'signedOut',
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authenticating(state) {
      state.status = 'authenticating';
    },
    authenticationFailed(state) {
      if (state.status === 'authenticating') state.status = state.user ? 'signedIn' : 'signedOut';
    },
    firebaseUserChanged(state, action: PayloadAction<FirebaseUserInfo>) {
      state.firebaseUser = action.payload;
    },
    sessionLoading(state, action: PayloadAction<FirebaseUserInfo>) {
      if (state.user && state.user.uid !== action.payload.uid) {
        state.user = null;
        state.isAdmin = false;
      }
      state.firebaseUser = action.payload;
      state.loading = true;
      state.status = 'loading';
    },
    signedIn(state, action: PayloadAction<{ user: UserDto; isAdmin: boolean }>) {
      state.user = action.payload.user;
      state.isAdmin = action.payload.isAdmin;
      state.loading = false;
      state.status = 'signedIn';
    },
    sessionFailed(state) {
      state.user = null;
      state.isAdmin = false;
      state.loading = false;
      state.status = 'failed';
    },
    userUpdated(state, action: PayloadAction<UserDto>) {
      if (state.user?.uid === action.payload.uid) state.user = action.payload;
    },
    signedOut() {
      return initialAuthState;
    },
  },
});

export const {
  authenticating,
  authenticationFailed,
  firebaseUserChanged,
  sessionLoading,
  signedIn,
  sessionFailed,
  userUpdated,
  signedOut,
} = authSlice.actions;
