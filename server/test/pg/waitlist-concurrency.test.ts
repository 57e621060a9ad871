// PostgreSQL only: a full slot's waitlist while places free from every side at once. Memberships
// expire and are refunded (each refund racing its own notification), reservations are
// cancelled, an admin raises the capacity; meanwhile members join and leave the line, pay or
// decline their offers, offers lapse, and two instances run the sweeps. Afterwards:
//   stock = capacity − places in active memberships − places in unexpired reservations (offers
//   included), never negative; no place is free while someone waits without an offer; each
//   member holds at most one offer; every offer made was mailed once and ended one way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createBookings, type BookingPolicy } from '../../src/domain/bookings/index.ts';
import { lockOrderAndRenewals } from '../../src/domain/bookings/orders.ts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { cartWith, insertShop } from '../support/orders.ts';
import { PERIOD } from '../support/memberships.ts';
import { expectedStock } from '../../src/domain/bookings/places.ts';
import { signedInUser, type SignedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', postgres: true });
let secondInstance: Database;

/** Offers held for about a second, so lapses happen during the race. */
const POLICY: BookingPolicy = { ...PERIOD, offerHours: 0.0003 };
const policyBookings = createBookings(POLICY);

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a waitlist under concurrency', () => {
  it('offers each freed place to one member at a time and never leaves it idle', async () => {
    const shop = await insertShop(world.prisma);
    const slotId = shop.slots.lunes.id;
    await world.prisma.diaHora.update({ where: { id: slotId }, data: { capacity: 25, stock: 25 } });
    const admin = await signedInUser(world.prisma, { name: 'Admin', role: 'admin' });
    const people = (prefix: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          signedInUser(world.prisma, { name: `${prefix}${i}` }),
        ),
      );
    const holders = await people('Abono', 20);
    const reservers = await people('Reserva', 5);
    const waiters = await people('Espera', 30);
    const joiners = await people('Tarde', 10);

    const buy = async (member: SignedInUser) => {
      const orderId = await cartWith(world.app, member, [{ diaHoraId: slotId, quantity: 1 }]);
      await checkoutOrder(world.prisma, { orderId, caller: { uid: member.user.uid } });
      return orderId;
    };
    const paid: number[] = [];
    for (const holder of holders) {
      const orderId = await buy(holder);
      await world.prisma.$transaction((tx) =>
        policyBookings.completeOrder(tx, orderId, { id: `pay-${orderId}`, status: 'approved' }),
      );
      paid.push(orderId);
    }
    const reserved: number[] = [];
    for (const member of reservers) reserved.push(await buy(member));
    const join = (member: SignedInUser) =>
      request(world.app).post(`/api/diahora/${slotId}/waitlist`).set(member.auth).send({});
    const joined = await Promise.all(waiters.map(join));
    expect(joined.map((res) => res.status)).toEqual(waiters.map(() => 201));
    // 10 memberships reached their end; 5 more are refunded.
    const expiring = paid.slice(0, 10);
    const refunded = paid.slice(10, 15);
    await world.prisma.order.updateMany({
      where: { id: { in: expiring } },
      data: { periodEnd: new Date(Date.now() - 1000) },
    });

    const payers = new Set(waiters.filter((_, i) => i % 3 === 0).map((m) => m.user.id));
    const decliners = new Set(waiters.filter((_, i) => i % 3 === 1).map((m) => m.user.id));
    const leavers = waiters.filter((_, i) => i % 3 === 2).slice(0, 5);
    let racing = true;
    let sweeps = 0;
    let paidOffers = 0;
    let declined = 0;

    const openOffers = (userIds: Set<number>) =>
      world.prisma.waitlistEntry.findMany({
        where: { userId: { in: [...userIds] }, offerOrderId: { not: null } },
        select: { offerOrderId: true },
      });
    const sweeper = async (db: Database) => {
      while (racing) {
        await policyBookings.expireMemberships(db.prisma);
        await policyBookings.expireReservations(db.prisma);
        sweeps += 1;
        await pause(20);
      }
    };
    const payer = async () => {
      while (racing) {
        for (const { offerOrderId } of await openOffers(payers)) {
          const done = await world.prisma.$transaction((tx) =>
            policyBookings.completeOrder(tx, offerOrderId ?? 0, {
              id: `offer-${offerOrderId}`,
              status: 'approved',
            }),
          );
          if (done) paidOffers += 1;
        }
        await pause(15);
      }
    };
    const decliner = async () => {
      while (racing) {
        for (const { offerOrderId } of await openOffers(decliners)) {
          const done = await secondInstance.prisma.$transaction((tx) =>
            policyBookings.cancelOrder(tx, offerOrderId ?? 0),
          );
          if (done) declined += 1;
        }
        await pause(25);
      }
    };
    const refund = (orderId: number, db: Database) =>
      db.prisma.$transaction(async (tx) => {
        await lockOrderAndRenewals(tx, orderId);
        return policyBookings.refundOrder(tx, orderId);
      });
    const oneShots = async () => {
      const results = await Promise.all([
        // Each refund twice at once: the admin's and Mercado Pago's notification.
        ...refunded.flatMap((id) => [refund(id, world.db), refund(id, secondInstance)]),
        ...reserved.map((id, i) =>
          request(world.app)
            .put(`/api/order/canceled/${id}`)
            .set(reservers[i]?.auth ?? {}),
        ),
        request(world.app).put(`/api/diahora/${slotId}`).set(admin.auth).send({ capacity: 28 }),
        ...leavers.map((member) =>
          request(world.app).delete(`/api/diahora/${slotId}/waitlist`).set(member.auth),
        ),
        ...joiners.map(join),
      ]);
      const refundWins = results.slice(0, 10).filter((won) => won === true).length;
      const statuses = results.slice(10).map((res) => (res as request.Response).status);
      return { refundWins, statuses };
    };

    // Reads one snapshot at a time: the slot's figures agree with its orders and line throughout.
    let audits = 0;
    const auditor = async () => {
      while (racing) {
        const seen = await world.prisma.$transaction(
          async (tx) => {
            const [row] = await tx.$queryRaw<{ stock: number; expected: number; idle: boolean }[]>`
              SELECT d.stock, ${expectedStock} AS expected,
                     d.stock > 0 AND EXISTS (SELECT 1 FROM "WaitlistEntry" w
                                              WHERE w."diaHoraId" = d.id AND w."offerOrderId" IS NULL) AS idle
                FROM "DiaHora" d WHERE d.id = ${slotId}`;
            const doubled = await tx.$queryRaw<unknown[]>`
              SELECT o."userId" FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o.id
               WHERE l."diaHoraId" = ${slotId} AND o.state = 'Created'
               GROUP BY o."userId" HAVING count(*) > 1`;
            return { row, doubled: doubled.length };
          },
          { isolationLevel: 'RepeatableRead' },
        );
        expect(seen.row?.stock).toBe(Number(seen.row?.expected));
        expect(seen.row?.idle).toBe(false);
        expect(seen.doubled).toBe(0);
        audits += 1;
        await pause(10);
      }
    };

    const race = oneShots();
    const loops = [sweeper(world.db), sweeper(secondInstance), payer(), decliner(), auditor()];
    const { refundWins, statuses } = await race;
    // Let offers flow and lapse for a few seconds, then stop and settle with a last sweep far
    // in the future (every offer still open lapses and passes on until the line is empty).
    await pause(4000);
    racing = false;
    await Promise.all(loops);
    const farFuture = new Date(Date.now() + 48 * 3_600_000);
    for (let i = 0; i < 60; i += 1) {
      const lapsed = await policyBookings.expireReservations(world.prisma, farFuture);
      if (lapsed === 0) break;
    }

    expect(refundWins).toBe(5);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]); // cancels
    expect(statuses[5]).toBe(200); // capacity
    for (const status of statuses.slice(6, 11)) expect([204, 404]).toContain(status); // leaves
    for (const status of statuses.slice(11)) expect([201, 409]).toContain(status); // late joins

    const [slot] = await world.prisma.$queryRaw<{ stock: number; expected: number }[]>`
      SELECT d.stock, ${expectedStock} AS expected FROM "DiaHora" d WHERE d.id = ${slotId}`;
    expect(slot?.stock).toBe(Number(slot?.expected));
    expect(slot?.stock).toBeGreaterThanOrEqual(0);
    const waitingWithoutOffer = await world.prisma.waitlistEntry.count({
      where: { diaHoraId: slotId, offerOrderId: null },
    });
    // Never idle while someone waits: a free place and a member waiting without an offer never
    // coexist (after the settling sweep, offers are all gone: paid, declined or lapsed).
    expect(slot?.stock === 0 || waitingWithoutOffer === 0).toBe(true);
    expect(await world.prisma.waitlistEntry.count({ where: { offerOrderId: { not: null } } })).toBe(
      0,
    );

    const offers = await world.prisma.emailOutbox.findMany({
      where: { kind: 'waitlistOffer' },
      select: { orderId: true },
    });
    const offerOrders = await world.prisma.order.findMany({
      where: { id: { in: offers.map((mail) => mail.orderId ?? 0) } },
      select: { id: true, userId: true, state: true, membership: true },
    });
    expect(new Set(offers.map((mail) => mail.orderId)).size).toBe(offers.length);
    const paidState = offerOrders.filter((o) => o.state === 'Complete');
    const canceled = offerOrders.filter((o) => o.state === 'Canceled');
    expect(paidState.length + canceled.length).toBe(offerOrders.length);
    expect(paidState.length).toBe(paidOffers);
    // Paid offers belong to distinct members, each now holding one place and out of the line.
    expect(new Set(paidState.map((o) => o.userId)).size).toBe(paidState.length);
    expect(
      await world.prisma.waitlistEntry.count({
        where: { userId: { in: paidState.map((o) => o.userId) } },
      }),
    ).toBe(0);
    expect(await world.prisma.order.count({ where: { state: 'Refunded' } })).toBe(5);
    expect(await world.prisma.emailOutbox.count({ where: { kind: 'orderRefunded' } })).toBe(5);

    console.info(
      `waitlist race: ${sweeps} sweeps over 2 instances, ${audits} snapshot audits; 23 places freed (10 expiries, 5 refunds ` +
        `each raced twice, 5 cancels, capacity +3) for ${waiters.length} + ${joiners.length} members; ` +
        `${offers.length} offers made: ${paidState.length} paid, ${declined} declined, ` +
        `${canceled.length - declined} lapsed or left; ${statuses.slice(11).filter((s) => s === 201).length} ` +
        `late joins accepted; stock ${slot?.stock}, ${waitingWithoutOffer} still waiting; invariant held`,
    );
  });
});
