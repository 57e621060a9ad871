import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { ORDER_MESSAGES, type AdminOrderDto, type OrderDto } from '@power-gym/contracts';
import { bookings } from './support/memberships.ts';
import { insertSlot, stockOf } from './support/fixtures.ts';
import { cartWith, checkedOut } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const stateOf = async (id: number) =>
  (await world.prisma.order.findUniqueOrThrow({ where: { id } })).state;

/** A Created order of `member` for these lines. */
const bought = (member: SignedInUser, lines: { diaHoraId: number; quantity: number }[]) =>
  checkedOut(world.app, member, lines);

describe('cancelling', () => {
  it('PUT /order/canceled restores stock once even when called twice, then addStock adds nothing', async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 4 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 3 },
    ]);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(6);
    expect(await stockOf(world.prisma, world.shop.slots.miercoles.id)).toBe(0);
    const first = await request(world.app)
      .put(`/api/order/canceled/${orderId}`)
      .set(world.ana.auth)
      .expect(200);
    expect((first.body as { order: OrderDto }).order.state).toBe('Canceled');
    await request(world.app).put(`/api/order/canceled/${orderId}`).set(world.ana.auth).expect(200);
    const add = await request(world.app)
      .put('/api/diahora/addStock')
      .set(world.ana.auth)
      .send({ orderId })
      .expect(200);
    expect(add.body).toMatchObject({ restored: false, state: 'Canceled' });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    expect(await stockOf(world.prisma, world.shop.slots.miercoles.id)).toBe(3);
  });

  it('removes the placeholder reviews, keeping rated ones and those another live order justifies', async () => {
    const keep = await bought(world.ana, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    await world.prisma.order.update({ where: { id: keep }, data: { state: 'Complete' } });
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    const juanOrder = await bought(world.juan, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await world.prisma.review.update({
      where: {
        userId_activityId: {
          userId: world.juan.user.id,
          activityId: world.shop.activities.pilates.id,
        },
      },
      data: { rating: 5 },
    });
    await request(world.app).put(`/api/order/canceled/${orderId}`).set(world.ana.auth).expect(200);
    await request(world.app)
      .put(`/api/order/canceled/${juanOrder}`)
      .set(world.juan.auth)
      .expect(200);
    const reviews = await world.prisma.review.findMany({
      select: { userId: true, activityId: true, rating: true },
      orderBy: { id: 'asc' },
    });
    expect(reviews).toEqual([
      { userId: world.ana.user.id, activityId: world.shop.activities.boxeo.id, rating: null },
      { userId: world.juan.user.id, activityId: world.shop.activities.pilates.id, rating: 5 },
    ]);
  });

  it("is for the owner or an admin; a member's paid order can't be cancelled", async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    await request(world.app).put(`/api/order/canceled/${orderId}`).set(world.juan.auth).expect(403);
    await request(world.app)
      .put('/api/diahora/addStock')
      .set(world.juan.auth)
      .send({ orderId })
      .expect(403);
    await request(world.app).put(`/api/order/canceled/${orderId}`).expect(401);
    expect(await stateOf(orderId)).toBe('Created');
    await world.prisma.$transaction((tx) =>
      bookings.completeOrder(tx, orderId, { id: 'p1', status: 'approved' }),
    );
    // An admin's cancel of a paid order is a refund (test/refunds.test.ts).
    const res = await request(world.app)
      .put(`/api/order/canceled/${orderId}`)
      .set(world.ana.auth)
      .expect(409);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.completeCannotCancel });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(8);
  });

  it('cancelling a cart empties it and opens a new one', async () => {
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    await request(world.app).put(`/api/order/canceled/${orderId}`).set(world.ana.auth).expect(200);
    expect(await stateOf(orderId)).toBe('Canceled');
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    expect(
      await world.prisma.order.count({ where: { userId: world.ana.user.id, state: 'Cart' } }),
    ).toBe(1);
  });

  it('never restores above capacity', async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 4 },
    ]);
    await world.prisma.diaHora.update({
      where: { id: world.shop.slots.lunes.id },
      data: { capacity: 7, stock: 5 },
    });
    expect(await world.prisma.$transaction((tx) => bookings.cancelOrder(tx, orderId))).toBe(true);
    expect(await world.prisma.$transaction((tx) => bookings.cancelOrder(tx, orderId))).toBe(false);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(7);
  });
});

describe('the reservation sweep', () => {
  it('cancels expired unpaid orders and releases their places, nothing else', async () => {
    const expired = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 3 },
    ]);
    const fresh = await bought(world.juan, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 2 }]);
    const paid = await bought(world.admin, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }]);
    await world.prisma.$transaction((tx) =>
      bookings.completeOrder(tx, paid, { id: 'p2', status: 'approved' }),
    );
    await world.prisma.order.updateMany({
      where: { id: { in: [expired, paid] } },
      data: { reservedUntil: new Date(Date.now() - 60_000) },
    });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(4);
    expect(await bookings.expireReservations(world.prisma)).toBe(1);
    expect(await bookings.expireReservations(world.prisma)).toBe(0);
    expect(await stateOf(expired)).toBe('Canceled');
    expect(await stateOf(fresh)).toBe('Created');
    expect(await stateOf(paid)).toBe('Complete');
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(7);
  });

  it('completeOrder after expiry changes nothing', async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    expect(
      await bookings.expireReservations(world.prisma, new Date(Date.now() + 31 * 60_000)),
    ).toBe(1);
    const paid = await world.prisma.$transaction((tx) =>
      bookings.completeOrder(tx, orderId, { id: 'late', status: 'approved' }),
    );
    expect(paid).toBe(false);
    expect(await stateOf(orderId)).toBe('Canceled');
  });
});

describe('order lists and admin changes', () => {
  it('GET /order/user/:userId: own purchases, newest first, never carts', async () => {
    const first = await bought(world.ana, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }]);
    const second = await bought(world.ana, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    const res = await request(world.app)
      .get(`/api/order/user/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    const orders = res.body as OrderDto[];
    expect(orders.map((order) => order.id)).toEqual([second, first]);
    expect(orders[1]?.lines[0]?.activity.name).toBe('Pilates');
    await request(world.app)
      .get(`/api/order/user/${world.ana.user.id}`)
      .set(world.juan.auth)
      .expect(403);
    await request(world.app)
      .get(`/api/order/user/${world.ana.user.id}`)
      .set(world.admin.auth)
      .expect(200);
  });

  it('every order read carries totalPrice (= total) and the distinct classes of its lines, in line order', async () => {
    const { pilates, boxeo } = world.shop.activities;
    // A second Pilates slot, after Boxeo's: Pilates is listed once, first.
    const pilatesJueves = await insertSlot(world.prisma, 'Jueves', '19:00', 10, 10, pilates.id);
    const lines = [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
      { diaHoraId: pilatesJueves.id, quantity: 2 },
    ];
    const orderId = await cartWith(world.app, world.ana, lines);
    const checkout = await request(world.app)
      .post('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId, codigo: 'POWER10' })
      .expect(200);
    const activities = [pilates, boxeo].map(({ id, name, image }) => ({ id, name, image }));
    const expected = { id: orderId, total: '31497.30', totalPrice: '31497.30', activities };
    expect(checkout.body).toMatchObject(expected);
    const mine = await request(world.app)
      .get(`/api/order/user/${world.ana.user.id}`)
      .set(world.ana.auth)
      .expect(200);
    expect((mine.body as OrderDto[]).find((order) => order.id === orderId)).toMatchObject(expected);
    const all = await request(world.app).get('/api/order').set(world.admin.auth).expect(200);
    expect((all.body as AdminOrderDto[]).find((order) => order.id === orderId)).toMatchObject(
      expected,
    );
  });

  it('GET /order is for admins, with the buyer', async () => {
    await bought(world.ana, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }]);
    await request(world.app).get('/api/order').expect(401);
    await request(world.app).get('/api/order').set(world.ana.auth).expect(403);
    const res = await request(world.app).get('/api/order').set(world.admin.auth).expect(200);
    const orders = res.body as AdminOrderDto[];
    expect(orders).toHaveLength(1);
    expect(orders[0]?.user).toMatchObject({ name: 'Ana', email: world.ana.account.email });
  });

  it('PUT /order/:id: only admins mark an order Complete; cancelling it then refunds it', async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    const putState = (caller: SignedInUser, state: string) =>
      request(world.app).put(`/api/order/${orderId}`).set(caller.auth).send({ state });
    await putState(world.ana, 'Complete').expect(403);
    await putState(world.admin, 'Cart').expect(400);
    const res = await putState(world.admin, 'Complete').expect(200);
    expect(res.body.order).toMatchObject({ state: 'Complete', paymentStatus: 'manual' });
    await putState(world.admin, 'Complete').expect(200);
    // Paid by hand (no Mercado Pago payment): the refund is the gym's, the order is Refunded.
    const refunded = await putState(world.admin, 'Canceled').expect(200);
    expect(refunded.body.order).toMatchObject({ state: 'Refunded', paymentStatus: 'refunded' });
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    await putState(world.admin, 'Canceled').expect(200);
    await putState(world.admin, 'Complete').expect(409);
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
  });

  it('DELETE /order/:id: admins only, places come back first', async () => {
    const orderId = await bought(world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 5 },
    ]);
    await request(world.app).delete(`/api/order/${orderId}`).set(world.ana.auth).expect(403);
    await request(world.app).delete(`/api/order/${orderId}`).set(world.admin.auth).expect(204);
    expect(await world.prisma.order.findUnique({ where: { id: orderId } })).toBeNull();
    expect(await stockOf(world.prisma, world.shop.slots.lunes.id)).toBe(10);
    await request(world.app).delete(`/api/order/${orderId}`).set(world.admin.auth).expect(404);
  });
});
