// Its own file: firebase-admin reads the emulator host from process.env, so one host per process.
import { expect, it } from 'vitest';
import request from 'supertest';
import { AUTH_MESSAGES } from '@power-gym/contracts';
import { bearer } from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

// Nothing listens on port 9: every check with Firebase fails to connect.
const world = useTestWorld({
  fresh: 'once',
  members: ['Socio'],
  env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
});

it('answers 503, not 401, when Firebase cannot be reached', async () => {
  const res = await request(world.app)
    .get(`/api/user/${world.socio.user.id}`)
    .set(bearer(world.socio.account.idToken))
    .expect(503);
  expect(res.body).toEqual({ error: AUTH_MESSAGES.authUnavailable });
});

it('still answers 401 without a token', async () => {
  await request(world.app).get(`/api/user/${world.socio.user.id}`).expect(401);
});
