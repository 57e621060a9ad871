import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Auth } from 'firebase-admin/auth';
import { PASSWORD_PATTERN } from '@power-gym/contracts';
import { applyAdminEmails } from '../src/features/users/admin-emails.ts';
import {
  DEMO_EMAIL_DOMAIN,
  demoPassword,
  ensureDemoAccounts,
} from '../src/features/users/demo-accounts.ts';
import { createFirebaseAuth } from '../src/lib/firebase.ts';
import {
  authEmulatorHost,
  bearer,
  firebaseProjectId,
  signIn,
  signUp,
  verifiedAccount,
} from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once', seed: true });
let auth: Auth;

beforeAll(() => {
  auth = createFirebaseAuth({
    projectId: firebaseProjectId(),
    emulatorHost: authEmulatorHost(),
    serviceAccount: undefined,
    credentialsFile: undefined,
  });
});

describe('ensureDemoAccounts', () => {
  it('derives passwords the register form accepts', () => {
    expect(demoPassword('admin@powergym.com.ar')).toBe('Admin123!');
    expect(demoPassword('socio@powergym.com.ar')).toBe('Socio123!');
    expect(demoPassword('lucia.fernandez@powergym.com.ar')).toBe('Lucia123!');
    for (const email of ['x@y.z', 'a.very-long_local.part@powergym.com.ar']) {
      expect(demoPassword(email)).toMatch(PASSWORD_PATTERN);
    }
  });

  it('gives every seeded user an emulator account and links the rows, idempotently', async () => {
    // The member signed up in the emulator before: the row must follow that account.
    const earlier = await signUp('socio@powergym.com.ar', 'Otra123!');

    const accounts = await ensureDemoAccounts(world.prisma, auth);
    const all = await world.prisma.user.findMany({ orderBy: { id: 'asc' } });
    const rows = all.filter((r) => r.email.endsWith(DEMO_EMAIL_DOMAIN));
    expect(accounts.map((a) => a.email).sort()).toEqual(rows.map((r) => r.email).sort());
    // The demo's members behind its memberships (memberships.json) get none: nobody signs in as them.
    const members = all.filter((r) => !r.email.endsWith(DEMO_EMAIL_DOMAIN));
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      await expect(auth.getUserByEmail(member.email)).rejects.toThrow();
    }
    expect(accounts).toContainEqual({
      email: 'admin@powergym.com.ar',
      password: 'Admin123!',
      role: 'admin',
    });
    expect(accounts).toContainEqual({
      email: 'socio@powergym.com.ar',
      password: 'Socio123!',
      role: 'socio',
    });

    for (const account of accounts) {
      const signedIn = await signIn(account.email, account.password);
      const row = rows.find((r) => r.email === account.email);
      expect(row?.uid).toBe(signedIn.uid);
    }
    expect(rows.find((r) => r.email === 'socio@powergym.com.ar')?.uid).toBe(earlier.uid);
    expect(rows.find((r) => r.email === 'admin@powergym.com.ar')?.uid).toBe('seed-admin');
    expect((await auth.getUserByEmail('admin@powergym.com.ar')).emailVerified).toBe(true);

    const again = await ensureDemoAccounts(world.prisma, auth);
    expect(again).toEqual(accounts);
    expect(await world.prisma.user.findMany({ orderBy: { id: 'asc' } })).toEqual(all);
  });

  it('lets the seeded admin and member use the API with their demo passwords', async () => {
    await ensureDemoAccounts(world.prisma, auth);
    const adminToken = (await signIn('admin@powergym.com.ar', 'Admin123!')).idToken;
    const socioToken = (await signIn('socio@powergym.com.ar', 'Socio123!')).idToken;
    const isAdmin = (token: string) =>
      request(world.app).post('/api/user/isAdmin').set(bearer(token)).send({});
    expect((await isAdmin(adminToken).expect(200)).body).toBe(true);
    expect((await isAdmin(socioToken).expect(200)).body).toBe(false);
    await request(world.app).get('/api/user').set(bearer(adminToken)).expect(200);
    await request(world.app).get('/api/user').set(bearer(socioToken)).expect(403);
  });

  it('gives the desk and the profesor demo accounts of their roles; the profesor teaches as Camila Ríos', async () => {
    const accounts = await ensureDemoAccounts(world.prisma, auth);
    expect(accounts).toContainEqual({
      email: 'recepcion@powergym.com.ar',
      password: 'Recepcion123!',
      role: 'recepcion',
    });
    expect(accounts).toContainEqual({
      email: 'profesor@powergym.com.ar',
      password: 'Profesor123!',
      role: 'profesor',
    });
    const profesor = await world.prisma.user.findUniqueOrThrow({
      where: { email: 'profesor@powergym.com.ar' },
      select: { trainer: { select: { name: true } } },
    });
    expect(profesor.trainer?.name).toBe('Camila Ríos');

    const deskToken = (await signIn('recepcion@powergym.com.ar', 'Recepcion123!')).idToken;
    const profesorToken = (await signIn('profesor@powergym.com.ar', 'Profesor123!')).idToken;
    const search = (token: string) =>
      request(world.app).get('/api/checkin/members?q=Socio').set(bearer(token));
    expect((await search(deskToken).expect(200)).body).toContainEqual(
      expect.objectContaining({ email: 'socio@powergym.com.ar' }),
    );
    await search(profesorToken).expect(403);
    await request(world.app).get('/api/user').set(bearer(deskToken)).expect(403);
    await request(world.app).get('/api/sessions/day').set(bearer(profesorToken)).expect(200);
  });
});

describe('applyAdminEmails', () => {
  it('promotes listed users whose verified account owns the row, and nobody else', async () => {
    const verified = await verifiedAccount();
    const unverified = await signUp();
    const impostor = await verifiedAccount();
    const [verifiedRow, unverifiedRow] = await Promise.all(
      [verified, unverified].map((account) =>
        world.prisma.user.create({
          data: { uid: account.uid, email: account.email, name: 'X', lastName: 'Y' },
        }),
      ),
    );
    // A row with a listed e-mail but another account's uid.
    const stolenEmail = 'robado@example.com';
    await world.prisma.user.create({
      data: { uid: impostor.uid, email: stolenEmail, name: 'X', lastName: 'Y' },
    });

    const result = await applyAdminEmails(world.prisma, auth, [
      verified.email,
      unverified.email,
      stolenEmail,
      'nadie@example.com',
    ]);
    expect(result).toEqual({
      promoted: [verified.email],
      skipped: [unverified.email, stolenEmail, 'nadie@example.com'],
    });
    expect(
      (await world.prisma.user.findUniqueOrThrow({ where: { id: verifiedRow?.id } })).role,
    ).toBe('admin');
    expect(
      (await world.prisma.user.findUniqueOrThrow({ where: { id: unverifiedRow?.id } })).role,
    ).toBe('socio');
    expect(
      (await world.prisma.user.findUniqueOrThrow({ where: { email: stolenEmail } })).role,
    ).toBe('socio');
  });
});
