// The transitions of an order after checkout (docs/architecture.md, 'The life of a place'), shared
// by the orders, payments, waitlist and users features and the reservation sweep. Each is one
// conditional UPDATE, so only the call that makes it frees or holds the order's places.
import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { queueOrderMail } from '../outbox/index.ts';
import { sweepInBatches } from '../sweep.ts';
import type { FreeOrderPlaces, membershipTransitions } from './memberships.ts';
import { waitingRenewalsOf } from './places.ts';
import { closeOffer, leaveLinesOf } from './waitlist.ts';

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
 * bookings/memberships.ts), so a refund racing that payment waits instead of deadlocking.
 */
export async function lockWaitingRenewals(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`${waitingRenewalsOf(orderId)} ORDER BY r.id DESC FOR UPDATE`;
}

/** lockWaitingRenewals, then lockOrder. */
export async function lockOrderAndRenewals(tx: Tx, orderId: number): Promise<LockedOrder> {
  await lockWaitingRenewals(tx, orderId);
  return lockOrder(tx, orderId);
}

interface OrderTransitionDeps {
  freeOrderPlaces: FreeOrderPlaces;
  memberships: ReturnType<typeof membershipTransitions>;
}

/** The order transitions, bound to where freed places go and how a membership starts. */
export function orderTransitions({ freeOrderPlaces, memberships }: OrderTransitionDeps) {
  /**
   * Created → Canceled. Only the call that makes the transition frees the places it took (a
   * renewal within its membership's period took none); a cancelled waitlist offer leaves its
   * line. The database drops the review placeholders the order earned and no other order still
   * earns (the trigger in prisma/functions/review_rights.sql).
   */
  async function cancelOrder(tx: Tx, orderId: number): Promise<boolean> {
    const changed = await tx.order.updateMany({
      where: { id: orderId, state: 'Created' },
      data: { state: 'Canceled' },
    });
    if (changed.count !== 1) return false;
    const { placesTaken } = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { placesTaken: true },
    });
    if (placesTaken) await freeOrderPlaces(tx, orderId);
    await closeOffer(tx, orderId);
    return true;
  }

  /**
   * Created → Complete with the provider's payment, which holds its places as a membership
   * (bookings/memberships.ts); false when it already left Created.
   */
  async function completeOrder(
    tx: Tx,
    orderId: number,
    payment: { id: string; status: string },
    now = new Date(),
  ): Promise<boolean> {
    const changed = await tx.order.updateMany({
      where: { id: orderId, state: 'Created' },
      data: {
        state: 'Complete',
        paymentId: payment.id,
        paymentStatus: payment.status,
        paymentStatusDetail: null,
        paidAt: now,
      },
    });
    if (changed.count !== 1) return false;
    await memberships.startMembership(tx, orderId, now);
    await closeOffer(tx, orderId);
    await leaveLinesOf(tx, orderId);
    return true;
  }

  /**
   * Complete → Refunded, once: its waiting renewals are cancelled, its membership ends (the places
   * go back, or stay with the order it renewed: endMembership) and the member is told. The caller
   * locked it with lockOrderAndRenewals.
   */
  async function refundOrder(tx: Tx, orderId: number, now = new Date()): Promise<boolean> {
    const changed = await tx.order.updateMany({
      where: { id: orderId, state: 'Complete' },
      data: { state: 'Refunded', paymentStatus: 'refunded', refundedAt: now },
    });
    if (changed.count !== 1) return false;
    const waiting = await tx.$queryRaw<{ id: number }[]>`${waitingRenewalsOf(orderId)}`;
    for (const renewal of waiting) await cancelOrder(tx, renewal.id);
    await memberships.endMembership(tx, orderId, { resumeRenewed: true }, now);
    await queueOrderMail(tx, 'orderRefunded', orderId);
    return true;
  }

  /** Cancels Created orders whose reservation expired before `now` (domain/sweep.ts). */
  function expireReservations(prisma: PrismaClient, now = new Date()): Promise<number> {
    return sweepInBatches(
      prisma,
      (tx, limit) => tx.$queryRaw`
        SELECT id FROM "Order"
         WHERE state = 'Created' AND "reservedUntil" < ${utcTimestamp(now)}
         ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
      (tx, id) => cancelOrder(tx, id),
    );
  }

  return { cancelOrder, completeOrder, refundOrder, expireReservations };
}
