// The transitions of an order after checkout and who owns an order, shared by the orders, payments
// and users features and the reservation sweep. Every stock change happens here or in the checkout_order database function
// (prisma/functions/checkout_order.sql), as a conditional UPDATE: a stock figure is never read and
// written back (docs/architecture.md, "Data rules").
import type { Request } from 'express';
import { ORDER_MESSAGES, bodyIdSchema } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import type { OwnerRef } from '../middleware/auth.ts';
import { endMembership, startMembership, type PeriodPolicy } from './memberships.ts';
import { queueOrderMail } from './outbox/index.ts';
import { returnPlaces } from './places.ts';
import { sweepInBatches } from './sweep.ts';
import { closeOffer, leaveLinesOf, type OfferPolicy } from './waitlist.ts';
import { utcTimestamp } from '../lib/sql-time.ts';

type Tx = Prisma.TransactionClient;

export type OrderState = 'Cart' | 'Created' | 'Complete' | 'Canceled' | 'Refunded';

export interface LockedOrder {
  id: number;
  userId: number;
  state: OrderState;
}

/** Locks the order row for the rest of the transaction; 404 when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT id, "userId", state::text AS state FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  const order = rows[0];
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  return order;
}

/**
 * Locks the renewals of an order that wait for their payment, before the order itself: the order
 * a payment of such a renewal locks them in (the renewal, then the renewed order:
 * domain/memberships.ts), so a refund racing that payment waits instead of deadlocking.
 */
export async function lockWaitingRenewals(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`
    SELECT id FROM "Order" WHERE "renewsOrderId" = ${orderId} AND state = 'Created'
     ORDER BY id DESC FOR UPDATE`;
}

/** lockWaitingRenewals, then lockOrder. */
export async function lockOrderAndRenewals(tx: Tx, orderId: number): Promise<LockedOrder> {
  await lockWaitingRenewals(tx, orderId);
  return lockOrder(tx, orderId);
}

/**
 * Created → Canceled. Only the call that makes the transition returns the places it took (a
 * renewal within its membership's period took none), which go to the slots' waitlists; a
 * cancelled waitlist offer leaves its line. The database drops the review placeholders the
 * order earned and no other order still earns (the trigger in prisma/functions/review_rights.sql).
 */
export async function cancelOrder(tx: Tx, orderId: number, policy: OfferPolicy): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, state: 'Created' },
    data: { state: 'Canceled' },
  });
  if (changed.count !== 1) return false;
  const { placesTaken } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { placesTaken: true },
  });
  if (placesTaken) await returnPlaces(tx, orderId, policy);
  await closeOffer(tx, orderId);
  return true;
}

/**
 * Created → Complete with the provider's payment, which starts its membership
 * (domain/memberships.ts); false when it already left Created.
 */
export async function completeOrder(
  tx: Tx,
  orderId: number,
  payment: { id: string; status: string },
  policy: PeriodPolicy,
): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, state: 'Created' },
    data: {
      state: 'Complete',
      paymentId: payment.id,
      paymentStatus: payment.status,
      paidAt: new Date(),
    },
  });
  if (changed.count !== 1) return false;
  await startMembership(tx, orderId, policy);
  await closeOffer(tx, orderId);
  await leaveLinesOf(tx, orderId);
  return true;
}

/**
 * Complete → Refunded, once: its waiting renewals are cancelled, its membership ends (the places
 * go back, or stay with the order it renewed: endMembership) and the member is told. The caller
 * locked it with lockOrderAndRenewals.
 */
export async function refundOrder(tx: Tx, orderId: number, policy: PeriodPolicy): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, state: 'Complete' },
    data: { state: 'Refunded', paymentStatus: 'refunded', refundedAt: new Date() },
  });
  if (changed.count !== 1) return false;
  const waiting = await tx.order.findMany({
    where: { renewsOrderId: orderId, state: 'Created' },
    select: { id: true },
  });
  for (const renewal of waiting) await cancelOrder(tx, renewal.id, policy);
  await endMembership(tx, orderId, policy, { resumeRenewed: true });
  await queueOrderMail(tx, 'orderRefunded', orderId);
  return true;
}

/** Cancels Created orders whose reservation expired before `now` (domain/sweep.ts). */
export function expireReservations(
  prisma: PrismaClient,
  policy: OfferPolicy,
  now = new Date(),
): Promise<number> {
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "Order"
       WHERE state = 'Created' AND "reservedUntil" < ${utcTimestamp(now)}
       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    (tx, id) => cancelOrder(tx, id, policy),
  );
}

/**
 * The owner of the order an id in the request names, for middleware/auth.ts's ownerOrAdmin: null
 * when the id does not parse (validate answers 400), 404 when no order has it.
 */
export function orderOwner(
  prisma: PrismaClient,
  idOf: (req: Request) => unknown,
): (req: Request) => Promise<OwnerRef | null> {
  return async (req) => {
    const id = bodyIdSchema.safeParse(idOf(req));
    if (!id.success) return null;
    const order = await prisma.order.findUnique({
      where: { id: id.data },
      select: { userId: true },
    });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    return { id: order.userId };
  };
}
