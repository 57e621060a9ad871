// PostgreSQL only: a débito's charges at their boundaries (issue 33). A charge races the expiry
// sweep at the period's end, a cancel races a charge, and one charge is notified several times at
// once on two instances. Each membership is extended, or ends and its charge is given back,
// exactly once; every slot keeps stock = capacity − held − reserved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { cancelSubscription } from '../../src/features/subscriptions/cancel.ts';
import { applyCharge } from '../../src/domain/subscriptions/charges.ts';
import { expectedStock } from '../../src/domain/bookings/places.ts';
import type { PaymentProvider, ProviderCharge } from '../../src/lib/mercadopago-provider.ts';
import { shopWithRoomySlot } from '../support/orders.ts';
import { debitedMembership } from '../support/debits.ts';
import { bookings } from '../support/memberships.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
const logger = pino({ level: 'silent' });
const DAY = 86_400_000;
let secondInstance: Database;
let slotId: number;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
beforeEach(async () => {
  slotId = await shopWithRoomySlot(world.prisma);
});
afterAll(async () => {
  await secondInstance?.close();
});

/** Mercado Pago as the cancel meets it: it takes every change. */
const provider = {
  updateSubscription: async (id: string, change: { status?: string }) => ({
    id,
    status: change.status ?? 'authorized',
    externalReference: null,
    amount: null,
    currency: 'ARS',
    nextPaymentDate: null,
  }),
} as unknown as PaymentProvider;

let members = 0;
/** `count` paid memberships, each paid by an authorised débito; answers their order ids. */
async function debitedMemberships(count: number): Promise<number[]> {
  const orders: number[] = [];
  for (let i = 0; i < count; i += 1) {
    members += 1;
    const { orderId } = await debitedMembership(world, slotId, `Debito${members}`);
    orders.push(orderId);
  }
  return orders;
}

const approvedCharge = (orderId: number): ProviderCharge => ({
  id: `charge-${orderId}`,
  preapprovalId: `pre-${orderId}`,
  status: 'processed',
  paymentId: `mp-${orderId}`,
  paymentStatus: 'approved',
  paymentStatusDetail: 'accredited',
  amount: 5000,
  currency: 'ARS',
  externalReference: `abono-${orderId}`,
  dateLastUpdated: new Date().toISOString(),
});

/** What became of each membership: extended by its charge, or ended with the charge given back. */
async function outcomes(orderIds: number[]) {
  let extended = 0;
  let refunded = 0;
  for (const orderId of orderIds) {
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const renewals = await world.prisma.order.findMany({ where: { renewsOrderId: orderId } });
    const charge = await world.prisma.subscriptionCharge.findUniqueOrThrow({
      where: { chargeId: `charge-${orderId}` },
    });
    if (order.membership === 'Renewed') {
      extended += 1;
      expect(renewals).toHaveLength(1);
      expect(renewals[0]).toMatchObject({ state: 'Complete', membership: 'Active' });
      expect(renewals[0]?.periodStart).toEqual(order.periodEnd);
      expect(charge).toMatchObject({ orderId: renewals[0]?.id, refundDue: false });
    } else {
      refunded += 1;
      expect(renewals).toHaveLength(0);
      expect(charge).toMatchObject({ orderId: null, refundDue: true });
    }
  }
  return { extended, refunded };
}

async function invariantHolds() {
  const rows = await world.prisma.$queryRaw<{ slot: number; stock: number; expected: number }[]>`
    SELECT d.id AS slot, d.stock, ${expectedStock} AS expected FROM "DiaHora" d ORDER BY d.id`;
  for (const row of rows) expect(row.stock, `slot ${row.slot}`).toBe(Number(row.expected));
}

describe('débito charges under concurrency', () => {
  it('a charge racing the expiry sweep extends the membership or ends it with the money back, once', async () => {
    const orders = await debitedMemberships(30);
    await world.prisma.order.updateMany({
      where: { id: { in: orders } },
      data: { periodEnd: new Date(Date.now() - 60_000), reminderAt: new Date(Date.now() - DAY) },
    });
    let expiredBySweeps = 0;
    await Promise.all([
      // Spread over the sweeps' time, so both win some.
      ...orders.map(async (orderId, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 4));
        await applyCharge(
          i % 2 === 0 ? world.prisma : secondInstance.prisma,
          bookings,
          approvedCharge(orderId),
          logger,
        );
      }),
      ...[world.db, secondInstance].map(async (db) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (let round = 0; round < 5; round += 1) {
          const expired = await bookings.expireMemberships(db.prisma);
          expiredBySweeps += expired;
        }
      }),
    ]);
    // The charges' replays, after the dust settles, change nothing.
    await Promise.all(
      orders.map((orderId) => applyCharge(world.prisma, bookings, approvedCharge(orderId), logger)),
    );
    const lastSweep = await bookings.expireMemberships(world.prisma);
    expiredBySweeps += lastSweep;

    const { extended, refunded } = await outcomes(orders);
    expect(extended + refunded).toBe(30);
    expect(expiredBySweeps).toBe(refunded);
    const cancelled = await world.prisma.subscription.count({
      where: { orderId: { in: orders }, status: 'Cancelled' },
    });
    expect(cancelled).toBe(refunded);
    expect(await world.prisma.emailOutbox.count({ where: { kind: 'subscriptionCharged' } })).toBe(
      extended,
    );
    await invariantHolds();
    console.info(
      `charge vs expiry: 30 memberships at their end, 30 charges + 30 replays over 2 instances, ` +
        `${extended} extended, ${refunded} expired with the charge due back; invariant held`,
    );
  });

  it('a cancel racing a charge: the charge extends the period or is given back, never both', async () => {
    const orders = await debitedMemberships(30);
    await Promise.all(
      orders.flatMap((orderId, i) => [
        cancelSubscription(world.prisma, provider, logger, orderId),
        applyCharge(
          i % 2 === 0 ? world.prisma : secondInstance.prisma,
          bookings,
          approvedCharge(orderId),
          logger,
        ),
      ]),
    );
    const { extended, refunded } = await outcomes(orders);
    expect(extended + refunded).toBe(30);
    // Every débito ends cancelled, whichever came first (a cancel after the extension finds the
    // débito on the renewal, where it followed).
    for (const orderId of orders) {
      const live = await world.prisma.subscription.count({
        where: { preapprovalId: `pre-${orderId}`, status: { not: 'Cancelled' } },
      });
      expect(live, `order ${orderId}`).toBe(0);
    }
    await invariantHolds();
    console.info(
      `cancel vs charge: 30 cancels racing 30 charges over 2 instances, ${extended} charged ` +
        `before the cancel (extended), ${refunded} after (given back); no débito left live`,
    );
  });

  it('one charge notified six times at once on two instances extends once and mails once', async () => {
    const [orderId = 0] = await debitedMemberships(1);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        applyCharge(
          i % 2 === 0 ? world.prisma : secondInstance.prisma,
          bookings,
          approvedCharge(orderId),
          logger,
        ),
      ),
    );
    expect(results.filter((outcome) => outcome === 'extended')).toHaveLength(1);
    expect(results.filter((outcome) => outcome === 'ignored')).toHaveLength(5);
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(1);
    const renewal = await world.prisma.order.findFirstOrThrow({
      where: { renewsOrderId: orderId },
    });
    expect(
      await world.prisma.emailOutbox.count({
        where: { kind: 'subscriptionCharged', orderId: renewal.id },
      }),
    ).toBe(1);
    await invariantHolds();
  });
});
