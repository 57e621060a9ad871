import { vi } from 'vitest';
import type * as firebase from '@/lib/firebase';

/** Stand-in for src/lib/firebase.ts: the ID token is the signed-in uid, `currentUid`. */
export const firebaseState = { currentUid: null as string | null };

export const getFirebaseAuth = vi.fn<typeof firebase.getFirebaseAuth>(() =>
  Promise.reject(new Error('Firebase is not available in tests')),
);
export const toFirebaseUserInfo = vi.fn<typeof firebase.toFirebaseUserInfo>((user) => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  displayName: user.displayName,
  photoURL: user.photoURL,
}));
export const getIdToken = vi.fn<typeof firebase.getIdToken>(() =>
  Promise.resolve(firebaseState.currentUid),
);
export const onFirebaseUserChange = vi.fn<typeof firebase.onFirebaseUserChange>(() =>
  Promise.resolve(() => undefined),
);
export const signInWithEmail = vi.fn<typeof firebase.signInWithEmail>();
export const createAccount = vi.fn<typeof firebase.createAccount>();
export const signInWithSocialPopup = vi.fn<typeof firebase.signInWithSocialPopup>();
export const signOutFirebase = vi.fn<typeof firebase.signOutFirebase>(() => Promise.resolve());
export const sendPasswordReset = vi.fn<typeof firebase.sendPasswordReset>(() => Promise.resolve());
export const sendVerificationEmail = vi.fn<typeof firebase.sendVerificationEmail>(() =>
  Promise.resolve(),
);

/** A rejection as the Firebase SDK makes it: a FirebaseError with its `code` and message. */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}
