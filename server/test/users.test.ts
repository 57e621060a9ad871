import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { AUTH_MESSAGES, MESSAGES, USER_MESSAGES, type UserDto } from '@power-gym/contracts';
import { buildApp } from './support/app.ts';
import { createTestDatabase, resetDatabase } from './support/database.ts';
import {
  accountExists,
  authEnv,
  bearer,
  signUp,
  updateAccount,
  signedInUser,
  uniqueEmail,
  verifiedAccount,
  type SignedInUser,
  type TestAccount,
} from './support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
type Headers = Record<string, string>;

const BOSS_EMAIL = uniqueEmail('jefa');

let db: TestDatabase;
let app: Express;

/** The seeded 'Admin', a second admin, two members and an account that has no profile yet. */
let admin: SignedInUser;
let admin2: SignedInUser;
let ana: SignedInUser;
let juan: SignedInUser;
let stranger: TestAccount;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildApp(
    db.prisma,
    authEnv({ ADMIN_EMAILS: `otro@example.com, ${BOSS_EMAIL.toUpperCase()}` }),
  );
});

beforeEach(async () => {
  await resetDatabase(db);
  admin = await signedInUser(db.prisma, { name: 'Admin', lastName: 'Power Gym', isAdmin: true });
  admin2 = await signedInUser(db.prisma, { name: 'Laura', lastName: 'Gómez', isAdmin: true });
  ana = await signedInUser(db.prisma, { name: 'Ana', lastName: 'López' });
  juan = await signedInUser(db.prisma, { name: 'Juan', lastName: 'Martínez' });
  stranger = await signUp();
});

afterAll(async () => {
  await db?.close();
});

const row = (id: number) => db.prisma.user.findUnique({ where: { id } });
const USER_DTO_KEYS = [
  'createdAt',
  'email',
  'id',
  'image',
  'isAdmin',
  'lastName',
  'name',
  'phoneNumber',
  'uid',
  'updatedAt',
];

describe('POST /api/user/isAdmin', () => {
  const ask = (auth: Headers | null, body: object = {}) => {
    const req = request(app).post('/api/user/isAdmin');
    return (auth ? req.set(auth) : req).send(body);
  };

  it('needs a signed-in caller', async () => {
    const res = await ask(null, { id: ana.user.id }).expect(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('answers for the caller without an id, by id and by uid', async () => {
    expect((await ask(ana.auth).expect(200)).body).toEqual({ isAdmin: false });
    expect((await ask(ana.auth, { id: ana.user.id }).expect(200)).body).toEqual({ isAdmin: false });
    expect((await ask(ana.auth, { id: ana.account.uid }).expect(200)).body).toEqual({
      isAdmin: false,
    });
    expect((await ask(admin.auth).expect(200)).body).toEqual({ isAdmin: true });
    expect((await ask(admin.auth, { id: String(admin.user.id) }).expect(200)).body).toEqual({
      isAdmin: true,
    });
  });

  it('answers false for an account without a profile', async () => {
    expect((await ask(bearer(stranger.idToken)).expect(200)).body).toEqual({ isAdmin: false });
    expect((await ask(bearer(stranger.idToken), { id: stranger.uid }).expect(200)).body).toEqual({
      isAdmin: false,
    });
  });

  it('refuses a member asking about someone else', async () => {
    const res = await ask(ana.auth, { id: admin.user.id }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await ask(ana.auth, { id: juan.account.uid }).expect(403);
    await ask(ana.auth, { id: 999_999 }).expect(403);
  });

  it('lets an admin ask about anyone, by id or uid', async () => {
    expect((await ask(admin.auth, { id: ana.user.id }).expect(200)).body).toEqual({
      isAdmin: false,
    });
    expect((await ask(admin.auth, { id: admin2.account.uid }).expect(200)).body).toEqual({
      isAdmin: true,
    });
    const res = await ask(admin.auth, { id: 999_999 }).expect(404);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.userNotFound });
  });

  it('rejects bad bodies with field messages', async () => {
    const res = await ask(ana.auth, { id: '', isAdmin: true }).expect(400);
    expect(res.body.error).toBe(MESSAGES.invalidInput);
    expect(Object.keys(res.body.fields).sort()).toEqual(['id', 'isAdmin']);
    expect(res.body.fields.isAdmin).toBe(MESSAGES.unknownField);
    await ask(ana.auth, { id: -3 }).expect(400);
  });
});

describe('GET /api/user', () => {
  it('is for admins only', async () => {
    await request(app).get('/api/user').expect(401);
    const res = await request(app).get('/api/user').set(ana.auth).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await request(app).get('/api/user').set(bearer(stranger.idToken)).expect(403);
  });

  it('lists every user, newest first, with the public fields only', async () => {
    const res = await request(app).get('/api/user').set(admin.auth).expect(200);
    const users = res.body as UserDto[];
    expect(users.map((u) => u.id)).toEqual([
      juan.user.id,
      ana.user.id,
      admin2.user.id,
      admin.user.id,
    ]);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_DTO_KEYS);
    expect(users[1]).toEqual({
      id: ana.user.id,
      uid: ana.account.uid,
      email: ana.account.email,
      name: 'Ana',
      lastName: 'López',
      phoneNumber: '+541123456789',
      image: null,
      isAdmin: false,
      createdAt: ana.user.createdAt.toISOString(),
      updatedAt: ana.user.updatedAt.toISOString(),
    });
  });
});

describe('GET /api/user/:id', () => {
  it('needs a signed-in caller', async () => {
    await request(app).get(`/api/user/${ana.user.id}`).expect(401);
  });

  it('gives members their own profile by id or uid', async () => {
    const byId = await request(app).get(`/api/user/${ana.user.id}`).set(ana.auth).expect(200);
    expect(byId.body).toMatchObject({ id: ana.user.id, uid: ana.account.uid, name: 'Ana' });
    const byUid = await request(app).get(`/api/user/${ana.account.uid}`).set(ana.auth).expect(200);
    expect(byUid.body).toEqual(byId.body);
  });

  it("refuses a member another user's profile, existing or not", async () => {
    await request(app).get(`/api/user/${juan.user.id}`).set(ana.auth).expect(403);
    await request(app).get(`/api/user/${admin.account.uid}`).set(ana.auth).expect(403);
    await request(app).get('/api/user/999999').set(ana.auth).expect(403);
  });

  it('lets an admin read anyone; unknown users are 404', async () => {
    const res = await request(app).get(`/api/user/${juan.account.uid}`).set(admin.auth).expect(200);
    expect(res.body.id).toBe(juan.user.id);
    const missing = await request(app).get('/api/user/no-existe').set(admin.auth).expect(404);
    expect(missing.body).toEqual({ error: AUTH_MESSAGES.userNotFound });
  });

  it('answers 404 to an account asking for its own profile before creating it', async () => {
    await request(app).get(`/api/user/${stranger.uid}`).set(bearer(stranger.idToken)).expect(404);
  });

  it('rejects a malformed id', async () => {
    const res = await request(app).get('/api/user/a%20b').set(admin.auth).expect(400);
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
    await request(app).post('/api/user').send(profile).expect(401);
    expect(await db.prisma.user.count()).toBe(4);
  });

  it("creates the caller's profile from the token, ignoring uid and email in the body", async () => {
    const res = await request(app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ ...profile, uid: admin.account.uid, email: admin.account.email })
      .expect(201);
    expect(res.body).toMatchObject({
      ...profile,
      uid: stranger.uid,
      email: stranger.email,
      isAdmin: false,
    });
    const created = await db.prisma.user.findUniqueOrThrow({ where: { uid: stranger.uid } });
    expect(created).toMatchObject({ ...profile, email: stranger.email, isAdmin: false });
    expect(res.body.id).toBe(created.id);
    expect(await row(admin.user.id)).toEqual(admin.user);
  });

  it('accepts the minimal register payload (no phone, no picture)', async () => {
    const res = await request(app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ name: 'Sofía', lastName: 'Ruiz' })
      .expect(201);
    expect(res.body).toMatchObject({ phoneNumber: null, image: null });
  });

  it('answers 409 when the caller already has a profile, changing nothing', async () => {
    const res = await request(app).post('/api/user').set(ana.auth).send(profile).expect(409);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.profileExists });
    expect(await row(ana.user.id)).toEqual(ana.user);
    expect(await db.prisma.user.count()).toBe(4);
  });

  it('never takes isAdmin from the body', async () => {
    const res = await request(app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ ...profile, isAdmin: true })
      .expect(400);
    expect(res.body.fields).toEqual({ isAdmin: MESSAGES.unknownField });
    expect(await db.prisma.user.count()).toBe(4);
  });

  it('rejects bad bodies with the message of each field', async () => {
    const res = await request(app)
      .post('/api/user')
      .set(bearer(stranger.idToken))
      .send({ name: '', lastName: '  ', phoneNumber: '1123456789', image: 'javascript:alert(1)' })
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
    expect(await db.prisma.user.count()).toBe(4);
  });

  it('makes ADMIN_EMAILS admins, only with a verified e-mail', async () => {
    const unverified = await signUp(BOSS_EMAIL);
    const first = await request(app)
      .post('/api/user')
      .set(bearer(unverified.idToken))
      .send(profile)
      .expect(201);
    expect(first.body.isAdmin).toBe(false);
    await db.prisma.user.delete({ where: { id: first.body.id as number } });

    const other = await verifiedAccount();
    const notListed = await request(app).post('/api/user').set(bearer(other.idToken)).send(profile);
    expect(notListed.body.isAdmin).toBe(false);

    const boss = await updateAccount(unverified, { emailVerified: true });
    const res = await request(app)
      .post('/api/user')
      .set(bearer(boss.idToken))
      .send(profile)
      .expect(201);
    expect(res.body).toMatchObject({ email: BOSS_EMAIL, isAdmin: true });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { uid: boss.uid } })).isAdmin).toBe(
      true,
    );
  });
});

describe('PUT /api/user/:id', () => {
  const put = (key: string | number, auth: Headers | null, body: object) => {
    const req = request(app).put(`/api/user/${key}`);
    return (auth ? req.set(auth) : req).send(body);
  };

  it('needs a signed-in caller with a profile', async () => {
    await put(ana.user.id, null, { name: 'Anita' }).expect(401);
    await put(stranger.uid, bearer(stranger.idToken), { name: 'Nadie' }).expect(403);
    expect(await row(ana.user.id)).toEqual(ana.user);
  });

  it('lets the owner change name, last name, phone and picture', async () => {
    const changes = {
      name: 'Anita',
      lastName: 'López Díaz',
      phoneNumber: '+54351456789',
      image: '/media/brand/ana.jpg',
    };
    const res = await put(ana.account.uid, ana.auth, changes).expect(200);
    expect(res.body).toMatchObject({ id: ana.user.id, ...changes, isAdmin: false });
    expect(await row(ana.user.id)).toMatchObject(changes);

    await put(ana.user.id, ana.auth, { image: null }).expect(200);
    expect((await row(ana.user.id))?.image).toBeNull();
  });

  it('lets an admin edit their own personal data', async () => {
    await put(admin2.user.id, admin2.auth, { lastName: 'Gómez Paz' }).expect(200);
    expect((await row(admin2.user.id))?.lastName).toBe('Gómez Paz');
  });

  it.each([
    [{ phoneNumber: '1123456789' }, { phoneNumber: USER_MESSAGES.phoneInvalid }],
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
    const res = await put(ana.user.id, ana.auth, body).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
    expect(await row(ana.user.id)).toEqual(ana.user);
  });

  it("refuses a member editing another user's data", async () => {
    const res = await put(juan.user.id, ana.auth, { name: 'Hackeado' }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await put(admin.user.id, ana.auth, { isAdmin: false }).expect(403);
    expect(await row(juan.user.id)).toEqual(juan.user);
    expect(await row(admin.user.id)).toEqual(admin.user);
  });

  it('refuses anyone making themselves admin', async () => {
    const res = await put(ana.user.id, ana.auth, { isAdmin: true }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.selfAdmin });
    await put(ana.account.uid, ana.auth, { name: 'Ana', isAdmin: true }).expect(403);
    expect(await row(ana.user.id)).toEqual(ana.user);
  });

  it('refuses an admin dropping their own admin flag', async () => {
    await put(admin2.user.id, admin2.auth, { isAdmin: false }).expect(403);
    expect((await row(admin2.user.id))?.isAdmin).toBe(true);
  });

  it('accepts an unchanged isAdmin from the owner (a form sending every field)', async () => {
    await put(ana.user.id, ana.auth, { name: 'Ana María', isAdmin: false }).expect(200);
    expect(await row(ana.user.id)).toMatchObject({ name: 'Ana María', isAdmin: false });
  });

  it('lets an admin promote and demote another user', async () => {
    const promoted = await put(ana.user.id, admin.auth, { isAdmin: true }).expect(200);
    expect(promoted.body).toMatchObject({ id: ana.user.id, isAdmin: true, name: 'Ana' });
    expect((await row(ana.user.id))?.isAdmin).toBe(true);
    await request(app).get('/api/user').set(ana.auth).expect(200);

    await put(ana.account.uid, admin2.auth, { isAdmin: false }).expect(200);
    expect((await row(ana.user.id))?.isAdmin).toBe(false);
    await request(app).get('/api/user').set(ana.auth).expect(403);
  });

  it("never changes the 'Admin' user's flag", async () => {
    const res = await put(admin.user.id, admin2.auth, { isAdmin: false }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.protectedAdmin });
    expect(await row(admin.user.id)).toEqual(admin.user);
  });

  it("refuses an admin changing another user's personal data", async () => {
    const res = await put(juan.user.id, admin.auth, { phoneNumber: '+541100000000' }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.othersPersonalData });
    await put(juan.user.id, admin.auth, { isAdmin: true, name: 'Juan' }).expect(403);
    expect(await row(juan.user.id)).toEqual(juan.user);
  });

  it('answers 404 for an unknown user (admin)', async () => {
    await put(999_999, admin.auth, { isAdmin: true }).expect(404);
  });
});

describe('DELETE /api/user/:id', () => {
  async function giveOrders(user: SignedInUser) {
    const activity = await db.prisma.activity.create({
      data: { name: 'Yoga', image: '/media/a.jpg', description: 'Yoga', price: 3000 },
    });
    const slot = (capacity: number, stock: number, hour: string) =>
      db.prisma.diaHora.create({
        data: { day: 'Lunes', hour, capacity, stock, activityId: activity.id },
      });
    const held = await slot(10, 7, '08:00'); // 2 held by ana's Created order, 1 by juan's
    const full = await slot(5, 4, '09:00'); // 2 held, but someone already released one place
    const paid = await slot(10, 8, '10:00'); // 2 paid: those stay taken
    const line = (orderId: number, diaHoraId: number, quantity: number) => ({
      orderId,
      diaHoraId,
      activityId: activity.id,
      quantity,
      unitPrice: 3000,
      subtotal: 3000 * quantity,
    });
    const created = await db.prisma.order.create({
      data: { userId: user.user.id, state: 'Created', total: 12000 },
    });
    const complete = await db.prisma.order.create({
      data: { userId: user.user.id, state: 'Complete', total: 6000 },
    });
    const cart = await db.prisma.order.create({ data: { userId: user.user.id, state: 'Cart' } });
    const juanOrder = await db.prisma.order.create({
      data: { userId: juan.user.id, state: 'Created', total: 3000 },
    });
    await db.prisma.orderLine.createMany({
      data: [
        line(created.id, held.id, 2),
        line(created.id, full.id, 2),
        line(complete.id, paid.id, 2),
        line(cart.id, held.id, 1),
        line(juanOrder.id, held.id, 1),
      ],
    });
    await db.prisma.review.create({
      data: { userId: user.user.id, activityId: activity.id, rating: 5 },
    });
    await db.prisma.review.create({
      data: { userId: juan.user.id, activityId: activity.id, rating: 4 },
    });
    return { held, full, paid, juanOrder };
  }

  it('is for admins only', async () => {
    await request(app).delete(`/api/user/${juan.user.id}`).expect(401);
    const res = await request(app).delete(`/api/user/${juan.user.id}`).set(ana.auth).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await request(app)
      .delete(`/api/user/${juan.user.id}`)
      .set(bearer(stranger.idToken))
      .expect(403);
    expect(await row(juan.user.id)).toEqual(juan.user);
    expect(await accountExists(juan.account.uid)).toBe(true);
  });

  it('refuses deleting yourself', async () => {
    const res = await request(app)
      .delete(`/api/user/${admin2.user.id}`)
      .set(admin2.auth)
      .expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.selfDelete });
    expect(await row(admin2.user.id)).toEqual(admin2.user);
  });

  it("refuses deleting the 'Admin' user", async () => {
    await request(app).delete(`/api/user/${admin.account.uid}`).set(admin2.auth).expect(403);
    expect(await row(admin.user.id)).toEqual(admin.user);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    await request(app).delete('/api/user/999999').set(admin.auth).expect(404);
    await request(app).delete('/api/user/x%3By').set(admin.auth).expect(400);
  });

  it('deletes the user, their orders, lines and reviews and their account, and frees held places', async () => {
    const { held, full, paid, juanOrder } = await giveOrders(ana);
    const res = await request(app).delete(`/api/user/${ana.user.id}`).set(admin.auth).expect(200);
    expect(res.body).toMatchObject({ id: ana.user.id, uid: ana.account.uid });

    expect(await row(ana.user.id)).toBeNull();
    expect(await db.prisma.order.count({ where: { userId: ana.user.id } })).toBe(0);
    expect(await db.prisma.review.count({ where: { userId: ana.user.id } })).toBe(0);
    const orphanLines = await db.prisma.orderLine.count({
      where: { order: { userId: ana.user.id } },
    });
    expect(orphanLines).toBe(0);
    expect(await db.prisma.orderLine.count()).toBe(1); // juan's line only
    expect(await accountExists(ana.account.uid)).toBe(false);

    const stock = async (id: number) =>
      (await db.prisma.diaHora.findUniqueOrThrow({ where: { id } })).stock;
    expect(await stock(held.id)).toBe(9); // 7 + 2; the cart line held nothing
    expect(await stock(full.id)).toBe(5); // 4 + 2, capped at the capacity
    expect(await stock(paid.id)).toBe(8); // paid places stay taken

    // Everyone else is untouched.
    expect(await db.prisma.order.findUnique({ where: { id: juanOrder.id } })).toMatchObject({
      state: 'Created',
    });
    expect(await db.prisma.review.count()).toBe(1);
    expect(await row(juan.user.id)).toEqual(juan.user);
    await request(app).get(`/api/user/${juan.user.id}`).set(juan.auth).expect(200);
  });

  it('deletes a user whose Firebase account is already gone', async () => {
    const seeded = await db.prisma.user.create({
      data: { uid: 'seed-solo-db', email: 'solo@example.com', name: 'Solo', lastName: 'Base' },
    });
    await request(app).delete(`/api/user/${seeded.uid}`).set(admin.auth).expect(200);
    expect(await row(seeded.id)).toBeNull();
  });

  it('leaves the deleted member unable to use their token', async () => {
    await request(app).delete(`/api/user/${juan.user.id}`).set(admin.auth).expect(200);
    await request(app).get(`/api/user/${juan.user.id}`).set(juan.auth).expect(401);
  });
});
