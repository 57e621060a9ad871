import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Role } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { firebaseErrorCode } from '../../lib/firebase.ts';

/** Seeded users live on this domain; each gets an emulator account. */
export const DEMO_EMAIL_DOMAIN = '@powergym.com.ar';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
}

const FIXED_ACCOUNTS = [
  { email: 'admin@powergym.com.ar', password: 'Admin123!', emailVerified: true },
  { email: 'socio@powergym.com.ar', password: 'Socio123!', emailVerified: false },
  { email: 'recepcion@powergym.com.ar', password: 'Recepcion123!', emailVerified: true },
  { email: 'profesor@powergym.com.ar', password: 'Profesor123!', emailVerified: true },
];

/** admin → Admin123!, lucia.fernandez → Lucia123!: valid for the register form's password rules. */
export function demoPassword(email: string): string {
  const first = (email.split('@')[0] ?? '').split(/[^A-Za-z0-9]/)[0]?.slice(0, 12) ?? '';
  // At least 6 characters in all: short names borrow a prefix.
  const name = first.length >= 2 ? first : `socio${first}`;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}123!`;
}

async function findAccount(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

async function isUidFree(auth: Auth, uid: string): Promise<boolean> {
  try {
    await auth.getUser(uid);
    return false;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return true;
    throw error;
  }
}

/**
 * Emulator only: gives every demo user an account with a known password and makes our rows carry
 * the accounts' uids. An account is created with the row's uid when it can be, so a restarted
 * emulator (it keeps nothing) and a persisted database stay linked. Idempotent.
 */
export async function ensureDemoAccounts(prisma: PrismaClient, auth: Auth): Promise<DemoAccount[]> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Demo accounts with known passwords are only created in the Auth emulator');
  }
  const rows = await prisma.user.findMany({
    where: { email: { endsWith: DEMO_EMAIL_DOMAIN } },
    orderBy: { id: 'asc' },
  });
  const emails = [...new Set([...FIXED_ACCOUNTS.map((a) => a.email), ...rows.map((r) => r.email)])];
  const accounts: DemoAccount[] = [];
  for (const email of emails) {
    const fixed = FIXED_ACCOUNTS.find((account) => account.email === email);
    const row = rows.find((candidate) => candidate.email === email);
    const password = fixed?.password ?? demoPassword(email);
    const emailVerified = fixed?.emailVerified ?? false;
    const displayName = row ? `${row.name} ${row.lastName}`.trim() : undefined;
    let account = await findAccount(auth, email);
    if (account) {
      account = await auth.updateUser(account.uid, {
        password,
        ...(emailVerified ? { emailVerified } : {}),
      });
    } else {
      const uid = row && (await isUidFree(auth, row.uid)) ? row.uid : undefined;
      account = await auth.createUser({ uid, email, password, emailVerified, displayName });
    }
    if (row && row.uid !== account.uid) {
      await prisma.user.update({ where: { id: row.id }, data: { uid: account.uid } });
    }
    accounts.push({ email, password, role: row?.role ?? 'socio' });
  }
  return accounts;
}
