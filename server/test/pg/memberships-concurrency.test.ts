// PostgreSQL only: memberships at their boundaries. Renewals race the expiry at the end of the
// period, two instances run the membership sweep at once, renewals are paid twice at once, and
// checkouts and cancels go on beside them; afterwards every slot holds
//   stock = capacity − places in active memberships − places in unexpired reservations
// and each membership ended, or was renewed, exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { OrderDto } from '@power-gym/contracts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { renewOrder } from '../../src/features/orders/renew.ts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { cartWith, insertShop, shopWithRoomySlot } from '../support/orders.ts';
import { stockOf } from '../support/fixtures.ts';
import { lockOrderAndRenewals } from '../../src/domain/bookings/orders.ts';
import { bookings } from '../support/memberships.ts';
import { expectedStock } from '../../src/domain/bookings/places.ts';
import { signedInUser, signedInUsers, type SignedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
const DAY = 86_400_000;
let secondInstance: Database;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

/** Places each slot's stock should show, worked out from the orders alone. */
async function invariantHolds(): Promise<{ slot: number; stock: number; expected: number }[]> {
  return world.prisma.$queryRaw`
    SELECT d.id AS slot, d.stock, ${expectedStock} AS expected FROM "DiaHora" d ORDER BY d.id`;
}

const pay = (orderId: number) =>
  world.prisma.$transaction((tx) =>
    bookings.completeOrder(tx, orderId, { id: `pay-${orderId}`, status: 'approved' }),
  );

describe('memberships under concurrency', () => {
  it('keep every slot’s places exact while renewals, payments, expiries and checkouts race', async () => {
    const slotId = await shopWithRoomySlot(world.prisma);
    const admin = await signedInUser(world.prisma, { name: 'Admin', role: 'admin' });
    const holders = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signedInUser(world.prisma, { name: `Abono${i}` })),
    );
    const newcomers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signedInUser(world.prisma, { name: `Nuevo${i}` })),
    );

    // 40 paid memberships; the first 30 reached their end a minute ago.
    const paid: number[] = [];
    for (const holder of holders) {
      const orderId = await cartWith(world.app, holder, [{ diaHoraId: slotId, quantity: 1 }]);
      await checkoutOrder(world.prisma, { orderId, caller: { uid: holder.user.uid } });
      await pay(orderId);
      paid.push(orderId);
    }
    const ended = paid.slice(0, 30);
    await world.prisma.order.updateMany({
      where: { id: { in: ended } },
      data: { periodEnd: new Date(Date.now() - 60_000), reminderAt: new Date(Date.now() - DAY) },
    });
    const newcomerCarts = await Promise.all(
      newcomers.map((member) => cartWith(world.app, member, [{ diaHoraId: slotId, quantity: 1 }])),
    );

    let sweeping = true;
    let sweeps = 0;
    let expiredBySweeps = 0;
    const sweeper = async (db: Database) => {
      while (sweeping) {
        const expired = await bookings.expireMemberships(db.prisma);
        expiredBySweeps += expired;
        sweeps += 1;
      }
    };
    const renewals = new Map<number, number>();
    let paidTwiceWins = 0;
    const racers = Promise.all([
      // The 30 at their end renew and pay, racing the sweep (the first ten pay the renewal twice
      // at once, as two notifications would).
      ...ended.map(async (orderId, i) => {
        const { order } = await renewOrder(world.prisma, {
          orderId,
          codigo: undefined,
          reservationMinutes: 30,
        }).catch(() => ({ order: null as OrderDto | null }));
        if (!order) return;
        renewals.set(orderId, order.id);
        const payments = i < 10 ? [pay(order.id), pay(order.id)] : [pay(order.id)];
        const results = await Promise.all(payments);
        if (i < 10) paidTwiceWins += results.filter(Boolean).length;
      }),
      // The ten still running renew early; half of them then let it lapse (cancel).
      ...paid.slice(30).map(async (orderId, i) => {
        const { order } = await renewOrder(world.prisma, {
          orderId,
          codigo: undefined,
          reservationMinutes: 30,
        });
        renewals.set(orderId, order.id);
        if (i % 2 === 0) await pay(order.id);
        else {
          await request(world.app)
            .put(`/api/order/canceled/${order.id}`)
            .set(holders[30 + i]?.auth ?? {});
        }
      }),
      // 30 newcomers buy the same slot; every third cancels.
      ...newcomers.map(async (member, i) => {
        const orderId = newcomerCarts[i] ?? 0;
        await request(world.app).post('/api/order/checkout').set(member.auth).send({ orderId });
        if (i % 3 === 0) {
          await request(world.app).put(`/api/order/canceled/${orderId}`).set(member.auth);
        }
      }),
    ]).finally(() => {
      sweeping = false;
    });
    await Promise.all([racers, sweeper(world.db), sweeper(secondInstance)]);
    // A last sweep from each instance: nothing past its end stays held.
    for (const db of [world.db, secondInstance]) {
      const expired = await bookings.expireMemberships(db.prisma);
      expiredBySweeps += expired;
    }

    const orders = await world.prisma.order.findMany({
      where: { id: { in: [...ended, ...renewals.values()] } },
      select: {
        id: true,
        state: true,
        membership: true,
        placesTaken: true,
        periodStart: true,
        periodEnd: true,
        renewsOrderId: true,
      },
    });
    const byId = new Map(orders.map((o) => [o.id, o]));
    let renewedInTime = 0;
    let expiredThenBought = 0;
    for (const orderId of ended) {
      const original = byId.get(orderId);
      const renewal = byId.get(renewals.get(orderId) ?? 0);
      expect(renewal?.state).toBe('Complete');
      if (original?.membership === 'Renewed') {
        // The renewal won the race: no gap, no place taken.
        renewedInTime += 1;
        expect(renewal?.placesTaken).toBe(false);
        expect(renewal?.periodStart).toEqual(
          await world.prisma.order
            .findUniqueOrThrow({ where: { id: orderId } })
            .then((o) => o.periodEnd),
        );
      } else {
        // The sweep won: the renewal was a new purchase that took a free place.
        expiredThenBought += 1;
        expect(original?.membership).toBe('Expired');
        expect(renewal?.placesTaken).toBe(true);
      }
      // Paid twice or not, one period.
      expect((renewal?.periodEnd?.getTime() ?? 0) - (renewal?.periodStart?.getTime() ?? 0)).toBe(
        30 * DAY,
      );
    }
    expect(renewedInTime + expiredThenBought).toBe(30);
    expect(paidTwiceWins).toBe(10);

    const expiredMails = await world.prisma.emailOutbox.count({
      where: { kind: 'membershipExpired' },
    });
    const expiredOrders = await world.prisma.order.count({ where: { membership: 'Expired' } });
    expect(expiredMails).toBe(expiredOrders);
    expect(expiredBySweeps).toBe(expiredOrders);
    expect(expiredOrders).toBe(expiredThenBought);
    expect(
      await world.prisma.order.count({
        where: { membership: 'Active', periodEnd: { lt: new Date() } },
      }),
    ).toBe(0);

    for (const row of await invariantHolds()) {
      expect(row.stock, `slot ${row.slot}`).toBe(Number(row.expected));
      expect(row.stock).toBeGreaterThanOrEqual(0);
    }
    const listed = await request(world.app)
      .get('/api/order?ending=true')
      .set(admin.auth)
      .expect(200);
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(0);
    console.info(
      `memberships race: ${sweeps} sweeps over 2 instances, ${expiredOrders} expiries, ` +
        `${renewedInTime} renewals paid in time, ${expiredThenBought} renewals after expiry, ` +
        `${renewals.size} renewals in all, 10 renewals paid twice (10 winning payments); invariant held on ${(await invariantHolds()).length} slots`,
    );
  });
});

describe('a renewal of some classes at the end of the period', () => {
  it('gives each class left out back exactly once while refunds race the sweep at that end', async () => {
    const shop = await insertShop(world.prisma);
    const kept = shop.slots.lunes.id;
    const leftOut = shop.slots.miercoles.id;
    await world.prisma.diaHora.updateMany({
      where: { id: { in: [kept, leftOut] } },
      data: { capacity: 100, stock: 100 },
    });
    const other = await signedInUser(world.prisma, { name: 'Otra' });
    const members = await signedInUsers(
      world.prisma,
      Array.from({ length: 30 }, (_, i) => ({ name: `Parcial${i}` })),
    );
    // Twenty places held by someone else, so a place given back twice shows below capacity.
    await buyAndPay(other, [{ diaHoraId: leftOut, quantity: 20 }]);
    const pairs: { orderId: number; renewalId: number }[] = [];
    for (const member of members) {
      const orderId = await buyAndPay(member, [
        { diaHoraId: kept, quantity: 1 },
        { diaHoraId: leftOut, quantity: 1 },
      ]);
      const { order } = await renewOrder(world.prisma, {
        orderId,
        codigo: undefined,
        slotIds: [kept],
        reservationMinutes: 30,
      });
      await pay(order.id);
      pairs.push({ orderId, renewalId: order.id });
    }
    const end = new Date(Date.now() + DAY);
    await world.prisma.order.updateMany({
      where: { id: { in: pairs.map((pair) => pair.orderId) } },
      data: { periodEnd: end, reminderAt: new Date(end.getTime() - DAY) },
    });
    expect(await stockOf(world.prisma, leftOut)).toBe(100 - 20 - 30);

    // Each refund began a moment before the end; the sweeps run a moment after it. Half refund
    // the renewal (the order it renewed may resume), half the order renewed (its class left out
    // goes back at once).
    const before = new Date(end.getTime() - 1);
    const after = new Date(end.getTime() + 1);
    const refund = (orderId: number) =>
      world.prisma.$transaction(async (tx) => {
        await lockOrderAndRenewals(tx, orderId);
        return bookings.refundOrder(tx, orderId, before);
      });
    let sweeping = true;
    let swept = 0;
    const sweep = async (db: Database) => {
      const changed = await bookings.expireMemberships(db.prisma, after);
      swept += changed;
    };
    const refunding = pairs.map(({ orderId, renewalId }, i) =>
      refund(i % 2 === 0 ? renewalId : orderId),
    );
    const refunds = Promise.all(refunding).finally(() => {
      sweeping = false;
    });
    // The sweeps join once the first refunds are in, so both sides win some.
    const sweeper = async (db: Database) => {
      await Promise.all(refunding.slice(0, 4));
      while (sweeping) await sweep(db);
    };
    await Promise.all([refunds, sweeper(world.db), sweeper(secondInstance)]);
    await sweep(world.db);

    const renewed = await world.prisma.order.findMany({
      where: { id: { in: pairs.map((pair) => pair.orderId) } },
      select: { id: true, state: true, membership: true },
    });
    const resumed = renewed.filter((o) => o.membership === 'Expired').length;
    expect(resumed + renewed.filter((o) => o.membership === 'Renewed').length).toBe(30);
    expect(renewed.filter((o) => o.state === 'Refunded')).toHaveLength(15);
    expect(await world.prisma.orderLine.count({ where: { leftOutHeld: true } })).toBe(0);
    // Every class left out went back once: only the other member's twenty remain taken.
    expect(await stockOf(world.prisma, leftOut)).toBe(80);
    // The renewals of the orders refunded hold on; the others ended.
    expect(await stockOf(world.prisma, kept)).toBe(85);
    for (const row of await invariantHolds()) {
      expect(row.stock, `slot ${row.slot}`).toBe(Number(row.expected));
    }
    console.info(
      `partial renewals at the end: 30 refunds (15 of renewals, 15 of the orders renewed) against ` +
        `2 sweeping instances; ${resumed} orders resumed then expired, ${swept} sweep ` +
        `changes; the class left out went back once for all 30`,
    );
  });
});

/** Buys, checks out and pays these lines for the member: the paid order's id. */
async function buyAndPay(
  member: SignedInUser,
  lines: { diaHoraId: number; quantity: number }[],
): Promise<number> {
  const orderId = await cartWith(world.app, member, lines);
  await checkoutOrder(world.prisma, { orderId, caller: { uid: member.user.uid } });
  await pay(orderId);
  return orderId;
}

describe('a refund of a renewal of some classes, caught behind the sweep at the end', () => {
  it('does not hand the order it renewed a class the sweep just gave back', async () => {
    const shop = await insertShop(world.prisma);
    const kept = shop.slots.lunes.id;
    const leftOut = shop.slots.miercoles.id;
    const member = await signedInUser(world.prisma, { name: 'Tardía' });
    const orderId = await buyAndPay(member, [
      { diaHoraId: kept, quantity: 1 },
      { diaHoraId: leftOut, quantity: 1 },
    ]);
    const { order: renewal } = await renewOrder(world.prisma, {
      orderId,
      codigo: undefined,
      slotIds: [kept],
      reservationMinutes: 30,
    });
    await pay(renewal.id);
    const { periodEnd } = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const end = periodEnd ?? new Date();

    // A third transaction holds the class's slot, so the sweep stops inside its own transaction,
    // holding the renewed order, once it has taken back the class left out.
    let letGo = () => {};
    const slotHeld = new Promise<void>((resolve) => {
      void world.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM "DiaHora" WHERE id = ${leftOut} FOR UPDATE`;
          resolve();
          await new Promise<void>((release) => (letGo = release));
        },
        { timeout: 30_000 },
      );
    });
    await slotHeld;
    const sweep = bookings.expireMemberships(secondInstance.prisma, new Date(end.getTime() + 1));
    await waitingForLocks(1);
    // The refund was asked a moment before the end, and waits for the sweep's lock.
    const refund = world.prisma.$transaction(async (tx) => {
      await lockOrderAndRenewals(tx, renewal.id);
      return bookings.refundOrder(tx, renewal.id, new Date(end.getTime() - 1));
    });
    await waitingForLocks(2);
    letGo();
    expect(await sweep).toBe(1);
    expect(await refund).toBe(true);

    const renewed = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(renewed.membership).toBe('Renewed');
    expect(await stockOf(world.prisma, leftOut)).toBe(3);
    expect(await stockOf(world.prisma, kept)).toBe(10);
    for (const row of await invariantHolds()) {
      expect(row.stock, `slot ${row.slot}`).toBe(Number(row.expected));
    }
  });
});

/** Resolves once `count` statements of this database wait for a row lock. */
async function waitingForLocks(count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await world.prisma.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} statements ever waited for a lock`);
}
