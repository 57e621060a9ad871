import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  type AdminOrderDto,
  type OrderDto,
} from '@power-gym/contracts';
import type { Prisma, SubscriptionStatus } from '../src/generated/prisma/client.ts';
import { asAdmin, expectAdminOnly, paidOrder, reservedOrder, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { useTestWorld } from './support/test-world.ts';
import { openCart } from './support/orders.ts';
import { signedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });
const orderRow = (id: number) => world.prisma.order.findUnique({ where: { id } });

describe('GET /api/order', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(world, 'get', '/api/order');
  });

  it('lists the orders that left the cart, with buyer and lines', async () => {
    const orderId = await reservedOrder(world, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    const res = await asAdmin(world, 'get', '/api/order').expect(200);
    const orders = res.body as AdminOrderDto[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: orderId,
      state: 'Created',
      total: '19998.00',
      user: { id: world.ana.user.id, name: 'Ana', email: world.ana.account.email },
      lines: [{ diaHoraId: world.shop.slots.lunes.id, quantity: 2, activity: { name: 'Pilates' } }],
      soldBy: null,
      deskPayment: null,
      subscription: null,
    });
  });

  it("carries each order's latest débito, in any state, or null", async () => {
    const lunes = [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }];
    const [renewed, cancelled, pending, none] = [
      await paidOrder(world, lunes),
      await paidOrder(world, lunes),
      await reservedOrder(world, [{ diaHoraId: world.shop.slots.miercoles.id, quantity: 1 }]),
      await paidOrder(world, lunes),
    ];
    const nextChargeAt = new Date('2026-12-01T12:00:00Z');
    let preapprovals = 0;
    /** A débito as Mercado Pago confirmed it. */
    const debit = (
      orderId: number,
      status: SubscriptionStatus,
      data: Partial<Prisma.SubscriptionUncheckedCreateInput> = {},
    ) =>
      world.prisma.subscription.create({
        data: {
          userId: world.ana.user.id,
          orderId,
          preapprovalId: `pre-orders-${++preapprovals}`,
          authorizeUrl: 'https://mp.test/authorize',
          status,
          providerStatus: status,
          amount: 9999,
          providerAmount: 9999,
          ...data,
        },
      });
    // Turned on, cancelled, then on again: the latest is the live one.
    await debit(renewed, 'Cancelled', { cancelledAt: new Date() });
    await debit(renewed, 'Active', { amount: 12000, providerAmount: 12000, nextChargeAt });
    await debit(cancelled, 'Cancelled', { cancelledAt: new Date(), nextChargeAt });
    await debit(pending, 'Pending');

    const res = await asAdmin(world, 'get', '/api/order').expect(200);
    const subscriptionOf = new Map(
      (res.body as AdminOrderDto[]).map((order) => [order.id, order.subscription]),
    );
    expect(Object.fromEntries(subscriptionOf)).toEqual({
      [renewed]: { status: 'Activa', amount: 12000, nextChargeAt: nextChargeAt.toISOString() },
      // The next charge only of an active one.
      [cancelled]: { status: 'Cancelada', amount: 9999, nextChargeAt: null },
      [pending]: { status: 'Pendiente', amount: 9999, nextChargeAt: null },
      [none]: null,
    });
  });

  it('names the seller of a desk sale and how it was paid, also once refunded', async () => {
    const online = await paidOrder(world, [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }]);
    const sold = await send(world.app, 'post', '/api/order/desk', {
      auth: world.admin,
      body: {
        userId: world.ana.user.id,
        lines: [{ diaHoraId: world.shop.slots.miercoles.id, quantity: 1 }],
        paymentMethod: 'Transferencia',
      },
    }).expect(201);
    const deskId = (sold.body as OrderDto).id;
    const listed = async () =>
      new Map(
        ((await asAdmin(world, 'get', '/api/order').expect(200)).body as AdminOrderDto[]).map(
          (order) => [order.id, order],
        ),
      );

    let orders = await listed();
    expect(orders.get(deskId)).toMatchObject({
      soldBy: 'Admin Prueba',
      deskPayment: 'Transferencia',
      paymentId: `desk-${deskId}`,
      paymentStatus: 'Transferencia',
    });
    expect(orders.get(online)).toMatchObject({ soldBy: null, deskPayment: null });

    await asAdmin(world, 'put', `/api/order/${deskId}`, { state: 'Canceled' }).expect(200);
    orders = await listed();
    expect(orders.get(deskId)).toMatchObject({
      state: 'Refunded',
      paymentStatus: 'refunded',
      soldBy: 'Admin Prueba',
      deskPayment: 'Transferencia',
    });
  });
});

describe('GET /api/order/user/{userId}', () => {
  it('is for the member themself or an admin', async () => {
    const path = `/api/order/user/${world.ana.user.id}`;
    await send(world.app, 'get', path).expect(401);
    const other = await signedInUser(world.prisma, { name: 'Juan' });
    const res = await send(world.app, 'get', path, { auth: other }).expect(403);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    const orderId = await reservedOrder(world, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    for (const auth of [world.ana, world.admin]) {
      const own = await send(world.app, 'get', path, { auth }).expect(200);
      expect((own.body as OrderDto[]).map((o) => o.id)).toEqual([orderId]);
    }
  });
});

describe('PUT /api/order/canceled/{id} by an admin', () => {
  it("cancels a member's reserved order and the places come back", async () => {
    const lunes = world.shop.slots.lunes.id;
    const orderId = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 4 }]);
    expect(await stockOf(world.prisma, lunes)).toBe(6);
    const res = await asAdmin(world, 'put', `/api/order/canceled/${orderId}`).expect(200);
    expect((res.body as { order: OrderDto }).order.state).toBe('Canceled');
    expect((await orderRow(orderId))?.state).toBe('Canceled');
    expect(await stockOf(world.prisma, lunes)).toBe(10);
  });
});

describe('DELETE /api/order/{id}', () => {
  it('is for admins only and deletes nothing otherwise', async () => {
    const orderId = await reservedOrder(world, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await expectAdminOnly(world, 'delete', `/api/order/${orderId}`);
    expect((await orderRow(orderId))?.state).toBe('Created');
  });

  it('releases the places a reserved order held, then deletes it', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const orderId = await reservedOrder(world, [
      { diaHoraId: lunes.id, quantity: 3 },
      { diaHoraId: miercoles.id, quantity: 3 },
    ]);
    expect([
      await stockOf(world.prisma, lunes.id),
      await stockOf(world.prisma, miercoles.id),
    ]).toEqual([7, 0]);
    await asAdmin(world, 'delete', `/api/order/${orderId}`).expect(204);
    expect(await orderRow(orderId)).toBeNull();
    expect(await world.prisma.orderLine.count({ where: { orderId } })).toBe(0);
    expect([
      await stockOf(world.prisma, lunes.id),
      await stockOf(world.prisma, miercoles.id),
    ]).toEqual([10, 3]);
  });

  it('deletes a cancelled order or a cart without touching stock', async () => {
    const lunes = world.shop.slots.lunes.id;
    const canceled = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 2 }]);
    await asAdmin(world, 'put', `/api/order/canceled/${canceled}`).expect(200);
    const cart = await openCart(world.app, world.ana);
    for (const orderId of [canceled, cart]) {
      await asAdmin(world, 'delete', `/api/order/${orderId}`).expect(204);
      expect(await orderRow(orderId)).toBeNull();
    }
    expect(await stockOf(world.prisma, lunes)).toBe(10);
  });

  it('refuses a paid order: it is the payment record and still holds its places', async () => {
    const lunes = world.shop.slots.lunes.id;
    const orderId = await paidOrder(world, [{ diaHoraId: lunes, quantity: 2 }]);
    const res = await asAdmin(world, 'delete', `/api/order/${orderId}`).expect(409);
    expect(res.body).toEqual({ error: ADMIN_MESSAGES.paidOrderCannotBeDeleted });
    expect((await orderRow(orderId))?.state).toBe('Complete');
    expect(await stockOf(world.prisma, lunes)).toBe(8);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await asAdmin(world, 'delete', '/api/order/9999').expect(404);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.orderNotFound });
  });
});
