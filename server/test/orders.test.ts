import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { ORDER_MESSAGES, type AdminOrderDto, type OrderDto } from '@power-gym/contracts';
import { cancelOrder, completeOrder, expireReservations } from '../src/domain/orders.ts';
import { buildApp } from './support/app.ts';
import { createTestDatabase, resetDatabase } from './support/database.ts';
import { cartWith, insertShop, type Shop } from './support/orders.ts';
import { authEnv, signedInUser, type SignedInUser } from './support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDatabase;
let app: Express;
let shop: Shop;
let ana: SignedInUser;
let juan: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildApp(db.prisma, authEnv());
});
beforeEach(async () => {
  await resetDatabase(db);
  shop = await insertShop(db.prisma);
  [ana, juan, admin] = await Promise.all([
    signedInUser(db.prisma, { name: 'Ana' }),
    signedInUser(db.prisma, { name: 'Juan' }),
    signedInUser(db.prisma, { name: 'Admin', isAdmin: true }),
  ]);
});
afterAll(async () => {
  await db?.close();
});

const stockOf = async (id: number) =>
  (await db.prisma.diaHora.findUniqueOrThrow({ where: { id } })).stock;
const stateOf = async (id: number) =>
  (await db.prisma.order.findUniqueOrThrow({ where: { id } })).state;

/** A Created order of `member` for these lines. */
async function bought(member: SignedInUser, lines: { diaHoraId: number; quantity: number }[]) {
  const orderId = await cartWith(app, member, lines);
  await request(app).post('/api/order/checkout').set(member.auth).send({ orderId }).expect(200);
  return orderId;
}

describe('cancelling', () => {
  it('PUT /order/canceled restores stock once even when called twice, then addStock adds nothing', async () => {
    const orderId = await bought(ana, [
      { diaHoraId: shop.slots.lunes.id, quantity: 4 },
      { diaHoraId: shop.slots.miercoles.id, quantity: 3 },
    ]);
    expect(await stockOf(shop.slots.lunes.id)).toBe(6);
    expect(await stockOf(shop.slots.miercoles.id)).toBe(0);
    const first = await request(app)
      .put(`/api/order/canceled/${orderId}`)
      .set(ana.auth)
      .expect(200);
    expect((first.body as { order: OrderDto }).order.state).toBe('Canceled');
    await request(app).put(`/api/order/canceled/${orderId}`).set(ana.auth).expect(200);
    const add = await request(app)
      .put('/api/diahora/addStock')
      .set(ana.auth)
      .send({ orderId })
      .expect(200);
    expect(add.body).toMatchObject({ restored: false, state: 'Canceled' });
    expect(await stockOf(shop.slots.lunes.id)).toBe(10);
    expect(await stockOf(shop.slots.miercoles.id)).toBe(3);
  });

  it('removes the placeholder reviews, keeping rated ones and those another live order justifies', async () => {
    const keep = await bought(ana, [{ diaHoraId: shop.slots.miercoles.id, quantity: 1 }]);
    await db.prisma.order.update({ where: { id: keep }, data: { state: 'Complete' } });
    const orderId = await bought(ana, [
      { diaHoraId: shop.slots.lunes.id, quantity: 1 },
      { diaHoraId: shop.slots.miercoles.id, quantity: 1 },
    ]);
    const juanOrder = await bought(juan, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    await db.prisma.review.update({
      where: {
        userId_activityId: { userId: juan.user.id, activityId: shop.activities.pilates.id },
      },
      data: { rating: 5 },
    });
    await request(app).put(`/api/order/canceled/${orderId}`).set(ana.auth).expect(200);
    await request(app).put(`/api/order/canceled/${juanOrder}`).set(juan.auth).expect(200);
    const reviews = await db.prisma.review.findMany({
      select: { userId: true, activityId: true, rating: true },
      orderBy: { id: 'asc' },
    });
    expect(reviews).toEqual([
      { userId: ana.user.id, activityId: shop.activities.boxeo.id, rating: null },
      { userId: juan.user.id, activityId: shop.activities.pilates.id, rating: 5 },
    ]);
  });

  it("is for the owner or an admin; paid orders can't be cancelled", async () => {
    const orderId = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 2 }]);
    await request(app).put(`/api/order/canceled/${orderId}`).set(juan.auth).expect(403);
    await request(app).put('/api/diahora/addStock').set(juan.auth).send({ orderId }).expect(403);
    await request(app).put(`/api/order/canceled/${orderId}`).expect(401);
    expect(await stateOf(orderId)).toBe('Created');
    await db.prisma.$transaction((tx) =>
      completeOrder(tx, orderId, { id: 'p1', status: 'approved' }),
    );
    const res = await request(app)
      .put(`/api/order/canceled/${orderId}`)
      .set(admin.auth)
      .expect(409);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.completeCannotCancel });
    expect(await stockOf(shop.slots.lunes.id)).toBe(8);
  });

  it('cancelling a cart empties it and opens a new one', async () => {
    const orderId = await cartWith(app, ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 2 }]);
    await request(app).put(`/api/order/canceled/${orderId}`).set(ana.auth).expect(200);
    expect(await stateOf(orderId)).toBe('Canceled');
    expect(await stockOf(shop.slots.lunes.id)).toBe(10);
    expect(await db.prisma.order.count({ where: { userId: ana.user.id, state: 'Cart' } })).toBe(1);
  });

  it('never restores above capacity', async () => {
    const orderId = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 4 }]);
    await db.prisma.diaHora.update({
      where: { id: shop.slots.lunes.id },
      data: { capacity: 7, stock: 5 },
    });
    expect(await db.prisma.$transaction((tx) => cancelOrder(tx, orderId))).toBe(true);
    expect(await db.prisma.$transaction((tx) => cancelOrder(tx, orderId))).toBe(false);
    expect(await stockOf(shop.slots.lunes.id)).toBe(7);
  });
});

describe('the reservation sweep', () => {
  it('cancels expired unpaid orders and releases their places, nothing else', async () => {
    const expired = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 3 }]);
    const fresh = await bought(juan, [{ diaHoraId: shop.slots.lunes.id, quantity: 2 }]);
    const paid = await bought(admin, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    await db.prisma.$transaction((tx) => completeOrder(tx, paid, { id: 'p2', status: 'approved' }));
    await db.prisma.order.updateMany({
      where: { id: { in: [expired, paid] } },
      data: { reservedUntil: new Date(Date.now() - 60_000) },
    });
    expect(await stockOf(shop.slots.lunes.id)).toBe(4);
    expect(await expireReservations(db.prisma)).toBe(1);
    expect(await expireReservations(db.prisma)).toBe(0);
    expect(await stateOf(expired)).toBe('Canceled');
    expect(await stateOf(fresh)).toBe('Created');
    expect(await stateOf(paid)).toBe('Complete');
    expect(await stockOf(shop.slots.lunes.id)).toBe(7);
  });

  it('completeOrder after expiry changes nothing', async () => {
    const orderId = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    expect(await expireReservations(db.prisma, new Date(Date.now() + 31 * 60_000))).toBe(1);
    const paid = await db.prisma.$transaction((tx) =>
      completeOrder(tx, orderId, { id: 'late', status: 'approved' }),
    );
    expect(paid).toBe(false);
    expect(await stateOf(orderId)).toBe('Canceled');
  });
});

describe('order lists and admin changes', () => {
  it('GET /order/user/:userId: own purchases, newest first, never carts', async () => {
    const first = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    const second = await bought(ana, [{ diaHoraId: shop.slots.miercoles.id, quantity: 1 }]);
    const res = await request(app).get(`/api/order/user/${ana.user.id}`).set(ana.auth).expect(200);
    const orders = res.body as OrderDto[];
    expect(orders.map((order) => order.id)).toEqual([second, first]);
    expect(orders[1]?.lines[0]?.activity.name).toBe('Pilates');
    await request(app).get(`/api/order/user/${ana.user.id}`).set(juan.auth).expect(403);
    await request(app).get(`/api/order/user/${ana.user.id}`).set(admin.auth).expect(200);
  });

  it('GET /order is for admins, with the buyer', async () => {
    await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    await request(app).get('/api/order').expect(401);
    await request(app).get('/api/order').set(ana.auth).expect(403);
    const res = await request(app).get('/api/order').set(admin.auth).expect(200);
    const orders = res.body as AdminOrderDto[];
    expect(orders).toHaveLength(1);
    expect(orders[0]?.user).toMatchObject({ name: 'Ana', email: ana.account.email });
  });

  it('PUT /order/:id: only admins mark an order Complete', async () => {
    const orderId = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    await request(app)
      .put(`/api/order/${orderId}`)
      .set(ana.auth)
      .send({ state: 'Complete' })
      .expect(403);
    await request(app)
      .put(`/api/order/${orderId}`)
      .set(admin.auth)
      .send({ state: 'Cart' })
      .expect(400);
    const res = await request(app)
      .put(`/api/order/${orderId}`)
      .set(admin.auth)
      .send({ state: 'Complete' })
      .expect(200);
    expect(res.body.order).toMatchObject({ state: 'Complete', paymentStatus: 'manual' });
    await request(app)
      .put(`/api/order/${orderId}`)
      .set(admin.auth)
      .send({ state: 'Complete' })
      .expect(200);
    await request(app)
      .put(`/api/order/${orderId}`)
      .set(admin.auth)
      .send({ state: 'Canceled' })
      .expect(409);
  });

  it('DELETE /order/:id: admins only, places come back first', async () => {
    const orderId = await bought(ana, [{ diaHoraId: shop.slots.lunes.id, quantity: 5 }]);
    await request(app).delete(`/api/order/${orderId}`).set(ana.auth).expect(403);
    await request(app).delete(`/api/order/${orderId}`).set(admin.auth).expect(204);
    expect(await db.prisma.order.findUnique({ where: { id: orderId } })).toBeNull();
    expect(await stockOf(shop.slots.lunes.id)).toBe(10);
    await request(app).delete(`/api/order/${orderId}`).set(admin.auth).expect(404);
  });
});
