// Fault: PostgreSQL goes away in the middle of a checkout, stays away, then returns; and a checkout
// whose answer is lost on its way back.
// The app reaches the database through a TCP pipe the test cuts (support/tcp-proxy.ts); the
// test reads the rows over its own direct connection.
import type { App } from '../../src/app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { MESSAGES } from '@power-gym/contracts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { buildApp } from '../support/app.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { authEnv, signedInUser, type SignedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', postgres: true, shop: true, members: ['Corte'] });
let proxy: TcpProxy;
let appDb: Database;
let app: App;

/** The checkout's one statement (the checkout_order function): the pipe is cut as it is sent. */
const CHECKOUT_STATEMENT = /checkout_order\(/;

beforeAll(async () => {
  const url = world.db.url ?? '';
  const { hostname, port } = new URL(url);
  proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
  appDb = await openDatabase({ databaseUrl: proxy.proxied(url), poolSize: 3 });
  app = buildApp(appDb.prisma, authEnv());
});

afterAll(async () => {
  await proxy?.restore();
  await appDb?.close();
  await proxy?.close();
});

async function cartOf(user: SignedInUser): Promise<number> {
  const cart = await world.prisma.order.create({ data: { userId: user.user.id } });
  await world.prisma.orderLine.create({
    data: {
      orderId: cart.id,
      diaHoraId: world.shop.slots.lunes.id,
      activityId: world.shop.activities.pilates.id,
      quantity: 2,
      unitPrice: 0,
      subtotal: 0,
    },
  });
  return cart.id;
}

const stock = async () =>
  (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: world.shop.slots.lunes.id } }))
    .stock;

describe('the database gone mid-request', () => {
  let orderId: number;

  it('a checkout cut off as it reaches the database answers 503 in Spanish and writes nothing', async () => {
    orderId = await cartOf(world.corte);
    const before = await stock();
    const cut = proxy.cutOn(CHECKOUT_STATEMENT);
    const res = await request(app)
      .post('/api/order/checkout')
      .set(world.corte.auth)
      .send({ orderId });
    await cut;

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
    // Nothing of it was written.
    const order = await world.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    expect(order.state).toBe('Cart');
    expect(order.reservedUntil).toBeNull();
    expect(order.lines.map((line) => Number(line.unitPrice))).toEqual([0]);
    expect(await stock()).toBe(before);
    expect(await world.prisma.order.count({ where: { userId: world.corte.user.id } })).toBe(1);
    expect(await world.prisma.emailOutbox.count()).toBe(0);
    expect(await world.prisma.review.count({ where: { userId: world.corte.user.id } })).toBe(0);
  });

  it('while it stays away every route that needs it answers 503 at once, the rest still work', async () => {
    for (const path of ['/api/ready', '/api/activity/all', '/api/diahora', '/api/review/all']) {
      const started = Date.now();
      const res = await request(app).get(path);
      expect(res.status, path).toBe(503);
      expect(res.body, path).toEqual({ error: MESSAGES.databaseUnavailable });
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
    const checkout = await request(app)
      .post('/api/order/checkout')
      .set(world.corte.auth)
      .send({ orderId });
    expect(checkout.status).toBe(503);
    // Validation and routing need no database; the process is alive.
    await request(app).get('/api/health').expect(200);
    await request(app).get('/api/activity/abc').expect(400);
    await request(app).get('/api/no-existe').expect(404);
  });

  it('recovers when it returns: the same checkout then goes through, once', async () => {
    const connectionsBefore = proxy.connections();
    const before = await stock();
    await proxy.restore();
    await request(app).get('/api/ready').expect(200);
    expect(proxy.connections()).toBeGreaterThan(connectionsBefore);

    const res = await request(app)
      .post('/api/order/checkout')
      .set(world.corte.auth)
      .send({ orderId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orderId, state: 'Created', total: '19998.00' });
    expect(await stock()).toBe(before - 2);
    expect(await world.prisma.emailOutbox.count()).toBe(1);
  });

  it('an answer lost on the way back: 503, the checkout happened once, and the retry returns it', async () => {
    const buyer = await signedInUser(world.prisma, { name: 'Respuesta' });
    const cartId = await cartOf(buyer);
    const before = await stock();
    const cut = proxy.cutOnAnswerTo(CHECKOUT_STATEMENT);
    const lost = await request(app)
      .post('/api/order/checkout')
      .set(buyer.auth)
      .send({ orderId: cartId });
    await cut;
    expect(lost.status).toBe(503);
    expect(lost.body).toEqual({ error: MESSAGES.databaseUnavailable });
    // The statement ran to its commit: the order is confirmed, its places taken, its mail queued.
    expect((await world.prisma.order.findUniqueOrThrow({ where: { id: cartId } })).state).toBe(
      'Created',
    );
    expect(await stock()).toBe(before - 2);

    await proxy.restore();
    const retry = await request(app)
      .post('/api/order/checkout')
      .set(buyer.auth)
      .send({ orderId: cartId });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: cartId, state: 'Created', total: '19998.00' });
    expect(await stock()).toBe(before - 2);
    expect(await world.prisma.emailOutbox.count({ where: { orderId: cartId } })).toBe(1);
    expect(await world.prisma.order.count({ where: { userId: buyer.user.id } })).toBe(2);
  });
});
