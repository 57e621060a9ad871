import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { AUTH_MESSAGES } from '@power-gym/contracts';
import { createApp } from '../src/app.ts';
import { testConfig } from './support/app.ts';
import {
  bearer,
  deleteAccountInEmulator,
  expiredToken,
  forgeToken,
  signUp,
  signedInUser,
  updateAccount,
} from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once', members: ['Ana'] });

const own = () => `/api/user/${world.ana.user.id}`;

describe('requireUser', () => {
  it('accepts a real emulator token and loads our user by uid', async () => {
    const res = await request(world.app).get(own()).set(world.ana.auth).expect(200);
    expect(res.body).toMatchObject({ id: world.ana.user.id, uid: world.ana.account.uid });
  });

  it('answers 401 without a token', async () => {
    const res = await request(world.app).get(own()).expect(401);
    expect(res.body).toEqual({ error: 'Debes iniciar sesión' });
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer and nothing', 'Bearer '],
    ['garbage', 'Bearer not-a-token'],
    ['three garbage parts', 'Bearer aaa.bbb.ccc'],
    ['characters no JWT has', 'Bearer abc$def.ghi'],
  ])('answers 401 for a malformed header (%s)', async (_why, header) => {
    const res = await request(world.app).get(own()).set('Authorization', header).expect(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it.each([
    ['another project (audience)', { aud: 'demo-otro-gimnasio' }],
    ['another issuer', { iss: 'https://securetoken.google.com/demo-otro-gimnasio' }],
    ['an issuer that is not Firebase', { iss: 'https://evil.example/demo-powergym' }],
    ['no subject', { sub: '' }],
    ['an account that does not exist', { sub: 'no-such-user', user_id: 'no-such-user' }],
  ])('answers 401 for a forged token: %s', async (_why, claims) => {
    const forged = forgeToken(world.ana.account.idToken, claims);
    const res = await request(world.app).get(own()).set(bearer(forged)).expect(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('answers 401 with its own message for an expired token', async () => {
    const res = await request(world.app)
      .get(own())
      .set(bearer(expiredToken(world.ana.account.idToken)))
      .expect(401);
    expect(res.body).toEqual({ error: 'Tu sesión expiró, inicia sesión nuevamente' });
  });

  it('answers 401 once the Firebase account is deleted, even with its old token', async () => {
    const gone = await signedInUser(world.prisma, { name: 'Borrado' });
    await deleteAccountInEmulator(gone.account.uid);
    const res = await request(world.app)
      .get(`/api/user/${gone.user.id}`)
      .set(gone.auth)
      .expect(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
  });

  it('leaves public routes alone, whatever the header says', async () => {
    await request(world.app)
      .get('/api/activity/all')
      .set('Authorization', 'Bearer basura')
      .expect(200);
    await request(world.app)
      .get('/api/activity/all')
      .set(bearer(expiredToken(world.ana.account.idToken)))
      .expect(200);
  });
});

describe('requireProfile and requireAdmin', () => {
  it('answers 403 to a signed-in account without a profile on a profile route', async () => {
    const stranger = await signUp();
    const res = await request(world.app)
      .put(`/api/user/${stranger.uid}`)
      .set(bearer(stranger.idToken))
      .send({ name: 'Nadie' })
      .expect(403);
    expect(res.body).toEqual({ error: 'Primero debes completar tu perfil de usuario' });
  });

  it('takes the admin role from our database, never from token claims', async () => {
    const claimed = await signedInUser(world.prisma, { name: 'Pretende' });
    const withClaim = await updateAccount(claimed.account, {
      customClaims: { admin: true, isAdmin: true },
    });
    const res = await request(world.app)
      .get('/api/user')
      .set(bearer(withClaim.idToken))
      .expect(403);
    expect(res.body).toEqual({ error: 'No tenés permiso para esta acción' });

    await world.prisma.user.update({ where: { id: claimed.user.id }, data: { role: 'admin' } });
    await request(world.app).get('/api/user').set(claimed.auth).expect(200);
  });
});

describe('createApp deps', () => {
  it('uses an injected verifyIdToken instead of Firebase', async () => {
    const fake = createApp({
      prisma: world.prisma,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
      verifyIdToken: async (token) => {
        if (token !== 'token-de-ana') throw new Error('unexpected');
        return { uid: world.ana.account.uid, email: world.ana.account.email, emailVerified: true };
      },
      deleteAccount: async () => undefined,
    });
    const res = await request(fake).get(own()).set(bearer('token-de-ana')).expect(200);
    expect(res.body.id).toBe(world.ana.user.id);
  });
});
