// Who may call each /api route, and a valid request for it. The suite reads the app's own route
// table (support/route-table.ts): a route without an entry here, or an entry without a route,
// fails it. Every resource a request names belongs to the member; `other` is a second member.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_FIELD } from '@power-gym/contracts';
import type { Weekday } from '@power-gym/contracts';
import { webhookHeaders } from '../payments-support.ts';
import { sessionStart, sessionStates } from '../../src/domain/sessions.ts';
import { addDays, gymToday } from '../../src/lib/local-period.ts';
import { signUp, bearer, signedInUser, uniqueEmail } from '../support/tokens.ts';
import type { CallerName, World } from './support/world.ts';

/** 'ok': any 2xx. A number: exactly that status. */
export type Expect = 'ok' | number;
export type Access = Record<CallerName, Expect>;

export interface RequestSpec {
  /** Values of the path's `:params`. */
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Replaces the caller's Authorization header (a fresh newcomer for profile creation). */
  auth?: Record<string, string>;
  /** A file sent as multipart/form-data instead of a JSON body (photo uploads). */
  attach?: { field: string; bytes: Buffer; filename: string };
}

export interface RoutePolicy {
  access: Access;
  /** A valid request as `caller` would send it; built fresh for every call. */
  request?: (world: World, caller: CallerName) => RequestSpec | Promise<RequestSpec>;
}

/** Anyone, signed in or not. */
export const PUBLIC: Access = {
  anonymous: 'ok',
  newcomer: 'ok',
  member: 'ok',
  other: 'ok',
  desk: 'ok',
  trainer: 'ok',
  admin: 'ok',
};
/** Any verified token, profile or not. */
export const SIGNED_IN: Access = { ...PUBLIC, anonymous: 401 };
/** Any member with a profile. */
export const MEMBER: Access = { ...SIGNED_IN, newcomer: 403 };
/** The member who owns the resource, or an admin: staff are members for their own data only. */
export const OWNER_OR_ADMIN: Access = { ...MEMBER, other: 403, desk: 403, trainer: 403 };
/** The member who owns the resource, and nobody else. */
export const OWNER_ONLY: Access = { ...OWNER_OR_ADMIN, admin: 403 };
/**
 * Any member may ask, and the answer is about their own things: everyone but the member who holds
 * the resource gets `status` (no such thing of theirs).
 */
export const membersOwn = (status: number): Access => ({
  ...MEMBER,
  other: status,
  desk: status,
  trainer: status,
  admin: status,
});
/** Admins only. */
export const ADMIN: Access = { ...OWNER_OR_ADMIN, member: 403 };
/** A session's roster: the desk, the admin and the profesor of that class (the world's: Pilates). */
export const ROSTERS: Access = { ...ADMIN, desk: 'ok', trainer: 'ok' };
/** The front desk's: check-in, desk sales, finding members. */
export const DESK: Access = { ...ADMIN, desk: 'ok' };

const userId = (world: World) => world.member.user.id;
const pilates = (world: World) => world.shop.activities.pilates.id;
const lunes = (world: World) => world.shop.slots.lunes.id;

let serial = 0;
/** Unique per call, so create routes never meet a unique index by accident. */
const unique = (prefix: string) => `${prefix}${process.pid}X${(serial += 1)}`;

/** A full Pilates slot; with `waiting`, that caller is on its waitlist. */
async function fullSlot(w: World, waiting?: CallerName): Promise<number> {
  const slot = await w.prisma.diaHora.create({
    data: { day: 'Domingo', hour: '09:00', capacity: 1, stock: 0, activityId: pilates(w) },
  });
  const user =
    waiting === undefined || waiting === 'anonymous' || waiting === 'newcomer' ? null : w[waiting];
  if (user)
    await w.prisma.waitlistEntry.create({ data: { userId: user.user.id, diaHoraId: slot.id } });
  return slot.id;
}

const freeSlot = (w: World) =>
  w.prisma.diaHora.create({ data: { day: 'Sabado', hour: '11:00', capacity: 8, stock: 8 } });
const newTrainer = (w: World) =>
  w.prisma.trainer.create({
    data: { name: 'Instructora', image: '/media/t.jpg', specialty: 'Yoga', experience: '3 años' },
  });
const newActivity = (w: World) =>
  w.prisma.activity.create({
    data: { name: 'Funcional', image: '/media/f.jpg', description: 'Circuito.', price: 4000 },
  });

/** A small real PNG, as the photo pickers send it. */
async function photo(): Promise<RequestSpec> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#e67e22' },
  })
    .png()
    .toBuffer();
  return { attach: { field: PHOTO_FIELD, bytes, filename: 'foto.png' } };
}

/** The member's rated review of Pilates. */
function ratedReview(w: World) {
  const key = { userId: userId(w), activityId: pilates(w) };
  return w.prisma.review.upsert({
    where: { userId_activityId: key },
    update: {},
    create: { ...key, rating: 4, description: 'Bien' },
  });
}

/** A running membership of the member's paid by an authorised débito (a sandbox subscription). */
async function debitedMembership(w: World) {
  const orderId = await paidMembership(w);
  const remote = w.sandbox.store.addPreapproval({
    reason: 'Power Gym',
    payerEmail: 'socio@example.com',
    externalReference: `abono-${orderId}`,
    backUrl: 'http://localhost/',
    frequency: 30,
    frequencyType: 'days',
    amount: 9999,
    currency: 'ARS',
    startDate: null,
  });
  w.sandbox.store.updatePreapproval(remote.id, { status: 'authorized' });
  const order = await w.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  await w.prisma.subscription.create({
    data: {
      userId: order.userId,
      orderId,
      preapprovalId: remote.id,
      authorizeUrl: 'http://localhost/',
      status: 'Active',
      providerStatus: 'Active',
      amount: 9999,
      providerAmount: 9999,
    },
  });
  return orderId;
}

const CONFIRM_TOKEN = 'T'.repeat(43);
/**
 * A legal request of the member's address, stored as the form stores it, whose mailed token is
 * CONFIRM_TOKEN; `confirmed`, it waits for the admin.
 */
async function legalRequest(w: World, confirmed = false): Promise<string> {
  serial += 1;
  const code = `PG-${String(process.pid % 100_000).padStart(5, '0')}${String(serial).padStart(5, '0')}`;
  await w.prisma.legalRequest.create({
    data: {
      code,
      kind: 'Baja',
      email: w.member.user.email.toLowerCase(),
      tokenHash: createHash('sha256').update(CONFIRM_TOKEN).digest('hex'),
      tokenExpiresAt: new Date(Date.now() + 3_600_000),
      ...(confirmed && { state: 'Confirmada', confirmedAt: new Date() }),
    },
  });
  return code;
}

/** The member bought Pilates and the purchase is paid: reviews are open. */
async function completePurchase(w: World) {
  const orderId = await w.createdOrder();
  await w.prisma.order.update({ where: { id: orderId }, data: { state: 'Complete' } });
}

/** A paid order of the member's, its membership running: it can be renewed. */
async function paidMembership(w: World) {
  const orderId = await w.createdOrder();
  const now = Date.now();
  await w.prisma.order.update({
    where: { id: orderId },
    data: {
      state: 'Complete',
      membership: 'Active',
      periodStart: new Date(now),
      periodEnd: new Date(now + 30 * 86_400_000),
      reminderAt: new Date(now + 27 * 86_400_000),
    },
  });
  return orderId;
}

/** The slot's first held session more than three hours away: its date. */
async function comingDate(w: World, slot: { id: number; day: Weekday; hour: string }) {
  const today = gymToday();
  const states = await sessionStates(w.prisma, slot, today, addDays(today, 27));
  const coming = states.find(
    (s) => s.status === 'Programada' && s.startsAt.getTime() > Date.now() + 3 * 3_600_000,
  );
  if (!coming) throw new Error(`slot ${slot.id} has no coming session`);
  return coming.date;
}

/** A session of Lunes the member holds (a running membership): its params. */
async function heldSession(w: World) {
  const held = await w.prisma.order.count({
    where: { userId: userId(w), membership: 'Active', lines: { some: { diaHoraId: lunes(w) } } },
  });
  if (held === 0) await paidMembership(w);
  return { id: lunes(w), date: await comingDate(w, { id: lunes(w), day: 'Lunes', hour: '18:00' }) };
}

/** A make-up credit of the member's and a new Pilates slot's coming session to book it into. */
async function makeupCredit(w: World, booked: boolean) {
  const slot = await w.prisma.diaHora.create({
    data: { day: 'Sabado', hour: '10:00', capacity: 4, stock: 4, activityId: pilates(w) },
  });
  const date = await comingDate(w, slot);
  const credit = await w.prisma.makeupCredit.create({
    data: {
      userId: userId(w),
      activityId: pilates(w),
      source: 'NoVoy',
      sourceDate: new Date('2026-01-05T00:00:00Z'),
      reason: 'No voy',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      ...(booked
        ? {
            bookingDiaHoraId: slot.id,
            bookingDate: new Date(`${date}T00:00:00Z`),
            bookingStartsAt: sessionStart(date, slot.hour).toJSDate(),
          }
        : {}),
    },
  });
  return { params: { id: credit.id }, body: booked ? undefined : { diaHoraId: slot.id, date } };
}

/** The member's calendar feed file ('<token>.ics'). */
async function feedFile(w: World) {
  const feed = await w.prisma.calendarFeed.upsert({
    where: { userId: userId(w) },
    create: { userId: userId(w), token: 'T'.repeat(43) },
    update: {},
  });
  return `${feed.token}.ics`;
}

/** A payment the sandbox provider knows, for one of the member's orders. */
async function sandboxPayment(world: World, status = 'pending') {
  const orderId = await world.createdOrder();
  const payment = world.sandbox.store.addPayment({
    status,
    externalReference: String(orderId),
    amount: 9999,
  });
  return { orderId, paymentId: payment.id };
}

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/health': { access: PUBLIC },
  'GET /api/ready': { access: PUBLIC },
  'GET /api/dev/mails': { access: PUBLIC },

  // Catalogue
  'GET /api/activity/all': { access: PUBLIC },
  'GET /api/activity/:id': { access: PUBLIC, request: (w) => ({ params: { id: pilates(w) } }) },
  'GET /api/trainer': { access: PUBLIC },
  'GET /api/diahora': { access: PUBLIC },
  'GET /api/diahora/:id': { access: PUBLIC, request: (w) => ({ params: { id: lunes(w) } }) },
  'GET /api/review/all': { access: PUBLIC },
  'GET /api/recipes': {
    access: PUBLIC,
    request: () => ({ query: { search: 'pasta', diet: 'vegano', page: '1' } }),
  },
  'GET /api/recipes/:id': {
    access: PUBLIC,
    request: async (w) => {
      const recipe = await w.prisma.recipe.upsert({
        where: { id: 716_429 },
        update: {},
        create: {
          id: 716_429,
          title: 'Pasta con ajo',
          image: 'https://img.example/716429.jpg',
          diets: ['vegan'],
          summary: 'Rica.',
          spoonacularScore: 90,
          healthScore: 40,
          steps: ['Hervir.'],
        },
      });
      return { params: { id: recipe.id } };
    },
  },

  // Catalogue administration
  'POST /api/activity': {
    access: { ...ADMIN, admin: 201 },
    request: async (w) => ({
      body: {
        name: 'Crossfit',
        image: '/media/c.jpg',
        video: '/media/c.mp4',
        description: 'Alta intensidad.',
        price: 6000,
        trainers: [(await newTrainer(w)).id],
        diaHoraId: [(await freeSlot(w)).id],
      },
    }),
  },
  'PUT /api/activity/:id': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await newActivity(w)).id }, body: { price: 4500 } }),
  },
  'POST /api/activity/:activityId/addTrainer/:trainerId': {
    access: ADMIN,
    request: async (w) => ({
      params: { activityId: (await newActivity(w)).id, trainerId: (await newTrainer(w)).id },
    }),
  },
  'DELETE /api/activity/:activityId/deleteTrainer/:trainerId': {
    access: ADMIN,
    request: async (w) => {
      const trainer = await newTrainer(w);
      const activity = await w.prisma.activity.create({
        data: {
          name: 'Funcional',
          image: '/media/f.jpg',
          description: 'Circuito.',
          price: 4000,
          trainers: { connect: [{ id: trainer.id }] },
        },
      });
      return { params: { activityId: activity.id, trainerId: trainer.id } };
    },
  },
  'DELETE /api/activity/:id': {
    access: { ...ADMIN, admin: 204 },
    request: async (w) => ({ params: { id: (await newActivity(w)).id } }),
  },
  'POST /api/trainer': {
    access: { ...ADMIN, admin: 201 },
    request: (w) => ({
      body: {
        name: 'Instructor',
        image: '/media/i.jpg',
        specialty: 'Pilates',
        experience: '2 años',
        activities: [pilates(w)],
      },
    }),
  },
  'PUT /api/trainer/:id': {
    access: ADMIN,
    request: async (w) => ({
      params: { id: (await newTrainer(w)).id },
      body: { experience: '4 años' },
    }),
  },
  'DELETE /api/trainer/:id': {
    access: { ...ADMIN, admin: 204 },
    request: async (w) => ({ params: { id: (await newTrainer(w)).id } }),
  },
  'POST /api/diahora/create': {
    access: { ...ADMIN, admin: 201 },
    request: () => ({ body: { day: 'Viernes', hour: '7:30', capacity: 12 } }),
  },
  'POST /api/diahora/activity': {
    access: ADMIN,
    request: async (w) => ({
      body: { activityId: (await newActivity(w)).id, diaHoraId: (await freeSlot(w)).id },
    }),
  },
  'DELETE /api/diahora/activity/:activityId/:diaHoraId': {
    access: ADMIN,
    request: async (w) => {
      const activity = await newActivity(w);
      const slot = await w.prisma.diaHora.create({
        data: { day: 'Sabado', hour: '12:00', capacity: 8, stock: 8, activityId: activity.id },
      });
      return { params: { activityId: activity.id, diaHoraId: slot.id } };
    },
  },
  'PUT /api/diahora/:id': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await freeSlot(w)).id }, body: { capacity: 9 } }),
  },

  'DELETE /api/diahora/:id': {
    access: { ...ADMIN, admin: 204 },
    request: async (w) => ({ params: { id: (await freeSlot(w)).id } }),
  },

  // 'Archivar' / 'Restaurar' and the admin lists that show archived rows
  'GET /api/activity/admin': { access: ADMIN },
  'GET /api/trainer/admin': { access: ADMIN },
  'GET /api/diahora/admin': { access: ADMIN },
  'PUT /api/activity/:id/archive': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await newActivity(w)).id } }),
  },
  'PUT /api/activity/:id/restore': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await newActivity(w)).id } }),
  },
  'PUT /api/trainer/:id/archive': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await newTrainer(w)).id } }),
  },
  'PUT /api/trainer/:id/restore': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await newTrainer(w)).id } }),
  },
  'PUT /api/diahora/:id/archive': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await freeSlot(w)).id } }),
  },
  'PUT /api/diahora/:id/restore': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await freeSlot(w)).id } }),
  },

  // Reviews
  'GET /api/review/admin': { access: ADMIN },
  'PUT /api/review/:id/hide': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await ratedReview(w)).id } }),
  },
  'PUT /api/review/:id/show': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await ratedReview(w)).id } }),
  },
  'GET /api/review/user/:userId': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ params: { userId: userId(w) } }),
  },
  'PUT /api/review/activity': {
    // The author is the caller: naming the member works for the member alone.
    access: OWNER_ONLY,
    request: async (w) => {
      await completePurchase(w);
      return {
        body: { userId: userId(w), activityId: pilates(w), rating: 5, description: 'Muy buena' },
      };
    },
  },
  'DELETE /api/review/delete/:userId/:activityId': {
    access: { ...OWNER_OR_ADMIN, member: 204, admin: 204 },
    request: async (w) => {
      const key = { userId: userId(w), activityId: pilates(w) };
      await w.prisma.review.upsert({
        where: { userId_activityId: key },
        update: {},
        create: { ...key, rating: 4, description: 'Bien' },
      });
      return { params: key };
    },
  },

  // Users
  'POST /api/user/isAdmin': {
    access: { ...OWNER_OR_ADMIN, newcomer: 403 },
    request: (w) => ({ body: { id: w.member.account.uid } }),
  },
  'GET /api/user': { access: ADMIN },
  'GET /api/user/:id': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: userId(w) } }),
  },
  'POST /api/user': {
    // Find or create: a newcomer's profile is created; everyone else gets their own back.
    access: { ...SIGNED_IN, newcomer: 201, member: 200, other: 200, admin: 200 },
    request: async (_w, caller) => ({
      body: { name: 'Nueva', lastName: 'Socia', phoneNumber: '+541122334455' },
      ...(caller === 'newcomer' ? { auth: bearer((await signUp()).idToken) } : {}),
    }),
  },
  'PUT /api/user/:id': {
    // Admins change isAdmin only, never someone else's personal data: a member's name and phone are
    // theirs alone (contracts/src/users.ts, the PUT /user/{id} schema and othersPersonalData). A new
    // name every call, since a field sent with its stored value changes nothing and is accepted.
    access: { ...OWNER_OR_ADMIN, admin: 403 },
    request: (w) => ({ params: { id: userId(w) }, body: { name: unique('Miembro') } }),
  },
  // The caller's own photo: the token names whose, so every member (admins too) sets only theirs.
  'POST /api/user/photo': { access: MEMBER, request: photo },
  'DELETE /api/user/:id': {
    access: ADMIN,
    request: async (w) => ({ params: { id: (await signedInUser(w.prisma)).user.id } }),
  },

  // Cart and orders
  'POST /api/order/cart': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ body: { userId: userId(w) } }),
  },
  'PUT /api/order/cart/discount': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: { orderId: await w.cartWithLine(), codigo: 'POWER10' } }),
  },
  'DELETE /api/order/cart/:userId': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ params: { userId: userId(w) } }),
  },
  'POST /api/order/checkout': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: { orderId: await w.cartWithLine() } }),
  },
  'PUT /api/order/checkout': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: { orderId: await w.cartWithLine(), state: 'Created' } }),
  },
  'PUT /api/order/sumaTotal': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: { orderId: await w.cartWithLine(), subtotal: 1 } }),
  },
  'PUT /api/order/canceled/:id': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.createdOrder() } }),
  },
  'GET /api/order/user/:userId': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ params: { userId: userId(w) } }),
  },
  'GET /api/order/user/:userId/activities': {
    access: OWNER_OR_ADMIN,
    request: (w) => ({ params: { userId: userId(w) }, query: { page: '1', pageSize: '10' } }),
  },
  'GET /api/order': {
    access: ADMIN,
    request: () => ({
      query: { page: '2', pageSize: '5', sort: 'created', q: 'a', state: 'Complete' },
    }),
  },
  'POST /api/order/:id/renew': {
    access: OWNER_OR_ADMIN,
    request: async (w) => {
      const id = await paidMembership(w);
      const lines = await w.prisma.orderLine.findMany({ where: { orderId: id } });
      return {
        params: { id },
        body: { codigo: 'POWER10', slotIds: lines.map((line) => line.diaHoraId) },
      };
    },
  },
  'POST /api/order/:id/subscription': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await paidMembership(w) } }),
  },
  'DELETE /api/order/:id/subscription': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await debitedMembership(w) } }),
  },
  'POST /api/order/:id/freeze': {
    access: { ...OWNER_OR_ADMIN, member: 201, admin: 201 },
    request: async (w) => ({ params: { id: await paidMembership(w) }, body: { days: 7 } }),
  },
  'DELETE /api/order/:id/freeze': {
    access: OWNER_OR_ADMIN,
    request: async (w) => {
      const id = await paidMembership(w);
      const order = await w.prisma.order.findUniqueOrThrow({ where: { id } });
      await w.prisma.membershipFreeze.create({
        data: {
          orderId: id,
          userId: order.userId,
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 7 * 86_400_000),
          days: 7,
        },
      });
      return { params: { id } };
    },
  },
  'POST /api/activity/:id/price-changes': {
    access: { ...ADMIN, admin: 201 },
    request: (w) => ({
      params: { id: pilates(w) },
      body: {
        price: 9100 + Math.floor(Math.random() * 800),
        effectiveFrom: addDays(gymToday(), 45),
      },
    }),
  },
  'GET /api/activity/:id/price-changes': {
    access: ADMIN,
    request: (w) => ({ params: { id: pilates(w) } }),
  },
  'DELETE /api/activity/:id/price-changes/:changeId': {
    access: ADMIN,
    request: async (w) => {
      const change = await w.prisma.priceChange.create({
        data: {
          activityId: pilates(w),
          price: 9999,
          effectiveFrom: new Date(`${addDays(gymToday(), 60)}T00:00:00.000Z`),
        },
      });
      return { params: { id: pilates(w), changeId: change.id } };
    },
  },
  'GET /api/membership': { access: MEMBER },
  'GET /api/waitlist': { access: MEMBER },
  'POST /api/media/photo': { access: ADMIN, request: photo },
  // 'Botón de arrepentimiento' and 'Botón de baja': anyone, signed in or not (202 alike).
  'POST /api/arrepentimiento': {
    access: PUBLIC,
    request: async (w) => ({
      body: { email: w.member.user.email, orderId: await w.createdOrder() },
    }),
  },
  'POST /api/baja': { access: PUBLIC, request: (w) => ({ body: { email: w.member.user.email } }) },
  'POST /api/solicitudes/:code/confirm': {
    // The mailed token is the credential; no sign-in plays a part.
    access: PUBLIC,
    request: async (w) => ({
      params: { code: await legalRequest(w) },
      body: { token: CONFIRM_TOKEN },
    }),
  },
  'GET /api/solicitudes': {
    access: ADMIN,
    request: () => ({ query: { page: '1', pageSize: '5', state: 'Confirmada' } }),
  },
  // 'Actividad': the audit trail, the admin's alone, filtered.
  'GET /api/audit': { access: ADMIN, request: () => ({ query: { action: 'activity.update' } }) },
  'PUT /api/solicitudes/:code': {
    access: ADMIN,
    request: async (w) => ({
      params: { code: await legalRequest(w, true) },
      body: { state: 'Rechazada', reason: 'Fuera de plazo' },
    }),
  },
  'GET /api/insights': { access: ADMIN, request: () => ({ query: { from: '2026-01-01' } }) },
  'GET /api/insights/attendance': {
    access: ADMIN,
    request: () => ({ query: { month: '2026-01' } }),
  },
  'GET /api/diahora/:id/sessions': {
    access: PUBLIC,
    request: (w) => ({ params: { id: lunes(w) }, query: { from: '2027-02-01' } }),
  },
  'PUT /api/diahora/:id/sessions/:date': {
    access: ADMIN,
    request: async (w) => ({
      params: {
        id: lunes(w),
        date: await comingDate(w, { id: lunes(w), day: 'Lunes', hour: '18:00' }),
      },
      body: { status: 'Programada' },
    }),
  },
  'POST /api/diahora/:id/sessions/:date/skip': {
    access: membersOwn(409),
    request: async (w) => {
      const params = await heldSession(w);
      await w.prisma.sessionSkip.deleteMany({ where: { userId: userId(w) } });
      return { params };
    },
  },
  'DELETE /api/diahora/:id/sessions/:date/skip': {
    access: membersOwn(409),
    request: async (w) => {
      const params = await heldSession(w);
      const key = {
        userId: userId(w),
        diaHoraId: params.id,
        date: new Date(`${params.date}T00:00:00Z`),
      };
      await w.prisma.sessionSkip.upsert({
        where: { userId_diaHoraId_date: key },
        create: key,
        update: {},
      });
      return { params };
    },
  },
  'GET /api/sessions': { access: MEMBER },
  'GET /api/sessions/week': { access: ADMIN, request: () => ({ query: { from: '2027-02-01' } }) },
  'GET /api/timetable': { access: PUBLIC, request: () => ({ query: { from: '2027-02-01' } }) },
  'GET /api/makeups': { access: MEMBER },
  'GET /api/diahora/:id/sessions/:date/attendance': {
    access: ROSTERS,
    request: async (w) => ({ params: await heldSession(w) }),
  },
  // A coming session: past every guard, attendance is not taken yet (409).
  'PUT /api/diahora/:id/sessions/:date/attendance/:userId': {
    access: { ...ROSTERS, desk: 409, trainer: 409, admin: 409 },
    request: async (w) => ({
      params: { ...(await heldSession(w)), userId: userId(w) },
      body: { attended: true },
    }),
  },
  'GET /api/sessions/day': { access: ROSTERS },
  'GET /api/sessions/history': { access: MEMBER },
  'POST /api/order/desk': {
    access: DESK,
    request: (w) => ({
      body: {
        userId: userId(w),
        lines: [{ diaHoraId: lunes(w), quantity: 1 }],
        paymentMethod: 'Efectivo',
      },
    }),
  },
  'GET /api/order/desk': { access: DESK },
  // A new member for every call: an e-mail that already has an account is a 409.
  'POST /api/user/desk': {
    access: DESK,
    request: () => ({
      body: { name: 'Nueva', lastName: 'Socia', email: uniqueEmail('recepcion') },
    }),
  },
  'GET /api/checkin/pass': { access: MEMBER },
  'POST /api/checkin': { access: DESK, request: (w) => ({ body: { userId: userId(w) } }) },
  'GET /api/checkin/members': { access: DESK, request: () => ({ query: { q: 'Miembro' } }) },
  'GET /api/makeups/:id/sessions': {
    access: membersOwn(404),
    request: async (w) => ({ params: (await makeupCredit(w, false)).params }),
  },
  'POST /api/makeups/:id/booking': {
    access: membersOwn(404),
    request: (w) => makeupCredit(w, false),
  },
  'DELETE /api/makeups/:id/booking': {
    access: membersOwn(404),
    request: (w) => makeupCredit(w, true),
  },
  'GET /api/closures': { access: PUBLIC, request: () => ({ query: { from: '2027-01-01' } }) },
  'PUT /api/closures/:date': {
    access: ADMIN,
    request: () => ({
      params: { date: '2099-03-10' },
      body: { closed: true, reason: 'Mantenimiento' },
    }),
  },
  'GET /api/order/export.csv': {
    access: ADMIN,
    request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  },
  'GET /api/diahora/:id/waitlist': {
    access: ADMIN,
    request: async (w) => ({ params: { id: await fullSlot(w, 'member') } }),
  },
  'GET /api/diahora/:id/place': {
    access: MEMBER,
    request: async (w, caller) => ({ params: { id: await fullSlot(w, caller) } }),
  },
  'POST /api/diahora/:id/waitlist': {
    access: MEMBER,
    request: async (w) => ({ params: { id: await fullSlot(w) }, body: {} }),
  },
  'DELETE /api/diahora/:id/waitlist': {
    access: MEMBER,
    request: async (w, caller) => ({ params: { id: await fullSlot(w, caller) } }),
  },
  'GET /api/membership/calendar': { access: MEMBER },
  'POST /api/membership/calendar/reset': { access: MEMBER, request: () => ({ body: {} }) },
  'GET /api/calendar/:file': {
    access: PUBLIC,
    request: async (w) => ({ params: { file: await feedFile(w) } }),
  },
  'PUT /api/order/:id': {
    access: ADMIN,
    request: async (w) => ({ params: { id: await w.createdOrder() }, body: { state: 'Canceled' } }),
  },
  'DELETE /api/order/:id': {
    access: { ...ADMIN, admin: 204 },
    request: async (w) => ({ params: { id: await w.createdOrder() } }),
  },
  'GET /api/order/:id/payment': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.createdOrder() } }),
  },
  'POST /api/orderline/cart': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({
      body: { orderId: await w.cartWithLine(), lines: [{ diaHoraId: lunes(w), quantity: 2 }] },
    }),
  },
  'POST /api/orderline/checkout': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({
      body: { orderId: await w.cartWithLine(), diaHoraId: lunes(w), quantity: 1 },
    }),
  },
  'POST /api/orderline': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({
      body: { orderId: await w.cartWithLine(), diaHoraId: lunes(w), quantity: 1 },
    }),
  },
  'GET /api/orderline/:orderId': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { orderId: await w.cartWithLine() } }),
  },

  // Stock: moves only inside checkout and cancelling
  'PUT /api/diahora/addStock': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: { orderId: await w.createdOrder() } }),
  },
  'PUT /api/diahora/subtractStock': {
    access: { ...membersOwn(409), member: 409 },
    request: (w) => ({ body: { diaHoraId: lunes(w), quantity: 1 } }),
  },

  // Reviews and mail
  'POST /api/review/create': {
    access: { ...OWNER_OR_ADMIN },
    request: async (w) => {
      await w.createdOrder();
      return { body: { idUser: userId(w), idActivity: pilates(w) } };
    },
  },
  'POST /api/email/orderCreated': {
    access: { ...OWNER_OR_ADMIN, member: 202, admin: 202 },
    request: async (w) => ({ body: { info: { orderId: await w.createdOrder() } } }),
  },

  // Discounts
  'POST /api/descuento/validate': {
    access: MEMBER,
    request: () => ({ body: { codigo: 'power10' } }),
  },
  'GET /api/descuento/all': { access: ADMIN },
  'POST /api/descuento': {
    access: { ...ADMIN, admin: 201 },
    request: () => ({ body: { codigo: unique('INVIERNO'), descuento: 25, name: 'Invierno' } }),
  },
  'PUT /api/descuento/:id': {
    access: ADMIN,
    request: async (w) => {
      const discount = await w.prisma.descuento.create({
        data: { codigo: unique('OTONO'), descuento: 5 },
      });
      return { params: { id: discount.id }, body: { descuento: 30 } };
    },
  },

  'DELETE /api/descuento/:id': {
    access: { ...ADMIN, admin: 204 },
    request: async (w) => {
      const discount = await w.prisma.descuento.create({
        data: { codigo: unique('PRIMAVERA'), descuento: 15 },
      });
      return { params: { id: discount.id } };
    },
  },

  // Payments
  'POST /api/mercadopago': {
    // Only the buyer starts paying their order.
    access: { ...OWNER_OR_ADMIN, admin: 403 },
    request: async (w) => ({ body: { orderId: await w.createdOrder() } }),
  },
  'POST /api/mercadopago/confirm': {
    access: OWNER_OR_ADMIN,
    request: async (w) => ({ body: await sandboxPayment(w) }),
  },
  'POST /api/mercadopago/webhook': {
    // Mercado Pago signs it; the caller's token plays no part.
    access: PUBLIC,
    request: async (w) => {
      const { paymentId } = await sandboxPayment(w);
      return {
        query: { 'data.id': paymentId, type: 'payment' },
        headers: webhookHeaders(w.config.mercadoPago.webhookSecret, paymentId),
        body: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
      };
    },
  },
};
