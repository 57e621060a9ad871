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
import { cartWith, shopWithRoomySlot } from '../support/orders.ts';
import { bookings } from '../support/memberships.ts';
import { expectedStock } from '../../src/domain/bookings/places.ts';
import { signedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', postgres: true });
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
    const admin = await signedInUser(world.prisma, { name: 'Admin', isAdmin: true });
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
