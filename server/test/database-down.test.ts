import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { MESSAGES } from '@power-gym/contracts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from './support/app.ts';
import { authEnv, bearer, signUp } from './support/tokens.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once' });

beforeAll(async () => {
  await request(world.app).get('/api/ready').expect(200);
  await world.db.close();
});

describe('with the database gone', () => {
  it('ready answers 503; health, the process alive, still 200', async () => {
    const res = await request(world.app).get('/api/ready').expect(503);
    expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
    await request(world.app).get('/api/health').expect(200);
  });

  it('data routes answer 503, not 500, and the app keeps serving', async () => {
    for (const path of [
      '/api/activity/all',
      '/api/activity/1',
      '/api/trainer',
      '/api/diahora',
      '/api/review/all',
    ]) {
      const res = await request(world.app).get(path).expect(503);
      expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
    }
    await request(world.app).get('/api/no-existe').expect(404);
  });

  it('still validates ids before touching the database', async () => {
    await request(world.app).get('/api/activity/abc').expect(400);
  });
});

describe('with a PostgreSQL server that does not answer', () => {
  it('answers 503', async () => {
    // Port 1 refuses connections: the pool fails on first use.
    const unreachable = await openDatabase({
      databaseUrl: 'postgresql://gym@127.0.0.1:1/gym',
      poolSize: 1,
    });
    try {
      const down = buildApp(unreachable.prisma, authEnv());
      expect((await request(down).get('/api/ready').expect(503)).body).toEqual({
        error: MESSAGES.databaseUnavailable,
      });
      expect((await request(down).get('/api/trainer').expect(503)).body).toEqual({
        error: MESSAGES.databaseUnavailable,
      });
      // The checkout is a raw statement, whose failures Prisma reports differently (P2010).
      const { idToken } = await signUp();
      const checkout = await request(down)
        .post('/api/order/checkout')
        .set(bearer(idToken))
        .send({ orderId: 1 })
        .expect(503);
      expect(checkout.body).toEqual({ error: MESSAGES.databaseUnavailable });
    } finally {
      await unreachable.close();
    }
  });
});
