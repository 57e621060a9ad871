// Records kept (issue 21): deleting a member removes the person and keeps the sales. Their
// reservations and held memberships end with the places back (and offered to the waitlist),
// their paid orders stay with their totals, and no foreign key cascades a paid order away.
import { describe, expect, it } from 'vitest';
import { DELETED_MEMBER_NAME, type AdminOrderDto, type UserDto } from '@power-gym/contracts';
import { asAdmin, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { checkedOut, openCart } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';
import { accountExists } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const adminOrders = async () =>
  (await asAdmin(world, 'get', '/api/order?pageSize=100').expect(200)).body as AdminOrderDto[];
/** What the gym's accounts read of each order: everything but the buyer's name. */
const accounts = (orders: AdminOrderDto[]) =>
  orders.map(({ id, state, total, discountCode, paymentId, lines }) => ({
    id,
    state,
    total,
    discountCode,
    paymentId,
    lines: lines.map((line) => [line.diaHoraId, line.quantity, line.subtotal]),
  }));

/** Ana: a paid membership of both Boxeo places and 2 Pilates, a reservation, a cart, a review. */
async function anaWithHistory() {
  const { lunes, miercoles } = world.shop.slots;
  const paid = await checkedOut(world.app, world.ana, [
    { diaHoraId: miercoles.id, quantity: 3 },
    { diaHoraId: lunes.id, quantity: 2 },
  ]);
  await asAdmin(world, 'put', `/api/order/${paid}`, { state: 'Complete' }).expect(200);
  const expired = await checkedOut(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
  await asAdmin(world, 'put', `/api/order/${expired}`, { state: 'Complete' }).expect(200);
  await world.prisma.order.update({ where: { id: expired }, data: { membership: 'Expired' } });
  await world.prisma.diaHora.update({ where: { id: lunes.id }, data: { stock: { increment: 1 } } });
  const reserved = await checkedOut(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 4 }]);
  const cart = await openCart(world.app, world.ana);
  await send(world.app, 'post', '/api/orderline/cart', {
    auth: world.ana,
    body: { orderId: cart, lines: [{ diaHoraId: lunes.id, quantity: 1 }] },
  }).expect(200);
  await world.prisma.review.updateMany({
    where: { userId: world.ana.user.id },
    data: { rating: 5, description: 'Excelente' },
  });
  await send(world.app, 'get', '/api/membership/calendar', { auth: world.ana }).expect(200);
  // Juan waits for Boxeo, which Ana fills.
  await send(world.app, 'post', `/api/diahora/${miercoles.id}/waitlist`, {
    auth: world.juan,
    body: {},
  }).expect(201);
  return { paid, expired, reserved, cart };
}

describe('deleting a member', () => {
  it('removes the person, ends what they hold and keeps every sale with its figures', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const { paid, expired, reserved, cart } = await anaWithHistory();
    expect(await stockOf(world.prisma, lunes.id)).toBe(10 - 2 - 4);
    expect(await stockOf(world.prisma, miercoles.id)).toBe(0);
    const before = await adminOrders();
    const anaIds = before.filter((order) => order.userId === world.ana.user.id).map((o) => o.id);
    expect(anaIds.sort()).toEqual([paid, expired, reserved].sort());

    const res = await send(world.app, 'delete', `/api/user/${world.ana.user.id}`, {
      auth: world.admin,
    }).expect(200);
    expect((res.body as UserDto).email).toBe(world.ana.account.email);

    // The person is gone: sign-in account, personal data, reviews, feed, cart, line.
    expect(await accountExists(world.ana.account.uid)).toBe(false);
    const row = await world.prisma.user.findUniqueOrThrow({ where: { id: world.ana.user.id } });
    expect(row).toMatchObject({
      name: DELETED_MEMBER_NAME,
      lastName: '',
      phoneNumber: null,
      image: null,
      role: 'socio',
      trainerId: null,
    });
    expect(row.email).not.toBe(world.ana.account.email);
    expect(row.uid).not.toBe(world.ana.account.uid);
    expect(row.deletedAt).not.toBeNull();
    expect(await world.prisma.review.count({ where: { userId: row.id } })).toBe(0);
    expect(await world.prisma.calendarFeed.count({ where: { userId: row.id } })).toBe(0);
    expect(await world.prisma.order.findUnique({ where: { id: cart } })).toBeNull();
    expect(await world.prisma.emailOutbox.count({ where: { to: world.ana.account.email } })).toBe(
      0,
    );

    // What they held ends: the reservation is cancelled, the membership expired, places back.
    expect(await orderOf(reserved)).toMatchObject({ state: 'Canceled' });
    expect(await orderOf(paid)).toMatchObject({ state: 'Complete', membership: 'Expired' });
    expect(await orderOf(expired)).toMatchObject({ state: 'Complete', membership: 'Expired' });
    expect(await stockOf(world.prisma, lunes.id)).toBe(10);
    // Boxeo's three places: one offered to Juan, who waited; two free.
    expect(await stockOf(world.prisma, miercoles.id)).toBe(2);
    const juanOffer = await world.prisma.order.findFirst({
      where: { userId: world.juan.user.id, state: 'Created' },
      include: { lines: true },
    });
    expect(juanOffer?.lines).toMatchObject([{ diaHoraId: miercoles.id, quantity: 1 }]);

    // The gym's accounts read the same, the buyer now 'Socio eliminado'; no new member listed.
    const after = await adminOrders();
    const reservedAfter = { ...accounts(before).find((o) => o.id === reserved), state: 'Canceled' };
    expect(accounts(after.filter((o) => anaIds.includes(o.id)))).toEqual(
      accounts(before.filter((o) => anaIds.includes(o.id))).map((o) =>
        o.id === reserved ? reservedAfter : o,
      ),
    );
    for (const order of after.filter((o) => anaIds.includes(o.id))) {
      expect(order.user).toMatchObject({ name: DELETED_MEMBER_NAME });
    }
    const users = (await asAdmin(world, 'get', '/api/user').expect(200)).body as UserDto[];
    expect(users.map((user) => user.id)).not.toContain(world.ana.user.id);
    const found = (await asAdmin(world, 'get', '/api/user?q=socio').expect(200)).body as UserDto[];
    expect(found).toEqual([]);

    // Gone for the API too, and the database refuses to cascade the sales away.
    await send(world.app, 'delete', `/api/user/${world.ana.user.id}`, { auth: world.admin }).expect(
      404,
    );
    await expect(world.prisma.user.delete({ where: { id: row.id } })).rejects.toThrow();
    expect(await world.prisma.order.count({ where: { userId: row.id } })).toBe(3);
  });

  it("is the member's own 'Eliminar mi cuenta'; an admin cannot delete themselves", async () => {
    const { lunes } = world.shop.slots;
    const reserved = await checkedOut(world.app, world.juan, [
      { diaHoraId: lunes.id, quantity: 2 },
    ]);
    await send(world.app, 'delete', `/api/user/${world.ana.user.id}`, { auth: world.juan }).expect(
      403,
    );
    await send(world.app, 'delete', `/api/user/${world.juan.user.id}`, { auth: world.juan }).expect(
      200,
    );
    expect(await accountExists(world.juan.account.uid)).toBe(false);
    expect(await orderOf(reserved)).toMatchObject({ state: 'Canceled' });
    expect(await stockOf(world.prisma, lunes.id)).toBe(10);
    await send(world.app, 'delete', `/api/user/${world.admin.user.id}`, {
      auth: world.admin,
    }).expect(403);
  });
});
