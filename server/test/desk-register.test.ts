// 'Venta en recepción' sells to a member found or registered there: POST /user/desk registers a
// new member, their Firebase account without a password, a welcome mail with the link to choose
// one; an e-mail that has an account anywhere is refused, and nothing is left half made.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGES,
  DESK_MESSAGES,
  MESSAGES,
  USER_MESSAGES,
  type FoundMemberDto,
  type UserDto,
} from '@power-gym/contracts';
import { CHOOSE_PASSWORD, WELCOME_SUBJECT } from '../src/domain/outbox/welcome-mail.ts';
import { createFirebaseAuth, firebaseErrorCode } from '../src/lib/firebase.ts';
import { send } from './support/admin.ts';
import { testConfig } from './support/app.ts';
import { useStaffWorld } from './support/session-now.ts';
import { tableDigest } from './support/table-digest.ts';
import {
  authEmulatorHost,
  authEnv,
  bearer,
  signIn,
  signUp,
  uniqueEmail,
  type SignedInUser,
} from './support/tokens.ts';

const { world, staff } = useStaffWorld();
const config = testConfig(authEnv());
const firebase = createFirebaseAuth(config.firebase);

afterEach(() => {
  vi.restoreAllMocks();
});

const register = (by: SignedInUser | undefined, body: object) =>
  send(world.app, 'post', '/api/user/desk', { auth: by, body });

const newMember = (email = uniqueEmail('lucia')) => ({
  name: 'Lucía',
  lastName: 'Benítez',
  email,
  phoneNumber: '1122334455',
});

/** The Firebase account of an e-mail, or null. */
async function accountOf(email: string) {
  try {
    return await firebase.getUserByEmail(email);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

const welcomeMails = (to: string) =>
  world.prisma.emailOutbox.findMany({ where: { to }, select: { subject: true, text: true } });

/** The link to choose a password in the welcome mail's text. */
function passwordLinkIn(text: string): URL {
  const line = text.split('\n').find((l) => l.startsWith(`${CHOOSE_PASSWORD}: `)) ?? '';
  return new URL(line.slice(CHOOSE_PASSWORD.length + 2));
}

describe('POST /api/user/desk', () => {
  it('registers a member as a self-registered one is, with an account and a welcome mail', async () => {
    await staff();
    const body = newMember(uniqueEmail('Lucia').toUpperCase());
    const email = body.email.toLowerCase();
    const res = await register(world.rita, body).expect(201);
    const user = res.body as UserDto;
    const account = await accountOf(email);
    expect(account).toMatchObject({ email, emailVerified: false, displayName: 'Lucía Benítez' });
    expect(account?.passwordHash).toBeUndefined();
    expect(user).toMatchObject({
      uid: account?.uid,
      email,
      name: 'Lucía',
      lastName: 'Benítez',
      phoneNumber: '+541122334455',
      image: null,
      isAdmin: false,
      role: 'socio',
      trainerId: null,
    });
    const row = await world.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ uid: account?.uid, role: 'socio', deletedAt: null });

    // The desk finds them to sell at once: no membership yet.
    const found = await send(world.app, 'get', '/api/checkin/members?q=Benítez', {
      auth: world.rita,
    }).expect(200);
    expect(found.body as FoundMemberDto[]).toEqual([
      {
        id: user.id,
        name: 'Lucía',
        lastName: 'Benítez',
        image: null,
        email,
        membership: { status: 'Vencida', endsAt: null },
      },
    ]);

    const [mail, ...others] = await welcomeMails(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(WELCOME_SUBJECT);
    expect(mail?.text).toContain('Hola Lucía Benítez,');
    const link = passwordLinkIn(mail?.text ?? '');
    expect(link.host).toBe(authEmulatorHost());
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe(`${config.publicUrl}/login`);

    // The link lets them choose a password; then they sign in to their own profile.
    const chose = await fetch(
      `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          oobCode: link.searchParams.get('oobCode'),
          newPassword: 'Lucia123!',
        }),
      },
    );
    expect(chose.status).toBe(200);
    const signedIn = await signIn(email, 'Lucia123!');
    const own = await send(world.app, 'get', `/api/user/${signedIn.uid}`)
      .set(bearer(signedIn.idToken))
      .expect(200);
    expect((own.body as UserDto).id).toBe(user.id);
  });

  it('is for the desk and the admin; members and profesores get 403, anonymous 401', async () => {
    await staff();
    const admin = await register(world.admin, { ...newMember(), phoneNumber: '' }).expect(201);
    expect(admin.body).toMatchObject({ role: 'socio', phoneNumber: null });
    const before = await world.prisma.user.count();
    for (const caller of [world.ana, world.pablo]) {
      const email = uniqueEmail('prohibido');
      const res = await register(caller, newMember(email)).expect(403);
      expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
      expect(await accountOf(email)).toBeNull();
    }
    const anonymous = await register(undefined, newMember()).expect(401);
    expect(anonymous.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
    expect(await world.prisma.user.count()).toBe(before);
  });

  it('refuses an e-mail with an account, in the database or in Firebase, and creates nothing', async () => {
    await staff();
    const before = await tableDigest(world.db);
    // Ana's, in any case.
    for (const email of [world.ana.account.email, world.ana.account.email.toUpperCase()]) {
      const res = await register(world.rita, newMember(email)).expect(409);
      expect(res.body).toEqual({ error: DESK_MESSAGES.emailHasAccount });
    }
    // Signed up in Firebase, no profile yet.
    const stranger = await signUp(uniqueEmail('sin-perfil'));
    const res = await register(world.rita, newMember(stranger.email)).expect(409);
    expect(res.body).toEqual({ error: DESK_MESSAGES.emailHasAccount });
    expect((await accountOf(stranger.email))?.uid).toBe(stranger.uid);
    expect(await tableDigest(world.db)).toEqual(before);
  });

  it('refuses bad input with the register form messages, and creates nothing', async () => {
    await staff();
    const before = await tableDigest(world.db);
    const email = uniqueEmail('mal');
    const res = await register(world.rita, {
      name: ' ',
      lastName: '',
      email,
      phoneNumber: '1512345678',
      password: 'Secreta1!',
    }).expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: {
        name: USER_MESSAGES.nameRequired,
        lastName: USER_MESSAGES.lastNameRequired,
        phoneNumber: USER_MESSAGES.phoneWithout15,
        password: MESSAGES.unknownField,
      },
    });
    const bad = await register(world.rita, { name: 'Ana', lastName: 'Paz', email: 'ana@' }).expect(
      400,
    );
    expect(bad.body.fields).toEqual({ email: USER_MESSAGES.emailInvalid });
    const missing = await register(world.rita, {}).expect(400);
    expect(missing.body.fields).toEqual({
      name: USER_MESSAGES.nameRequired,
      lastName: USER_MESSAGES.lastNameRequired,
      email: USER_MESSAGES.emailRequired,
    });
    expect(await accountOf(email)).toBeNull();
    expect(await tableDigest(world.db)).toEqual(before);
  });

  it('deletes the new account when the database write fails: no orphan', async () => {
    await staff();
    const before = await tableDigest(world.db);
    const email = uniqueEmail('caida');
    vi.spyOn(world.prisma, '$transaction').mockRejectedValueOnce(new Error('database lost'));
    const res = await register(world.rita, newMember(email)).expect(500);
    expect(res.body).toEqual({ error: MESSAGES.internal });
    expect(await accountOf(email)).toBeNull();
    expect(await tableDigest(world.db)).toEqual(before);
  });

  it('answers 409 and deletes its account when another registration takes the e-mail meanwhile', async () => {
    await staff();
    const email = uniqueEmail('carrera');
    const transaction = world.prisma.$transaction.bind(world.prisma);
    vi.spyOn(world.prisma, '$transaction').mockImplementationOnce(async (...args) => {
      await world.prisma.user.create({
        data: { uid: 'otra-cuenta', email, name: 'Otra', lastName: 'Cuenta' },
      });
      return (transaction as (...a: typeof args) => Promise<unknown>)(...args);
    });
    const res = await register(world.rita, newMember(email)).expect(409);
    expect(res.body).toEqual({ error: DESK_MESSAGES.emailHasAccount });
    expect(await accountOf(email)).toBeNull();
    const rows = await world.prisma.user.findMany({ where: { email }, select: { uid: true } });
    expect(rows).toEqual([{ uid: 'otra-cuenta' }]);
    expect(await welcomeMails(email)).toEqual([]);
  });
});
