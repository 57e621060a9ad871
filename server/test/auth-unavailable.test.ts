// Its own file: firebase-admin reads the emulator host from process.env, so one host per process.
import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { AUTH_MESSAGES } from '@power-gym/contracts';
import { buildApp } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';
import { bearer, signedInUser, type SignedInUser } from './support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

let db: TestDatabase;
let app: Express;
let member: SignedInUser;

beforeAll(async () => {
  db = await createTestDatabase();
  member = await signedInUser(db.prisma);
  // Nothing listens on port 9: every check with Firebase fails to connect.
  app = buildApp(db.prisma, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
});

afterAll(async () => {
  await db?.close();
});

it('answers 503, not 401, when Firebase cannot be reached', async () => {
  const res = await request(app)
    .get(`/api/user/${member.user.id}`)
    .set(bearer(member.account.idToken))
    .expect(503);
  expect(res.body).toEqual({ error: AUTH_MESSAGES.authUnavailable });
});

it('still answers 401 without a token', async () => {
  await request(app).get(`/api/user/${member.user.id}`).expect(401);
});
