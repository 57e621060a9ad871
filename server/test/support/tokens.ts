// Real ID tokens from the Auth emulator (started by test/global-setup.ts), and hand-made bad ones.
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { PrismaClient, User } from '../../src/generated/prisma/client.ts';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const TEST_PASSWORD = 'Secreta1!';

export function authEmulatorHost(): string {
  return inject('authEmulatorHost');
}

export function firebaseProjectId(): string {
  return inject('firebaseProjectId');
}

/** The environment an app under test needs to verify emulator tokens. */
export function authEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
    FIREBASE_PROJECT_ID: firebaseProjectId(),
    ...extra,
  };
}

const identityToolkit = () => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1`;

async function post<T>(url: string, body: unknown, admin = false): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The emulator treats "owner" as an admin credential.
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json as T;
}

interface SignInResponse {
  idToken: string;
  localId: string;
  email: string;
}

/** A unique e-mail per call, so test files running in parallel never meet in the emulator. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function signUp(
  email = uniqueEmail('socio'),
  password = TEST_PASSWORD,
): Promise<TestAccount> {
  const startedAt = Date.now();
  const res = await post<SignInResponse>(`${identityToolkit()}/accounts:signUp?key=fake`, {
    email,
    password,
    returnSecureToken: true,
  });
  // The emulator stamps the sign-in time before it hashes the password and the account's
  // validSince after; when a second ticks in between, firebase-admin takes the first token for a
  // revoked one. Signing in again gives a token from after validSince.
  if (Math.floor(startedAt / 1000) !== Math.floor(Date.now() / 1000))
    return signIn(email, password);
  return { uid: res.localId, email: res.email, password, idToken: res.idToken };
}

export async function signIn(email: string, password = TEST_PASSWORD): Promise<TestAccount> {
  const res = await post<SignInResponse>(
    `${identityToolkit()}/accounts:signInWithPassword?key=fake`,
    { email, password, returnSecureToken: true },
  );
  return { uid: res.localId, email: res.email, password, idToken: res.idToken };
}

/** Admin-side account changes, then a fresh token that carries them. */
export async function updateAccount(
  account: TestAccount,
  changes: { emailVerified?: boolean; customClaims?: Record<string, unknown> },
): Promise<TestAccount> {
  await post(
    `${identityToolkit()}/projects/${firebaseProjectId()}/accounts:update`,
    {
      localId: account.uid,
      ...(changes.emailVerified === undefined ? {} : { emailVerified: changes.emailVerified }),
      ...(changes.customClaims ? { customAttributes: JSON.stringify(changes.customClaims) } : {}),
    },
    true,
  );
  return signIn(account.email, account.password);
}

export async function verifiedAccount(email = uniqueEmail('verificado')): Promise<TestAccount> {
  return updateAccount(await signUp(email), { emailVerified: true });
}

export async function accountExists(uid: string): Promise<boolean> {
  const res = await post<{ users?: unknown[] }>(
    `${identityToolkit()}/projects/${firebaseProjectId()}/accounts:lookup`,
    { localId: [uid] },
    true,
  );
  return (res.users?.length ?? 0) > 0;
}

export async function deleteAccountInEmulator(uid: string): Promise<void> {
  await post(
    `${identityToolkit()}/projects/${firebaseProjectId()}/accounts:delete`,
    { localId: uid },
    true,
  );
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodePayload(idToken: string): Record<string, unknown> {
  const part = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A copy of a real token with some claims changed, unsigned like the emulator's own tokens:
 * the emulator accepts any signature, so these test the claims firebase-admin still checks.
 */
export function forgeToken(idToken: string, changes: Record<string, unknown>): string {
  const payload = { ...decodePayload(idToken), ...changes };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The same account's token, issued two hours ago and expired one hour ago. */
export function expiredToken(idToken: string): string {
  const now = Math.floor(Date.now() / 1000);
  return forgeToken(idToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

export interface SignedInUser {
  account: TestAccount;
  user: User;
  /** `{ Authorization: 'Bearer …' }` for supertest's `.set()`. */
  auth: { Authorization: string };
}

export type MemberFields = Partial<
  Pick<User, 'name' | 'lastName' | 'phoneNumber' | 'image' | 'role' | 'trainerId'>
>;

/** An emulator account with its row in our database: what a member or an admin is in tests. */
export async function signedInUser(
  prisma: PrismaClient,
  fields: MemberFields = {},
): Promise<SignedInUser> {
  const [member] = await signedInUsers(prisma, [fields]);
  if (!member) throw new Error('no member signed in');
  return member;
}

/** Several at once: accounts made side by side, rows inserted in the order given (so are ids). */
export async function signedInUsers(
  prisma: PrismaClient,
  members: MemberFields[],
): Promise<SignedInUser[]> {
  const accounts = await Promise.all(
    members.map((fields) => signUp(uniqueEmail((fields.name ?? 'socio').toLowerCase()))),
  );
  const signedIn: SignedInUser[] = [];
  for (const [i, account] of accounts.entries()) {
    const fields = members[i] ?? {};
    const user = await prisma.user.create({
      data: {
        uid: account.uid,
        email: account.email,
        name: fields.name ?? 'Socio',
        lastName: fields.lastName ?? 'Prueba',
        phoneNumber: fields.phoneNumber ?? '+541123456789',
        image: fields.image ?? null,
        role: fields.role ?? 'socio',
        trainerId: fields.trainerId ?? null,
      },
    });
    signedIn.push({ account, user, auth: bearer(account.idToken) });
  }
  return signedIn;
}
