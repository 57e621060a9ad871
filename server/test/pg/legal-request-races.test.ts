// PostgreSQL only: a confirmed arrepentimiento (issue 34) at the same moment as the admin's refund
// of the same order and the débito's monthly charge, on two instances; and one link confirmed
// several times at once. Each order is refunded at Mercado Pago once (the refund's idempotency key
// is the order's, as Mercado Pago dedupes it) and moves to Refunded once; the charge extends the
// membership (when it came first) or is given back; each request has one outcome and one mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { LEGAL_REQUEST_MESSAGES } from '@power-gym/contracts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { cancelByAdmin } from '../../src/features/orders/refund.ts';
import { confirmLegalRequest } from '../../src/features/legal-requests/confirm.ts';
import { submitLegalRequest } from '../../src/features/legal-requests/submit.ts';
import { applyCharge } from '../../src/domain/subscriptions/charges.ts';
import { expectedStock } from '../../src/domain/bookings/places.ts';
import type { PaymentProvider, ProviderCharge } from '../../src/lib/mercadopago-provider.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { shopWithRoomySlot } from '../support/orders.ts';
import { debitedMembership } from '../support/debits.ts';
import { bookings } from '../support/memberships.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
const logger = pino({ level: 'silent' });
const PUBLIC_URL = 'http://localhost:3001';
let secondInstance: Database;
let slotId: number;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
beforeEach(async () => {
  slotId = await shopWithRoomySlot(world.prisma);
  refundCalls = 0;
  refunds.clear();
});
afterAll(async () => {
  await secondInstance?.close();
});

/** Every refund Mercado Pago was asked for, and those it made (one per idempotency key). */
let refundCalls = 0;
const refunds = new Map<string, string>();
/** Mercado Pago as these callers meet it: it refunds once per key and takes débito changes. */
const provider = {
  refundPayment: async (paymentId: string, key: string) => {
    refundCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    refunds.set(`${paymentId}:${key}`, paymentId);
  },
  getPayment: async () => null,
  updateSubscription: async (id: string, change: { status?: string }) => ({
    id,
    status: change.status ?? 'authorized',
    externalReference: null,
    amount: null,
    currency: 'ARS',
    nextPaymentDate: null,
  }),
} as unknown as PaymentProvider;
const deps = { provider, logger, bookings };

let members = 0;
/** A member's paid membership with an authorised débito, and their arrepentimiento's link. */
async function requestedRefund(): Promise<{ orderId: number; code: string; token: string }> {
  members += 1;
  const { member, orderId } = await debitedMembership(world, slotId, `Arrepentido${members}`);
  const { code } = await submitLegalRequest(world.prisma, PUBLIC_URL, {
    kind: 'Arrepentimiento',
    email: member.user.email,
    orderId,
    requestIp: null,
  });
  const mail = await world.prisma.emailOutbox.findFirstOrThrow({
    where: { kind: 'legalRequestReceived', subject: { contains: code } },
  });
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
  return { orderId, code, token };
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

async function invariantHolds() {
  const rows = await world.prisma.$queryRaw<{ slot: number; stock: number; expected: number }[]>`
    SELECT d.id AS slot, d.stock, ${expectedStock} AS expected FROM "DiaHora" d ORDER BY d.id`;
  for (const row of rows) expect(row.stock, `slot ${row.slot}`).toBe(Number(row.expected));
}

const instance = (i: number): PrismaClient => (i % 2 === 0 ? world.prisma : secondInstance.prisma);
const ROUNDS = 20;

describe('arrepentimiento under concurrency', () => {
  it("a confirm racing the admin's refund and a débito charge: one refund, one outcome", async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await requestedRefund());
    // The confirm and the admin take turns at starting first (the other within 40 ms), the charge
    // anywhere among them, so each comes first in some rounds.
    const later = async <T>(run: () => Promise<T>, first: boolean) => {
      await new Promise((resolve) => setTimeout(resolve, first ? 0 : Math.random() * 40));
      return run();
    };
    // Round by round, the three at once: a busy pool would otherwise decide who comes first.
    for (const [i, { orderId, code, token }] of rounds.entries()) {
      await Promise.all([
        later(() => confirmLegalRequest(instance(i), deps, { code, token }), i % 2 === 0),
        later(() => cancelByAdmin(instance(i + 1), deps, { adminId: 1, orderId }), i % 2 === 1),
        later(() => applyCharge(instance(i), bookings, approvedCharge(orderId), logger), false),
      ]);
    }

    let extended = 0;
    let givenBack = 0;
    let confirmRefunded = 0;
    for (const { orderId, code } of rounds) {
      expect(await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
        state: 'Refunded',
        paymentStatus: 'refunded',
      });
      expect(
        await world.prisma.emailOutbox.count({ where: { orderId, kind: 'orderRefunded' } }),
      ).toBe(1);
      const request = await world.prisma.legalRequest.findUniqueOrThrow({ where: { code } });
      expect(request.state).toBe('Resuelta');
      expect([null, LEGAL_REQUEST_MESSAGES.alreadyRefunded]).toContain(request.reason);
      if (request.reason === null) confirmRefunded += 1;
      expect(
        await world.prisma.emailOutbox.count({
          where: { kind: 'legalRequestOutcome', subject: { contains: code } },
        }),
      ).toBe(1);
      const charge = await world.prisma.subscriptionCharge.findUniqueOrThrow({
        where: { chargeId: `charge-${orderId}` },
      });
      if (charge.refundDue) {
        givenBack += 1;
        expect(charge.orderId).toBeNull();
      } else {
        // The charge came first: it paid a renewal of its own, which the refund left alone.
        extended += 1;
        expect(
          await world.prisma.order.findUniqueOrThrow({ where: { id: charge.orderId ?? 0 } }),
        ).toMatchObject({ state: 'Complete', renewsOrderId: orderId });
      }
    }
    const distinctRefunds = new Set(refunds.values()).size;
    expect(distinctRefunds).toBe(ROUNDS);
    expect(refunds.size).toBe(ROUNDS);
    expect(extended + givenBack).toBe(ROUNDS);
    await invariantHolds();
    console.info(
      `confirm vs admin refund vs charge: ${ROUNDS} rounds over 2 instances, ` +
        `${refundCalls} refund calls, ${refunds.size} refunds at Mercado Pago (one per order), ` +
        `${ROUNDS} orders refunded once; refunded by the confirm ${confirmRefunded}, by the admin ` +
        `${ROUNDS - confirmRefunded}; charges ${extended} extended first, ${givenBack} given back`,
    );
  });

  it('one link confirmed three times at once on two instances: one refund, one outcome', async () => {
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push(await requestedRefund());
    const answers = await Promise.all(
      rounds.map(({ code, token }, i) =>
        Promise.all(
          [0, 1, 2].map((k) => confirmLegalRequest(instance(i + k), deps, { code, token })),
        ),
      ),
    );
    for (const [i, { orderId, code }] of rounds.entries()) {
      const [first, ...rest] = answers[i] ?? [];
      expect(first).toMatchObject({ code, state: 'Resuelta', reason: null });
      for (const other of rest) expect(other).toEqual(first);
      expect(
        await world.prisma.emailOutbox.count({ where: { orderId, kind: 'orderRefunded' } }),
      ).toBe(1);
      expect(
        await world.prisma.emailOutbox.count({
          where: { kind: 'legalRequestOutcome', subject: { contains: code } },
        }),
      ).toBe(1);
    }
    expect(refundCalls).toBe(ROUNDS);
    expect(refunds.size).toBe(ROUNDS);
    await invariantHolds();
    console.info(
      `double confirm: ${ROUNDS} links × 3 confirms at once over 2 instances, ` +
        `${refundCalls} refund calls, ${refunds.size} refunds, ${ROUNDS} outcomes (all answers equal)`,
    );
  });
});
