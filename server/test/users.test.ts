import { beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  AUTH_MESSAGES,
  MESSAGES,
  ROLE_MESSAGES,
  USER_MESSAGES,
  type AdminUserDto,
} from '@power-gym/contracts';
import type { SubscriptionStatus } from '../src/generated/prisma/client.ts';
import {
  accountExists,
  bearer,
  signUp,
  updateAccount,
  uniqueEmail,
  verifiedAccount,
  type TestAccount,
} from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

type Headers = Record<string, string>;

const BOSS_EMAIL = uniqueEmail('jefa');

/** The seeded 'Admin', a second admin (Laura), two members and an account with no profile yet. */
const world = useTestWorld({
  env: { ADMIN_EMAILS: `otro@example.com, ${BOSS_EMAIL.toUpperCase()}` },
  members: [
    { name: 'Admin', lastName: 'Power Gym', role: 'admin' },
    { name: 'Laura', lastName: 'Gómez', role: 'admin' },
    { name: 'Ana', lastName: 'López' },
    { name: 'Juan', lastName: 'Martínez' },
  ],
});
let stranger: TestAccount;

beforeEach(async () => {
  stranger = await signUp();
});

const row = (id: number) => world.prisma.user.findUnique({ where: { id } });
const USER_DTO_KEYS = [
  'createdAt',
  'email',
  'id',
  'image',
  'isAdmin',
  'lastName',
  'name',
  'phoneNumber',
  'role',
  'trainerId',
  'uid',
  'updatedAt',
];
/** GET /user's rows: a profile and the member's débito. */
const ADMIN_USER_DTO_KEYS = [...USER_DTO_KEYS, 'debit'].sort();

let preapprovals = 0;
/** A débito of `member` in `status`, paying a membership of its own. */
async function debit(member: { user: { id: number } }, status: SubscriptionStatus) {
  const order = await world.prisma.order.create({
    data: { userId: member.user.id, state: 'Complete', total: 5000 },
  });
  await world.prisma.subscription.create({
    data: {
      userId: member.user.id,
      orderId: order.id,
      preapprovalId: `pre-users-${++preapprovals}`,
      authorizeUrl: 'https://mp.test/authorize',
      status,
      providerStatus: status,
      amount: 5000,
      providerAmount: 5000,
      cancelledAt: status === 'Cancelled' ? new Date() : null,
    },
  });
}

describe('POST /api/user/isAdmin', () => {
  const ask = (auth: Headers | null, body: object = {}) => {
    const req = request(world.app).post('/api/user/isAdmin');
    return (auth ? req.set(auth) : req).send(body);
  };

  it('needs a signed-in caller', async () => {
    const res = await ask(null, { id: world.ana.user.id }).expect(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('answers the flag itself (true/false, not an object) for the caller, by id and by uid', async () => {
    const ana = await ask(world.ana.auth).expect(200).expect('Content-Type', /json/);
    expect(ana.text).toBe('false');
    expect(ana.body).toBe(false);
    expect((await ask(world.ana.auth, { id: world.ana.user.id }).expect(200)).body).toBe(false);
    expect((await ask(world.ana.auth, { id: world.ana.account.uid }).expect(200)).body).toBe(false);
    const admin = await ask(world.admin.auth).expect(200);
    expect(admin.text).toBe('true');
    expect(admin.body).toBe(true);
    expect(
      (await ask(world.admin.auth, { id: String(world.admin.user.id) }).expect(200)).body,
    ).toBe(true);
  });

  it('answers false for an account without a profile', async () => {
    expect((await ask(bearer(stranger.idToken)).expect(200)).body).toBe(false);
    expect((await ask(bearer(stranger.idToken), { id: stranger.uid }).expect(200)).body).toBe(
      false,
    );
  });

  it('refuses a member asking about someone else', async () => {
    const res = await ask(world.ana.auth, { id: world.admin.user.id }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await ask(world.ana.auth, { id: world.juan.account.uid }).expect(403);
    await ask(world.ana.auth, { id: 999_999 }).expect(403);
  });

  it('lets an admin ask about anyone, by id or uid', async () => {
    expect((await ask(world.admin.auth, { id: world.ana.user.id }).expect(200)).body).toBe(false);
    expect((await ask(world.admin.auth, { id: world.laura.account.uid }).expect(200)).body).toBe(
      true,
    );
    const res = await ask(world.admin.auth, { id: 999_999 }).expect(404);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.userNotFound });
  });

  it('rejects bad bodies with field messages', async () => {
    const res = await ask(world.ana.auth, { id: '', isAdmin: true }).expect(400);
    expect(res.body.error).toBe(MESSAGES.invalidInput);
    expect(Object.keys(res.body.fields).sort()).toEqual(['id', 'isAdmin']);
    expect(res.body.fields.isAdmin).toBe(MESSAGES.unknownField);
    await ask(world.ana.auth, { id: -3 }).expect(400);
  });
});

describe('GET /api/user', () => {
  it('is for admins only', async () => {
    await request(world.app).get('/api/user').expect(401);
    const res = await request(world.app).get('/api/user').set(world.ana.auth).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await request(world.app).get('/api/user').set(bearer(stranger.idToken)).expect(403);
  });

  it('lists every user, newest first, with the public fields and the débito only', async () => {
    const res = await request(world.app).get('/api/user').set(world.admin.auth).expect(200);
    const users = res.body as AdminUserDto[];
    expect(users.map((u) => u.id)).toEqual([
      world.juan.user.id,
      world.ana.user.id,
      world.laura.user.id,
      world.admin.user.id,
    ]);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(ADMIN_USER_DTO_KEYS);
    expect(users[1]).toEqual({
      id: world.ana.user.id,
      uid: world.ana.account.uid,
      email: world.ana.account.email,
      name: 'Ana',
      lastName: 'López',
      phoneNumber: '+541123456789',
      image: null,
      isAdmin: false,
      role: 'socio',
      trainerId: null,
      createdAt: world.ana.user.createdAt.toISOString(),
      updatedAt: world.ana.user.updatedAt.toISOString(),
      debit: null,
    });
  });

  it("tells each member's débito: active, else paused, else pending, never a cancelled one", async () => {
    await debit(world.ana, 'Cancelled');
    await debit(world.ana, 'Pending');
    await debit(world.ana, 'Active');
    await debit(world.ana, 'Paused');
    await debit(world.juan, 'Pending');
    await debit(world.juan, 'Paused');
    await debit(world.laura, 'Cancelled');
    await debit(world.laura, 'Pending');
    await debit(world.admin, 'Cancelled');
    const debits = async (query: string) => {
      const res = await request(world.app).get(`/api/user${query}`).set(world.admin.auth);
      expect(res.status).toBe(200);
      return Object.fromEntries((res.body as AdminUserDto[]).map((user) => [user.id, user.debit]));
    };
    expect(await debits('')).toEqual({
      [world.ana.user.id]: 'Activa',
      [world.juan.user.id]: 'Pausada',
      [world.laura.user.id]: 'Pendiente',
      [world.admin.user.id]: null,
    });
    // A search loads its page the other way, with the same débitos.
    expect(await debits('?q=mart')).toEqual({ [world.juan.user.id]: 'Pausada' });
    expect(await debits('?q=ana')).toEqual({ [world.ana.user.id]: 'Activa' });
  });
});

describe('GET /api/user/:id', () => {
  it('needs a signed-in caller', async () => {
    await request(world.app).get(`/api/user/${world.ana.user.id}`).expect(401);
  });

  it('gives members their own profile by id or uid', async () => {
    const byId = await request(world.app)
      .get(`/api/user/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    expect(byId.body).toMatchObject({
      id: world.ana.user.id,
      uid: world.ana.account.uid,
      name: 'Ana',
    });
    const byUid = await request(world.app)
      .get(`/api/user/${world.ana.account.uid}`)
      .set(world.ana.auth)
      .expect(200);
    expect(byUid.body).toEqual(byId.body);
  });

  it("refuses a member another user's profile, existing or not", async () => {
    await request(world.app).get(`/api/user/${world.juan.user.id}`).set(world.ana.auth).expect(403);
    await request(world.app)
      .get(`/api/user/${world.admin.account.uid}`)
      .set(world.ana.auth)
      .expect(403);
    await request(world.app).get('/api/user/999999').set(world.ana.auth).expect(403);
  });

  it('lets an admin read anyone; unknown users are 404', async () => {
    const res = await request(world.app)
      .get(`/api/user/${world.juan.account.uid}`)
      .set(world.admin.auth)
      .expect(200);
    expect(res.body.id).toBe(world.juan.user.id);
    const missing = await request(world.app)
      .get('/api/user/no-existe')
      .set(world.admin.auth)
      .expect(404);
    expect(missing.body).toEqual({ error: AUTH_MESSAGES.userNotFound });
  });

  it('answers 404 to an account asking for its own profile before creating it', async () => {
    await request(world.app)
      .get(`/api/user/${stranger.uid}`)
      .set(bearer(stranger.idToken))
      .expect(404);
  });

  it('rejects a malformed id', async () => {
    const res = await request(world.app).get('/api/user/a%20b').set(world.admin.auth).expect(400);
    expect(res.body.fields).toEqual({ id: 'El id de usuario no es válido' });
  });
});

describe('POST /api/user', () => {
  const profile = {
    name: 'Sofía',
    lastName: 'Ruiz',
    phoneNumber: '+541198765432',
    image: 'https://lh3.googleusercontent.com/a/sofia.jpg',
  };

  it('needs a signed-in caller', async () => {
    await request(world.app).post('/api/user').send(profile).expect(401);
    expect(await world.prisma.user.count()).toBe(4);
  });

  it("creates the caller's profile from the token, ignoring uid and email in the body", async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ ...profile, uid: world.admin.account.uid, email: world.admin.account.email })
      .expect(201);
    expect(res.body).toMatchObject({
      ...profile,
      uid: stranger.uid,
      email: stranger.email,
      isAdmin: false,
    });
    const created = await world.prisma.user.findUniqueOrThrow({ where: { uid: stranger.uid } });
    expect(created).toMatchObject({ ...profile, email: stranger.email, role: 'socio' });
    expect(res.body.id).toBe(created.id);
    expect(await row(world.admin.user.id)).toEqual(world.admin.user);
  });

  it('accepts the minimal register payload (no phone, no picture)', async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ name: 'Sofía', lastName: 'Ruiz' })
      .expect(201);
    expect(res.body).toMatchObject({ phoneNumber: null, image: null });
  });

  it("answers 200 with the caller's existing profile, unchanged (every social sign-in posts it)", async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(world.ana.auth)
      .send({ ...profile, uid: world.ana.account.uid, email: world.ana.account.email })
      .expect(200);
    const own = await request(world.app)
      .get(`/api/user/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    expect(res.body).toEqual(own.body);
    expect(res.body).toMatchObject({ id: world.ana.user.id, name: 'Ana', lastName: 'López' });
    expect(await row(world.ana.user.id)).toEqual(world.ana.user);
    expect(await world.prisma.user.count()).toBe(4);
  });

  it('takes the original register payload: image "" is none, a phone without +54 gets it', async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({
        uid: stranger.uid,
        email: stranger.email,
        name: 'Sofía',
        lastName: 'Ruiz',
        phoneNumber: '1123456789',
        image: '',
      })
      .expect(201);
    expect(res.body).toMatchObject({ phoneNumber: '+541123456789', image: null });
    expect(
      await world.prisma.user.findUniqueOrThrow({ where: { uid: stranger.uid } }),
    ).toMatchObject({ phoneNumber: '+541123456789', image: null });
  });

  it('never takes isAdmin from the body', async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ ...profile, isAdmin: true })
      .expect(400);
    expect(res.body.fields).toEqual({ isAdmin: MESSAGES.unknownField });
    expect(await world.prisma.user.count()).toBe(4);
  });

  it('rejects bad bodies with the message of each field', async () => {
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ name: '', lastName: '  ', phoneNumber: '11-2345-6789', image: 'javascript:alert(1)' })
      .expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: {
        name: USER_MESSAGES.nameRequired,
        lastName: USER_MESSAGES.lastNameRequired,
        phoneNumber: USER_MESSAGES.phoneInvalid,
        image: USER_MESSAGES.imageInvalid,
      },
    });
    expect(await world.prisma.user.count()).toBe(4);
  });

  it('makes ADMIN_EMAILS admins, only with a verified e-mail', async () => {
    const unverified = await signUp(BOSS_EMAIL);
    const first = await request(world.app)
      .post('/api/user')
      .set(bearer(unverified.idToken))
      .send(profile)
      .expect(201);
    expect(first.body.isAdmin).toBe(false);
    await world.prisma.user.delete({ where: { id: first.body.id as number } });

    const other = await verifiedAccount();
    const notListed = await request(world.app)
      .post('/api/user')
      .set(bearer(other.idToken))
      .send(profile);
    expect(notListed.body.isAdmin).toBe(false);

    const boss = await updateAccount(unverified, { emailVerified: true });
    const res = await request(world.app)
      .post('/api/user')
      .set(bearer(boss.idToken))
      .send(profile)
      .expect(201);
    expect(res.body).toMatchObject({ email: BOSS_EMAIL, isAdmin: true });
    expect((await world.prisma.user.findUniqueOrThrow({ where: { uid: boss.uid } })).role).toBe(
      'admin',
    );
  });
});

describe('PUT /api/user/:id', () => {
  const put = (key: string | number, auth: Headers | null, body: object) => {
    const req = request(world.app).put(`/api/user/${key}`);
    return (auth ? req.set(auth) : req).send(body);
  };

  it('needs a signed-in caller with a profile', async () => {
    await put(world.ana.user.id, null, { name: 'Anita' }).expect(401);
    await put(stranger.uid, bearer(stranger.idToken), { name: 'Nadie' }).expect(403);
    expect(await row(world.ana.user.id)).toEqual(world.ana.user);
  });

  it('lets the owner change name, last name, phone and picture', async () => {
    const changes = {
      name: 'Anita',
      lastName: 'López Díaz',
      phoneNumber: '+54351456789',
      image: '/media/brand/ana.jpg',
    };
    const res = await put(world.ana.account.uid, world.ana.auth, changes).expect(200);
    expect(res.body).toMatchObject({ id: world.ana.user.id, ...changes, isAdmin: false });
    expect(await row(world.ana.user.id)).toMatchObject(changes);

    await put(world.ana.user.id, world.ana.auth, { image: null }).expect(200);
    expect((await row(world.ana.user.id))?.image).toBeNull();
  });

  it("adds +54 to a phone sent without it (the original app's profile dialog)", async () => {
    const res = await put(world.ana.user.id, world.ana.auth, { phoneNumber: '351456789' }).expect(
      200,
    );
    expect(res.body.phoneNumber).toBe('+54351456789');
    expect((await row(world.ana.user.id))?.phoneNumber).toBe('+54351456789');
  });

  it('lets an admin edit their own personal data', async () => {
    await put(world.laura.user.id, world.laura.auth, { lastName: 'Gómez Paz' }).expect(200);
    expect((await row(world.laura.user.id))?.lastName).toBe('Gómez Paz');
  });

  it.each([
    [{ phoneNumber: '12345678' }, { phoneNumber: USER_MESSAGES.phoneInvalid }],
    [{ phoneNumber: '11 2345 6789' }, { phoneNumber: USER_MESSAGES.phoneInvalid }],
    [{ phoneNumber: '+5412345678' }, { phoneNumber: USER_MESSAGES.phoneInvalid }],
    [{ phoneNumber: '+541234567890123' }, { phoneNumber: USER_MESSAGES.phoneInvalid }],
    [
      { name: '', lastName: '' },
      { name: USER_MESSAGES.nameRequired, lastName: USER_MESSAGES.lastNameRequired },
    ],
    [{ email: 'otro@example.com' }, { email: MESSAGES.unknownField }],
    [{ uid: 'otro' }, { uid: MESSAGES.unknownField }],
    [{ isAdmin: 'true' }, { isAdmin: USER_MESSAGES.isAdminInvalid }],
  ])('rejects %j with field messages', async (body, fields) => {
    const res = await put(world.ana.user.id, world.ana.auth, body).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
    expect(await row(world.ana.user.id)).toEqual(world.ana.user);
  });

  it("refuses a member editing another user's data", async () => {
    const res = await put(world.juan.user.id, world.ana.auth, { name: 'Hackeado' }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await put(world.admin.user.id, world.ana.auth, { isAdmin: false }).expect(403);
    expect(await row(world.juan.user.id)).toEqual(world.juan.user);
    expect(await row(world.admin.user.id)).toEqual(world.admin.user);
  });

  it('refuses anyone making themselves admin', async () => {
    const res = await put(world.ana.user.id, world.ana.auth, { isAdmin: true }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.selfAdmin });
    await put(world.ana.account.uid, world.ana.auth, { name: 'Ana', isAdmin: true }).expect(403);
    expect(await row(world.ana.user.id)).toEqual(world.ana.user);
  });

  it('refuses an admin dropping their own admin flag', async () => {
    await put(world.laura.user.id, world.laura.auth, { isAdmin: false }).expect(403);
    expect((await row(world.laura.user.id))?.role).toBe('admin');
  });

  it('accepts an unchanged isAdmin from the owner (a form sending every field)', async () => {
    await put(world.ana.user.id, world.ana.auth, { name: 'Ana María', isAdmin: false }).expect(200);
    expect(await row(world.ana.user.id)).toMatchObject({ name: 'Ana María', role: 'socio' });
  });

  it('lets an admin promote and demote another user', async () => {
    const promoted = await put(world.ana.user.id, world.admin.auth, { isAdmin: true }).expect(200);
    expect(promoted.body).toMatchObject({ id: world.ana.user.id, isAdmin: true, name: 'Ana' });
    expect((await row(world.ana.user.id))?.role).toBe('admin');
    await request(world.app).get('/api/user').set(world.ana.auth).expect(200);

    await put(world.ana.account.uid, world.laura.auth, { isAdmin: false }).expect(200);
    expect((await row(world.ana.user.id))?.role).toBe('socio');
    await request(world.app).get('/api/user').set(world.ana.auth).expect(403);
  });

  it("never changes the 'Admin' user's flag", async () => {
    const res = await put(world.admin.user.id, world.laura.auth, { isAdmin: false }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.protectedAdmin });
    expect(await row(world.admin.user.id)).toEqual(world.admin.user);
  });

  it("refuses an admin changing another user's personal data", async () => {
    const res = await put(world.juan.user.id, world.admin.auth, {
      phoneNumber: '+541100000000',
    }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.othersPersonalData });
    const renamed = await put(world.juan.user.id, world.admin.auth, {
      isAdmin: true,
      name: 'Juancito',
    }).expect(403);
    expect(renamed.body).toEqual({ error: AUTH_MESSAGES.othersPersonalData });
    await put(world.juan.user.id, world.admin.auth, {
      isAdmin: true,
      image: '/media/x.jpg',
    }).expect(403);
    expect(await row(world.juan.user.id)).toEqual(world.juan.user);
  });

  it("accepts the admin's toggle sent with the user's unchanged image and personal fields", async () => {
    const { name, lastName, phoneNumber, image } = world.juan.user;
    // The original admin edit sends { isAdmin, image, activities }; "" is an empty image.
    const res = await put(world.juan.user.id, world.admin.auth, {
      isAdmin: true,
      image: '',
      name,
      lastName,
      phoneNumber: phoneNumber ?? undefined,
    }).expect(200);
    expect(res.body).toMatchObject({ isAdmin: true, name, lastName, phoneNumber, image });
    await put(world.juan.user.id, world.admin.auth, { isAdmin: false, image }).expect(200);
    expect(await row(world.juan.user.id)).toMatchObject({
      role: 'socio',
      name,
      lastName,
      phoneNumber,
      image,
    });
  });

  it('answers 404 for an unknown user (admin)', async () => {
    await put(999_999, world.admin.auth, { isAdmin: true }).expect(404);
  });
});

describe('PUT /api/user/:id: roles', () => {
  const put = (key: number, auth: Headers, body: object) =>
    request(world.app).put(`/api/user/${key}`).set(auth).send(body);
  const newTrainer = (archivedAt: Date | null = null) =>
    world.prisma.trainer.create({
      data: {
        name: 'Profe',
        image: '/media/t.jpg',
        specialty: 'Yoga',
        experience: '5 años',
        archivedAt,
      },
    });

  it('lets an admin make a member desk staff, and back', async () => {
    const res = await put(world.juan.user.id, world.admin.auth, { role: 'recepcion' }).expect(200);
    expect(res.body).toMatchObject({ role: 'recepcion', isAdmin: false, trainerId: null });
    await put(world.juan.user.id, world.admin.auth, { role: 'socio' }).expect(200);
    expect((await row(world.juan.user.id))?.role).toBe('socio');
  });

  it('makes a profesor teach as a trainer, and clears the trainer with the role', async () => {
    const trainer = await newTrainer();
    const res = await put(world.juan.user.id, world.admin.auth, {
      role: 'profesor',
      trainerId: trainer.id,
    }).expect(200);
    expect(res.body).toMatchObject({ role: 'profesor', trainerId: trainer.id });
    await put(world.juan.user.id, world.admin.auth, { isAdmin: true }).expect(200);
    expect(await row(world.juan.user.id)).toMatchObject({ role: 'admin', trainerId: null });
  });

  it.each([
    [{ role: 'profesor' }, 400, ROLE_MESSAGES.trainerRequired],
    [{ role: 'recepcion', trainerId: 1 }, 400, ROLE_MESSAGES.trainerOnlyForProfesor],
    [{ role: 'recepcion', isAdmin: true }, 400, ROLE_MESSAGES.roleConflict],
    [{ role: 'profesor', trainerId: 999_999 }, 400, ROLE_MESSAGES.trainerInvalid],
  ])('refuses %j and changes nothing', async (body, status, error) => {
    const res = await put(world.juan.user.id, world.admin.auth, body).expect(status);
    expect(res.body).toEqual({ error });
    expect(await row(world.juan.user.id)).toEqual(world.juan.user);
  });

  it('refuses an archived trainer, an unknown role and a staff member changing roles', async () => {
    const archived = await newTrainer(new Date());
    await put(world.juan.user.id, world.admin.auth, {
      role: 'profesor',
      trainerId: archived.id,
    }).expect(400);
    const bad = await put(world.juan.user.id, world.admin.auth, { role: 'dueño' }).expect(400);
    expect(bad.body.fields).toEqual({ role: ROLE_MESSAGES.roleInvalid });
    await world.prisma.user.update({
      where: { id: world.ana.user.id },
      data: { role: 'recepcion' },
    });
    const desk = await put(world.juan.user.id, world.ana.auth, { role: 'recepcion' }).expect(403);
    expect(desk.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await put(world.ana.user.id, world.ana.auth, { role: 'admin' }).expect(403);
    expect(await row(world.juan.user.id)).toEqual(world.juan.user);
    expect((await row(world.ana.user.id))?.role).toBe('recepcion');
  });

  it('keeps the admin screens to admins: desk staff and profesores get 403', async () => {
    const trainer = await newTrainer();
    await world.prisma.user.update({
      where: { id: world.ana.user.id },
      data: { role: 'recepcion' },
    });
    await world.prisma.user.update({
      where: { id: world.juan.user.id },
      data: { role: 'profesor', trainerId: trainer.id },
    });
    for (const staff of [world.ana, world.juan]) {
      await request(world.app).get('/api/user').set(staff.auth).expect(403);
      const flag = await request(world.app).post('/api/user/isAdmin').set(staff.auth).send({});
      expect(flag.body).toBe(false);
    }
  });
});

describe('DELETE /api/user/:id', () => {
  it("is for admins, or the member themselves: never another member's", async () => {
    await request(world.app).delete(`/api/user/${world.juan.user.id}`).expect(401);
    const res = await request(world.app)
      .delete(`/api/user/${world.juan.user.id}`)
      .set(world.ana.auth)
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await request(world.app)
      .delete(`/api/user/${world.juan.user.id}`)
      .set(bearer(stranger.idToken))
      .expect(403);
    expect(await row(world.juan.user.id)).toEqual(world.juan.user);
    expect(await accountExists(world.juan.account.uid)).toBe(true);
  });

  it('refuses an admin deleting themselves', async () => {
    const res = await request(world.app)
      .delete(`/api/user/${world.laura.user.id}`)
      .set(world.laura.auth)
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.selfDelete });
    expect(await row(world.laura.user.id)).toEqual(world.laura.user);
  });

  it("refuses deleting the 'Admin' user", async () => {
    await request(world.app)
      .delete(`/api/user/${world.admin.account.uid}`)
      .set(world.laura.auth)
      .expect(403);
    expect(await row(world.admin.user.id)).toEqual(world.admin.user);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    await request(world.app).delete('/api/user/999999').set(world.admin.auth).expect(404);
    await request(world.app).delete('/api/user/x%3By').set(world.admin.auth).expect(400);
  });

  it('deletes a user whose Firebase account is already gone', async () => {
    const seeded = await world.prisma.user.create({
      data: { uid: 'seed-solo-db', email: 'solo@example.com', name: 'Solo', lastName: 'Base' },
    });
    await request(world.app).delete(`/api/user/${seeded.uid}`).set(world.admin.auth).expect(200);
    expect(await row(seeded.id)).toMatchObject({
      name: 'Socio eliminado',
      uid: `deleted-${seeded.id}`,
    });
  });

  it('leaves the deleted member unable to use their token', async () => {
    await request(world.app)
      .delete(`/api/user/${world.juan.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    await request(world.app)
      .get(`/api/user/${world.juan.user.id}`)
      .set(world.juan.auth)
      .expect(401);
  });
});
