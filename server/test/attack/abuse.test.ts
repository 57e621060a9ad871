// Abuse: rate limits on the sign-in-adjacent, discount, payment and mail routes (set low here,
// through the same variables production uses), security headers, and CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@power-gym/contracts';
import { pino } from 'pino';
import { createApp } from '../../src/app.ts';
import { APP_ORIGIN, testConfig } from '../support/app.ts';
import { authEnv, bearer, signUp, signedInUser, type SignedInUser } from '../support/tokens.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { attackApp, createWorld, type World } from './support/world.ts';

const LIMITS = {
  AUTH_RATE_LIMIT: '4',
  DISCOUNT_RATE_LIMIT: '3',
  PAYMENT_RATE_LIMIT: '2',
  MAIL_RATE_LIMIT: '2',
  WEBHOOK_RATE_LIMIT: '3',
};

let world: World;

beforeAll(async () => {
  world = await createWorld(LIMITS);
});

afterAll(async () => {
  await world?.close();
});

type Send = (attempt: number) => request.Test;

/** Sends `allowed` requests that are not limited, then one that must be. */
async function exhaust(allowed: number, sendOne: Send, message: string) {
  for (let attempt = 0; attempt < allowed; attempt += 1) {
    const res = await sendOne(attempt);
    expect(res.status, `attempt ${attempt + 1}: ${JSON.stringify(res.body)}`).not.toBe(429);
  }
  const limited = await sendOne(allowed);
  expect(limited.status).toBe(429);
  expect(limited.headers['content-type']).toMatch(/application\/json/);
  expect(limited.body).toEqual({ error: message });
  // IETF draft-8 headers tell a well-behaved client when to come back.
  expect(limited.headers['ratelimit-policy']).toMatch(/q=\d+; w=60/);
  return limited;
}

describe('rate limits', () => {
  it('sign-in-adjacent routes share one per-address budget, counted before the token is checked', async () => {
    const account = await signUp();
    const calls: Send[] = [
      () => world.api().post('/api/user/isAdmin').set(bearer(account.idToken)).send({}),
      () => world.api().get(`/api/user/${account.uid}`).set(bearer(account.idToken)),
      // A forged token costs the same as a good one.
      () => world.api().post('/api/user').set(bearer('not-a-token')).send({}),
      () => world.api().post('/api/user/isAdmin').send({}),
    ];
    const callNumber = (attempt: number) => calls[attempt % calls.length] as Send;
    await exhaust(4, (attempt) => callNumber(attempt)(attempt), ORDER_MESSAGES.tooManyRequests);
    // Another account from the same address is still limited: the budget is the address's.
    const other = await signUp();
    const res = await world.api().post('/api/user/isAdmin').set(bearer(other.idToken)).send({});
    expect(res.status).toBe(429);
  });

  it('a forged X-Forwarded-For does not buy a fresh budget (trust proxy is off)', async () => {
    // No database needed: anonymous calls are counted, then refused before any query.
    const { app } = attackApp({} as PrismaClient, testConfig({ AUTH_RATE_LIMIT: '2' }));
    const send = (attempt: number) =>
      request(app).post('/api/user/isAdmin').set('X-Forwarded-For', `203.0.113.${attempt}`);
    await exhaust(2, send, ORDER_MESSAGES.tooManyRequests);
  });

  it('discount-code checks: per member and address, 429 in Spanish', async () => {
    const guesser = await signedInUser(world.prisma);
    await exhaust(
      3,
      (attempt) =>
        world
          .api()
          .post('/api/descuento/validate')
          .set(guesser.auth)
          .send({ codigo: `GUESS${attempt}` }),
      ORDER_MESSAGES.tooManyRequests,
    );
    // Someone else at the same address keeps their own budget.
    const res = await world
      .api()
      .post('/api/descuento/validate')
      .set(world.other.auth)
      .send({ codigo: 'POWER10' });
    expect(res.status).toBe(200);
  });

  it('starting payments and confirming them', async () => {
    const payer = await signedInUser(world.prisma);
    const orderId = await world.createdOrder(payer);
    await exhaust(
      2,
      () => world.api().post('/api/mercadopago').set(payer.auth).send({ orderId }),
      ORDER_MESSAGES.tooManyRequests,
    );
    await exhaust(
      4,
      () =>
        world
          .api()
          .post('/api/mercadopago/confirm')
          .set(payer.auth)
          .send({ orderId, paymentId: '123' }),
      ORDER_MESSAGES.tooManyRequests,
    );
  });

  it('payment notifications, per address', async () => {
    await exhaust(
      3,
      () =>
        world
          .api()
          .post('/api/mercadopago/webhook?data.id=1&type=payment')
          .send({ type: 'payment', data: { id: '1' } }),
      PAYMENT_MESSAGES.tooManyRequests,
    );
  });

  it('order mails re-sent on request', async () => {
    const buyer: SignedInUser = await signedInUser(world.prisma);
    const orderId = await world.createdOrder(buyer);
    await exhaust(
      2,
      () => world.api().post('/api/email/orderCreated').set(buyer.auth).send({ info: { orderId } }),
      ORDER_MESSAGES.tooManyRequests,
    );
    expect(await world.prisma.emailOutbox.count({ where: { to: buyer.user.email } })).toBe(3);
  });
});

describe('security headers', () => {
  const production = () =>
    createApp({
      prisma: world.prisma,
      config: testConfig(
        authEnv({
          NODE_ENV: 'production',
          ALLOW_EMULATORS: 'true',
          ALLOW_SANDBOX: 'true',
          CLIENT_DIST: '/nonexistent/power-gym-dist',
          PUBLIC_URL: 'https://powergym.example',
        }),
      ),
      logger: pino({ level: 'silent' }),
    });

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/no-existe', 404],
    ['a page', '/clases/1', 503],
  ])('are on %s', async (_what, path, status) => {
    // On PUBLIC_URL's host: pages asked for on another host are redirected there first.
    const res = await request(production())
      .get(path)
      .set('Host', 'powergym.example')
      .expect(status);
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    // 'wasm-unsafe-eval' compiles WebAssembly only; no inline script, no eval, no wildcard.
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}|[2-9]\d{7})/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  it.each([
    'https://evil.example',
    `${APP_ORIGIN}.evil.example`,
    'http://localhost:5174',
    'null',
    APP_ORIGIN.replace('http:', 'https:'),
  ])('gives %s no access', async (origin) => {
    const get = await world.api().get('/api/activity/all').set('Origin', origin).expect(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await world
      .api()
      .options('/api/order/checkout')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    // Without Access-Control-Allow-Origin the browser refuses, whatever else is listed.
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the app origin, and only it', async () => {
    const preflight = await world
      .api()
      .options('/api/order/checkout')
      .set('Origin', APP_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(preflight.headers.vary).toMatch(/Origin/i);
  });
});
