// With REDIS_URL every instance counts the same rate-limit budget, or a client spreading its
// requests over N instances would get N budgets (docs/architecture.md, Runtime parts). Two apps on one
// database and one Redis stand for two instances behind a load balancer. Runs only with REDIS_URL
// (.ci/run's second pass), as test/pg/** runs only with DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import { createApp } from '../../src/app.ts';
import {
  connectRateLimitRedis,
  type SharedRateLimits,
} from '../../src/middleware/rate-limit-redis.ts';
import { testConfig } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { authEnv, signedInUser, type SignedInUser } from '../support/tokens.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const LIMIT = 3;

let db: TestDatabase;
const opened: SharedRateLimits[] = [];
const proxies: TcpProxy[] = [];

beforeAll(async () => {
  if (!REDIS_URL) throw new Error('test/redis/** needs REDIS_URL');
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((shared) => shared.close().catch(() => undefined)));
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await db?.close();
});

/** One instance: its own Redis connection (keys under a prefix of this test's) and logger. */
async function instance(prefix: string, redisUrl = REDIS_URL) {
  const lines: { msg: string; limiter?: string }[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { msg: string });
        done();
      },
    }),
  );
  const shared = await connectRateLimitRedis(redisUrl, logger, prefix);
  opened.push(shared);
  const app = createApp({
    prisma: db.prisma,
    config: testConfig(authEnv({ DISCOUNT_RATE_LIMIT: String(LIMIT) })),
    logger,
    rateLimitStore: shared.storeFor,
  });
  return { app, lines };
}

/** A code check; this empty database knows no codes, so a check that ran answers 404. */
const checkCode = (app: Parameters<typeof request>[0], member: SignedInUser) =>
  request(app).post('/api/descuento/validate').set(member.auth).send({ codigo: 'POWER10' });

const freshPrefix = () => `rl-test-${randomBytes(6).toString('hex')}:`;

describe('rate limits with a shared Redis store', () => {
  it('two instances count one budget per member and address', async () => {
    const prefix = freshPrefix();
    const [first, second] = [await instance(prefix), await instance(prefix)];
    const member = await signedInUser(db.prisma);
    const statuses = [];
    for (const app of [first.app, second.app, first.app])
      statuses.push((await checkCode(app, member)).status);
    expect(statuses).not.toContain(429);
    // The fourth check, on the instance that has seen only one, is over the shared budget.
    const limited = await checkCode(second.app, member);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: ORDER_MESSAGES.tooManyRequests });
    // Another member from the same address keeps a budget of their own.
    expect((await checkCode(first.app, await signedInUser(db.prisma))).status).not.toBe(429);
  });

  it('counts in memory, per instance, without it (what the shared store fixes)', async () => {
    const config = testConfig(authEnv({ DISCOUNT_RATE_LIMIT: String(LIMIT) }));
    const logger = pino({ level: 'silent' });
    const first = createApp({ prisma: db.prisma, config, logger });
    const second = createApp({ prisma: db.prisma, config, logger });
    const member = await signedInUser(db.prisma);
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await checkCode(app, member)).status);
    }
    expect(statuses).not.toContain(429);
  });

  it('answers while Redis is unreachable, logs it, and counts again once it is back', async () => {
    const target = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    proxies.push(proxy);
    const { app, lines } = await instance(freshPrefix(), proxy.proxied(REDIS_URL));
    const member = await signedInUser(db.prisma);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await checkCode(app, member)).status).toBe(404);
    }

    await proxy.cut();
    // Over the budget, but the counter cannot be read: the member is served, nothing fails.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await checkCode(app, member)).status).toBe(404);
    }
    expect(lines.some((line) => /error from store/.test(line.msg))).toBe(true);
    expect(lines.find((line) => /error from store/.test(line.msg))?.limiter).toBe('discount');

    await proxy.restore();
    // The client reconnects on its own; the budget spent before the cut is still there.
    await expect
      .poll(async () => (await checkCode(app, member)).status, { timeout: 15_000, interval: 250 })
      .toBe(429);
  });
});

describe('connecting', () => {
  it('refuses to start when REDIS_URL answers nothing, naming the variable', async () => {
    const logger = pino({ level: 'silent' });
    await expect(connectRateLimitRedis('redis://127.0.0.1:9', logger)).rejects.toThrow(
      /^REDIS_URL: /,
    );
  });
});
