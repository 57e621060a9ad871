// Shared by the admin-*.test.ts files, whose world (test-world.ts) holds the shop of orders.ts, a
// member (Ana) and an admin: requests, and the 401/403 rows every admin route has.
import type { App } from '../../src/app.ts';
import { expect } from 'vitest';
import request from 'supertest';
import { AUTH_MESSAGES, MESSAGES } from '@power-gym/contracts';
import { checkedOut } from './orders.ts';
import type { TestWorld } from './test-world.ts';
import type { SignedInUser } from './tokens.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** An admin-*.test.ts file's world: `useTestWorld({ shop: true, members: ['Ana'], admin: true })`. */
export type AdminWorld = TestWorld<'ana' | 'admin'>;

/** One request, optionally signed in and with a JSON body. */
export function send(
  app: App,
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
  world: AdminWorld,
  method: Method,
  path: string,
  body?: object,
): Promise<void> {
  const anonymous = await send(world.app, method, path, { body }).expect(401);
  expect(anonymous.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  const member = await send(world.app, method, path, { auth: world.ana, body }).expect(403);
  expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });
}

/** The admin's request. */
export function asAdmin(world: AdminWorld, method: Method, path: string, body?: object) {
  return send(world.app, method, path, { auth: world.admin, body });
}

/** The request answers 404 with this message. */
export async function expectNotFound(req: request.Test, message: string): Promise<void> {
  const res = await req.expect(404);
  expect(res.body).toEqual({ error: message });
}

/** The admin's request answers 400 with exactly these field messages. */
export async function expectFieldErrors(
  world: AdminWorld,
  method: Method,
  path: string,
  body: object,
  fields: Record<string, string>,
): Promise<void> {
  const res = await send(world.app, method, path, { auth: world.admin, body }).expect(400);
  expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
}

/** A Created order of `member` holding these places (checked out through the API). */
export function reservedOrder(
  world: AdminWorld,
  lines: { diaHoraId: number; quantity: number }[],
  member: SignedInUser = world.ana,
): Promise<number> {
  return checkedOut(world.app, member, lines);
}

/** The same, then paid. */
export async function paidOrder(
  world: AdminWorld,
  lines: { diaHoraId: number; quantity: number }[],
): Promise<number> {
  const orderId = await reservedOrder(world, lines);
  await send(world.app, 'put', `/api/order/${orderId}`, {
    auth: world.admin,
    body: { state: 'Complete' },
  }).expect(200);
  return orderId;
}
