// Shared by the admin-*.test.ts files: one app on a fresh database per file, the shop of
// support/orders.ts, an admin and a member per test, and the 401/403 rows every admin route has.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { AUTH_MESSAGES, MESSAGES } from '@power-gym/contracts';
import { buildApp } from './app.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './database.ts';
import { cartWith, insertShop, type Shop } from './orders.ts';
import { authEnv, signedInUser, type SignedInUser } from './tokens.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface AdminSuite {
  db: TestDatabase;
  app: Express;
  shop: Shop;
  admin: SignedInUser;
  member: SignedInUser;
}

/** Registers the file's hooks; the returned object is filled before each test runs. */
export function useAdminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.db = await createTestDatabase();
    suite.app = buildApp(suite.db.prisma, authEnv());
  });
  beforeEach(async () => {
    await resetDatabase(suite.db);
    suite.shop = await insertShop(suite.db.prisma);
    [suite.admin, suite.member] = await Promise.all([
      signedInUser(suite.db.prisma, { name: 'Admin', isAdmin: true }),
      signedInUser(suite.db.prisma, { name: 'Ana' }),
    ]);
  });
  afterAll(async () => {
    await suite.db?.close();
  });
  return suite;
}

/** One request, optionally signed in and with a JSON body. */
export function send(
  app: Express,
  method: Method,
  path: string,
  { auth, body }: { auth?: SignedInUser; body?: object } = {},
): request.Test {
  const req = request(app)[method](path);
  if (auth) req.set(auth.auth);
  return body === undefined ? req : req.send(body);
}

/** Anonymous → 401 and member → 403, with their messages. */
export async function expectAdminOnly(
  suite: AdminSuite,
  method: Method,
  path: string,
  body?: object,
): Promise<void> {
  const anonymous = await send(suite.app, method, path, { body }).expect(401);
  expect(anonymous.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  const member = await send(suite.app, method, path, { auth: suite.member, body }).expect(403);
  expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });
}

/** The admin's request answers 400 with exactly these field messages. */
export async function expectFieldErrors(
  suite: AdminSuite,
  method: Method,
  path: string,
  body: object,
  fields: Record<string, string>,
): Promise<void> {
  const res = await send(suite.app, method, path, { auth: suite.admin, body }).expect(400);
  expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
}

/** A Created order of `member` holding these places (checked out through the API). */
export async function reservedOrder(
  suite: AdminSuite,
  lines: { diaHoraId: number; quantity: number }[],
  member: SignedInUser = suite.member,
): Promise<number> {
  const orderId = await cartWith(suite.app, member, lines);
  await send(suite.app, 'post', '/api/order/checkout', { auth: member, body: { orderId } }).expect(
    200,
  );
  return orderId;
}

/** The same, then paid. */
export async function paidOrder(
  suite: AdminSuite,
  lines: { diaHoraId: number; quantity: number }[],
): Promise<number> {
  const orderId = await reservedOrder(suite, lines);
  await send(suite.app, 'put', `/api/order/${orderId}`, {
    auth: suite.admin,
    body: { state: 'Complete' },
  }).expect(200);
  return orderId;
}
