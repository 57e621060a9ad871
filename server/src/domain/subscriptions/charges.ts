// A débito's monthly charge (docs/architecture.md, 'Débito automático'). The notification is only a
// trigger: the charge is read back from Mercado Pago and applied here once per charge, under the
// locks of the membership it pays and of the subscription (locks.ts).
import { FAILED_PAYMENT_STATUSES } from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ProviderCharge } from '../../lib/mercadopago-provider.ts';
import type { Bookings } from '../bookings/index.ts';
import { waitingRenewalsOf } from '../bookings/places.ts';
import { createReservedOrder } from '../bookings/reservations.ts';
import { queueOrderMail } from '../outbox/index.ts';
import { cancelSubscriptionsOf } from './lifecycle.ts';
import { lockSubscriptionByPreapproval, type LockedSubscription } from './locks.ts';

type Tx = Prisma.TransactionClient;

export type ChargeOutcome =
  /** Approved: a renewal order paid by it continues the membership. */
  | 'extended'
  /** Approved, but no running membership to extend (ended, or the débito cancelled): refunded. */
  | 'refund-due'
  /** Rejected: the member is mailed a link to pay by hand. */
  | 'rejected'
  /** Seen already in this status, not attempted yet, or not ours. */
  | 'ignored'
  | 'unknown-subscription'
  | 'mismatch';

const FAILED = new Set<string>(FAILED_PAYMENT_STATUSES);

/** The lines a renewal made by a charge continues: all of the order's. */
async function renewalLines(tx: Tx, orderId: number) {
  return tx.orderLine.findMany({
    where: { orderId },
    orderBy: { diaHoraId: 'asc' },
    select: { diaHoraId: true, activityId: true, quantity: true },
  });
}

/**
 * Continues the membership of `orderId` with a renewal paid by the charge: made by the one
 * reserved-order maker without places (the member keeps theirs), its total what Mercado Pago
 * charged, then paid like any order (the period starts at the old end and the débito follows).
 * False when a slot of it can no longer be sold (the caller refunds the charge instead).
 */
async function extendWithCharge(
  tx: Tx,
  bookings: Bookings,
  order: { id: number; userId: number; payerEmail: string | null },
  charge: { paymentId: string; amount: number },
  now: Date,
): Promise<number | null> {
  // A 'Renovar' waiting for its payment would pay the same period twice: the débito paid it.
  const waiting = await tx.$queryRaw<{ id: number }[]>`${waitingRenewalsOf(order.id)}`;
  for (const renewal of waiting) await bookings.cancelOrder(tx, renewal.id);
  const renewal = await createReservedOrder(tx, {
    userId: order.userId,
    lines: await renewalLines(tx, order.id),
    discount: null,
    payerEmail: order.payerEmail,
    reservedUntil: now,
    renewsOrderId: order.id,
    takePlaces: false,
    mail: null,
    now,
  });
  // Refused before anything is written: it takes no places.
  if ('refusal' in renewal) return null;
  await tx.order.update({
    where: { id: renewal.orderId },
    data: { total: new Prisma.Decimal(charge.amount) },
  });
  const paid = { id: charge.paymentId, status: 'approved' };
  if (!(await bookings.completeOrder(tx, renewal.orderId, paid, now))) {
    throw new Error(`renewal ${renewal.orderId} made by a charge was not Created`);
  }
  await queueOrderMail(tx, 'subscriptionCharged', renewal.orderId);
  return renewal.orderId;
}

async function decide(
  tx: Tx,
  bookings: Bookings,
  charge: ProviderCharge & { paymentId: string; paymentStatus: string },
  subscription: LockedSubscription,
  now: Date,
): Promise<ChargeOutcome> {
  const seen = await tx.subscriptionCharge.findUnique({ where: { chargeId: charge.id } });
  if (seen?.paymentStatus === charge.paymentStatus || seen?.paymentStatus === 'approved') {
    return 'ignored';
  }
  if (charge.currency !== 'ARS' || charge.amount === null || !(charge.amount > 0)) {
    return 'mismatch';
  }
  const record = {
    paymentId: charge.paymentId,
    paymentStatus: charge.paymentStatus,
    paymentStatusDetail: charge.paymentStatusDetail,
    amount: new Prisma.Decimal(charge.amount),
  };
  const save = (data: { orderId?: number; refundDue?: boolean }) =>
    tx.subscriptionCharge.upsert({
      where: { chargeId: charge.id },
      create: { chargeId: charge.id, subscriptionId: subscription.id, ...record, ...data },
      update: { ...record, ...data },
    });

  const order = await tx.order.findUniqueOrThrow({
    where: { id: subscription.orderId },
    select: { id: true, userId: true, payerEmail: true, state: true, membership: true },
  });
  const running =
    subscription.status === 'Active' && order.state === 'Complete' && order.membership === 'Active';

  if (charge.paymentStatus === 'approved') {
    const renewalId = running
      ? await extendWithCharge(
          tx,
          bookings,
          order,
          { paymentId: charge.paymentId, amount: charge.amount },
          now,
        )
      : null;
    if (renewalId !== null) {
      await save({ orderId: renewalId });
      return 'extended';
    }
    // Nothing to extend: the money goes back (jobs/subscription-sync.ts) and no charge follows.
    await save({ refundDue: true });
    await cancelSubscriptionsOf(tx, order.id, now);
    return 'refund-due';
  }
  if (FAILED.has(charge.paymentStatus)) {
    await save({});
    if (running) await queueOrderMail(tx, 'subscriptionRejected', order.id);
    return 'rejected';
  }
  return 'ignored';
}

/** Applies a charge read back from Mercado Pago, once; answers what it did. */
export async function applyCharge(
  prisma: PrismaClient,
  bookings: Bookings,
  charge: ProviderCharge,
  logger: Logger,
  now = new Date(),
): Promise<ChargeOutcome> {
  const { preapprovalId, paymentId, paymentStatus } = charge;
  if (!preapprovalId || !paymentId || !paymentStatus) return 'ignored';
  const outcome = await prisma.$transaction(async (tx) => {
    const subscription = await lockSubscriptionByPreapproval(tx, preapprovalId);
    if (!subscription) return 'unknown-subscription' as const;
    return decide(tx, bookings, { ...charge, paymentId, paymentStatus }, subscription, now);
  });
  const log = { chargeId: charge.id, preapprovalId, paymentStatus, outcome };
  if (outcome === 'unknown-subscription' || outcome === 'mismatch' || outcome === 'refund-due') {
    logger.warn(log, 'débito charge not applied to a membership');
  } else {
    logger.info(log, 'débito charge applied');
  }
  return outcome;
}
