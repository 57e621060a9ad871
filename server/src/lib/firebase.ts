import { randomUUID } from 'node:crypto';
import { applicationDefault, cert, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { FirebaseConfig } from '../config.ts';

/** What the server takes from a verified ID token. */
export interface VerifiedToken {
  uid: string;
  /** Lower-case, or null for accounts without one. */
  email: string | null;
  emailVerified: boolean;
}

export type VerifyIdToken = (idToken: string) => Promise<VerifiedToken>;
/** Deletes a Firebase account; an account that no longer exists is not an error. */
export type DeleteAccount = (uid: string) => Promise<void>;
/**
 * Creates an account without a password, its e-mail not verified: its uid, or null when the
 * e-mail already has an account.
 */
export type CreateAccount = (account: {
  email: string;
  displayName: string;
}) => Promise<string | null>;
/** A link that lets the account's owner choose a password, then continues to `continueUrl`. */
export type PasswordLink = (email: string, continueUrl: string) => Promise<string>;

/** A token that proves nothing: the caller must sign in again. */
export class InvalidTokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    detail: string,
  ) {
    super(detail);
    this.name = 'InvalidTokenError';
  }
}

/** Firebase could not be reached to check a token (network, emulator down). */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Firebase Auth is unavailable', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

const EXPIRED_CODES = new Set(['auth/id-token-expired']);
const INVALID_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * A firebase-admin app for this configuration. firebase-admin reads the emulator host from
 * process.env on every call, so it is set here, before the first call.
 */
export function createFirebaseAuth(config: FirebaseConfig): Auth {
  if (config.emulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  }
  const credential = config.serviceAccount
    ? cert({
        projectId: config.serviceAccount.project_id,
        clientEmail: config.serviceAccount.client_email,
        privateKey: config.serviceAccount.private_key,
      })
    : config.credentialsFile !== undefined
      ? applicationDefault()
      : undefined;
  // A unique name: tests build many apps in one process, each with its own settings.
  const app: App = initializeApp(
    { projectId: config.projectId, ...(credential ? { credential } : {}) },
    `power-gym-${randomUUID()}`,
  );
  return getAuth(app);
}

export interface Identity {
  verifyIdToken: VerifyIdToken;
  deleteAccount: DeleteAccount;
  createAccount: CreateAccount;
  passwordLink: PasswordLink;
}

/**
 * Token verification and the accounts' creation, password links and deletion, backed by
 * firebase-admin, initialised on first use so building the app never touches Firebase.
 * Revocation is checked against Firebase only in the emulator (firebase-admin always does there);
 * in production it would cost a call per request, and roles come from our database anyway.
 */
export function firebaseIdentity(config: FirebaseConfig): Identity {
  let auth: Auth | undefined;
  const getInstance = () => (auth ??= createFirebaseAuth(config));
  return {
    async verifyIdToken(idToken) {
      try {
        const decoded = await getInstance().verifyIdToken(idToken, false);
        return {
          uid: decoded.uid,
          email: decoded.email?.toLowerCase() ?? null,
          emailVerified: decoded.email_verified === true,
        };
      } catch (error) {
        const code = firebaseErrorCode(error) ?? '';
        const detail = error instanceof Error ? error.message : String(error);
        if (EXPIRED_CODES.has(code)) throw new InvalidTokenError('expired', detail);
        if (INVALID_CODES.has(code)) throw new InvalidTokenError('invalid', detail);
        throw new IdentityUnavailableError(error);
      }
    },
    async deleteAccount(uid) {
      try {
        await getInstance().deleteUser(uid);
      } catch (error) {
        if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    async createAccount({ email, displayName }) {
      try {
        const account = await getInstance().createUser({
          email,
          displayName,
          emailVerified: false,
        });
        return account.uid;
      } catch (error) {
        if (firebaseErrorCode(error) === 'auth/email-already-exists') return null;
        throw error;
      }
    },
    passwordLink(email, continueUrl) {
      return getInstance().generatePasswordResetLink(email, { url: continueUrl });
    },
  };
}
