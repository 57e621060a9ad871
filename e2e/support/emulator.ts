import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './accounts';

/** The Auth emulator the test server starts or reuses (root firebase.json, project demo-powergym). */
export const AUTH_EMULATOR_URL = process.env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
export const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-powergym';

export type OobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

export interface OobCode {
  email: string;
  requestType: OobRequestType | string;
  oobCode: string;
  oobLink: string;
}

/** Every out-of-band code ("the mails") the emulator has issued. */
export async function listOobCodes(request: APIRequestContext): Promise<OobCode[]> {
  const response = await request.get(
    `${AUTH_EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  expect(response.ok(), `oobCodes answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** Waits until the emulator has "sent" a mail of that kind to that address; returns the newest. */
export async function waitForOobCode(
  request: APIRequestContext,
  email: string,
  requestType: OobRequestType,
): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        const codes = await listOobCodes(request);
        found = codes
          .filter((code) => code.email.toLowerCase() === email.toLowerCase())
          .filter((code) => code.requestType === requestType)
          .at(-1);
        return found !== undefined;
      },
      { message: `a ${requestType} code for ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${requestType} code for ${email}`);
  return found;
}

/** Opening the verification link verifies the address, as a click in the mail would. */
export async function followVerificationLink(request: APIRequestContext, code: OobCode) {
  const response = await request.get(code.oobLink);
  expect(response.ok(), `verification link answered ${response.status()}`).toBe(true);
}

/** The emulator's reset link has no form: the new password goes in the query string. */
export async function followPasswordResetLink(
  request: APIRequestContext,
  code: OobCode,
  newPassword: string,
) {
  const response = await request.get(
    `${code.oobLink}&newPassword=${encodeURIComponent(newPassword)}`,
  );
  expect(response.ok(), `reset link answered ${response.status()}`).toBe(true);
}

/**
 * A new password account's ID token. The emulator stamps the sign-in time before hashing the
 * password and the account's validSince after, so when a second ticks in between the first token
 * counts as revoked; signing in again then gives one from after validSince.
 */
export async function signUpWithPassword(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ idToken: string; localId: string }> {
  const identity = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;
  const startedAt = Date.now();
  const signUp = await request.post(`${identity}/accounts:signUp?key=fake`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signUp.ok(), `accounts:signUp answered ${signUp.status()}`).toBe(true);
  const account = (await signUp.json()) as { idToken: string; localId: string };
  if (Math.floor(startedAt / 1000) === Math.floor(Date.now() / 1000)) return account;
  const signIn = await request.post(`${identity}/accounts:signInWithPassword?key=fake`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signIn.ok(), `accounts:signInWithPassword answered ${signIn.status()}`).toBe(true);
  return (await signIn.json()) as { idToken: string; localId: string };
}

export interface RegisteredMember {
  email: string;
  password: string;
  idToken: string;
  localId: string;
}

/**
 * A new member as the registration page makes one: an emulator account with a password, then
 * its profile (POST /api/user), under an e-mail no other run or project has used.
 */
export async function registerMember(
  request: APIRequestContext,
  {
    prefix,
    project,
    name,
    lastName,
    password,
  }: { prefix: string; project: string; name: string; lastName: string; password: string },
): Promise<RegisteredMember> {
  const email = uniqueEmail(prefix, project);
  const { idToken, localId } = await signUpWithPassword(request, email, password);
  const profile = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${idToken}` },
    data: { name, lastName, phoneNumber: '+541122334455' },
  });
  expect(profile.status(), 'POST /api/user').toBe(201);
  return { email, password, idToken, localId };
}
