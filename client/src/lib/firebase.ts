import type * as AuthSdkModule from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import { firebaseSettings } from '@/config/env';
import type { FirebaseUserInfo } from '@/stores/auth-slice';
import { mayHaveSession } from '@/stores/session-probe';

export type SocialProvider = 'google' | 'github';

type AuthSdk = typeof AuthSdkModule;

interface FirebaseKit {
  auth: Auth;
  sdk: AuthSdk;
}

let kit: Promise<FirebaseKit> | undefined;
let markNeeded: () => void = () => undefined;
/** Settles the first time anything needs Firebase (a sign-in, a token, a profile page…). */
const needed = new Promise<void>((resolve) => {
  markNeeded = resolve;
});

/** firebase/app and firebase/auth load on demand, never with the landing page. */
function loadFirebase(): Promise<FirebaseKit> {
  markNeeded();
  kit ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ]);
    const settings = firebaseSettings();
    const app = initializeApp({
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
    });
    const auth = sdk.getAuth(app);
    auth.languageCode = 'es';
    if (settings.emulatorUrl) {
      sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    }
    return { auth, sdk };
  })();
  kit.catch(() => {
    kit = undefined;
  });
  return kit;
}

export async function getFirebaseAuth(): Promise<Auth> {
  return (await loadFirebase()).auth;
}

export function toFirebaseUserInfo(user: User): FirebaseUserInfo {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

async function requireCurrentUser(): Promise<User> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) throw new Error('No hay una sesión iniciada');
  return auth.currentUser;
}

/** The signed-in user's ID token, or null when nobody is signed in. */
export async function getIdToken(): Promise<string | null> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/**
 * Calls `listener` with the current user and on every change; resolves to the unsubscribe.
 * With no session on this device it waits until something else needs Firebase, so a visitor's
 * page never downloads the SDK.
 */
export async function onFirebaseUserChange(
  listener: (user: FirebaseUserInfo | null) => void,
): Promise<() => void> {
  if (!mayHaveSession()) await needed;
  const { auth, sdk } = await loadFirebase();
  return sdk.onAuthStateChanged(auth, (user) => listener(user ? toFirebaseUserInfo(user) : null));
}

export async function signInWithEmail(email: string, password: string): Promise<FirebaseUserInfo> {
  const { auth, sdk } = await loadFirebase();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return toFirebaseUserInfo(credential.user);
}

export async function createAccount(
  email: string,
  password: string,
  displayName: string,
): Promise<FirebaseUserInfo> {
  const { auth, sdk } = await loadFirebase();
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.updateProfile(credential.user, { displayName });
  return { ...toFirebaseUserInfo(credential.user), displayName };
}

export async function signInWithSocialPopup(
  provider: SocialProvider,
): Promise<{ user: FirebaseUserInfo; isNewUser: boolean }> {
  const { auth, sdk } = await loadFirebase();
  const authProvider =
    provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider();
  const credential = await sdk.signInWithPopup(auth, authProvider);
  return {
    user: toFirebaseUserInfo(credential.user),
    isNewUser: sdk.getAdditionalUserInfo(credential)?.isNewUser ?? false,
  };
}

export async function signOutFirebase(): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  await sdk.signOut(auth);
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  await sdk.sendPasswordResetEmail(auth, email);
}

export async function sendVerificationEmail(): Promise<void> {
  const { sdk } = await loadFirebase();
  await sdk.sendEmailVerification(await requireCurrentUser());
}
