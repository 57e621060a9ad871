// Applies a payment fetched from Mercado Pago to its order. Only provider data decides: the
// browser's ?status= and a notification's body are never trusted. The order row is locked so
// concurrent notifications for one order run one after the other.
import { FAILED_PAYMENT_STATUSES } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { lockWaitingRenewals } from '../../domain/bookings/orders.ts';
import { queueOrderMail } from '../../domain/outbox/index.ts';
import type { ProviderPayment } from '../../lib/mercadopago-provider.ts';

export type PaymentOutcome =
  | 'completed'
  | 'rejected'
  | 'status-updated'
  | 'stale'
  | 'ignored'
  | 'unknown-order'
  | 'mismatch'
  | 'paid-after-cancel'
  | 'refunded';

/** The notification (or lookup) being handled, recorded with its result in the same transaction. */
export interface PaymentSource {
  /** An existing PaymentNotification row (webhook); without it a row is created (lookup). */
  notificationId?: number;
  action: string;
  payload: Prisma.InputJsonValue;
}

const FAILED_STATUSES = new Set(FAILED_PAYMENT_STATUSES);
const PENDING_STATUSES = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);
/** Later news about a paid order that is worth showing, though the order stays Complete. */
const AFTER_PAYMENT_STATUSES = new Set(['charged_back', 'in_mediation']);

interface LockedOrder {
  id: number;
  state: 'Cart' | 'Created' | 'Complete' | 'Canceled' | 'Refunded';
  total: string;
  paymentId: string | null;
}

export function orderIdOf(payment: ProviderPayment): number | null {
  const reference = payment.externalReference ?? '';
  if (!/^[1-9]\d{0,9}$/.test(reference)) return null;
  const id = Number(reference);
  return id <= 2_147_483_647 ? id : null;
}

function toCentavos(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

function dateOf(payload: Prisma.JsonValue): number | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const payment = payload.payment;
  if (typeof payment !== 'object' || payment === null || Array.isArray(payment)) return null;
  const value = payment.dateLastUpdated;
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** True when this payment already reached us with a newer date_last_updated. */
async function isStale(
  tx: Prisma.TransactionClient,
  orderId: number,
  payment: ProviderPayment,
): Promise<boolean> {
  const current = payment.dateLastUpdated ? Date.parse(payment.dateLastUpdated) : NaN;
  if (Number.isNaN(current)) return false;
  const seen = await tx.paymentNotification.findMany({
    where: { orderId, paymentId: payment.id, status: { not: null } },
    select: { payload: true },
  });
  return seen.some((row) => {
    const time = dateOf(row.payload);
    return time !== null && time > current;
  });
}

/** True when this payment, in this status, was already applied to the order. */
async function wasApplied(
  tx: Prisma.TransactionClient,
  orderId: number,
  payment: ProviderPayment,
): Promise<boolean> {
  const seen = await tx.paymentNotification.count({
    where: { orderId, paymentId: payment.id, status: payment.status },
  });
  return seen > 0;
}

async function decide(
  tx: Prisma.TransactionClient,
  order: LockedOrder,
  payment: ProviderPayment,
  bookings: Bookings,
): Promise<PaymentOutcome> {
  if (payment.currency !== 'ARS' || payment.amount === null) return 'mismatch';
  if (toCentavos(payment.amount) !== toCentavos(order.total)) return 'mismatch';
  if (await isStale(tx, order.id, payment)) return 'stale';
  const record = { paymentId: payment.id, paymentStatus: payment.status };

  switch (order.state) {
    case 'Created':
      if (payment.status === 'approved') {
        const paid = { id: payment.id, status: payment.status };
        if (!(await bookings.completeOrder(tx, order.id, paid))) {
          return 'ignored';
        }
        await queueOrderMail(tx, 'paymentConfirmed', order.id);
        return 'completed';
      }
      if (FAILED_STATUSES.has(payment.status)) {
        // The order stays payable until its reservation ends ('Reintentar el pago'; the sweep
        // cancels it then). One mail per rejected payment: a replay, a second notification of
        // the same payment or a late one of an earlier attempt finds it recorded under the
        // order's lock and changes nothing.
        if (await wasApplied(tx, order.id, payment)) return 'ignored';
        await tx.order.update({
          where: { id: order.id },
          data: { ...record, paymentStatusDetail: payment.statusDetail },
        });
        await queueOrderMail(tx, 'paymentRejected', order.id);
        return 'rejected';
      }
      if (PENDING_STATUSES.has(payment.status)) {
        await tx.order.update({
          where: { id: order.id },
          data: { ...record, paymentStatusDetail: payment.statusDetail },
        });
        return 'status-updated';
      }
      return 'ignored';
    case 'Complete':
      // Never back to an earlier state; only news about the payment that completed it: a refund
      // (ours, or one made from Mercado Pago's panel) refunds the order once.
      if (order.paymentId !== payment.id) return 'ignored';
      if (payment.status === 'refunded') {
        return (await bookings.refundOrder(tx, order.id)) ? 'refunded' : 'ignored';
      }
      if (AFTER_PAYMENT_STATUSES.has(payment.status)) {
        await tx.order.update({ where: { id: order.id }, data: record });
        return 'status-updated';
      }
      return 'ignored';
    case 'Canceled':
      // Paid after the reservation ran out (or after the member cancelled it): keep the order
      // Canceled, but record the payment so an admin can refund it.
      if (payment.status === 'approved') {
        await tx.order.update({ where: { id: order.id }, data: record });
        return 'paid-after-cancel';
      }
      return 'ignored';
    default:
      return 'ignored';
  }
}

export interface AppliedPayment {
  outcome: PaymentOutcome;
  orderId: number | null;
}

export async function applyPayment(
  prisma: PrismaClient,
  payment: ProviderPayment,
  source: PaymentSource,
  logger: Logger,
  bookings: Bookings,
): Promise<AppliedPayment> {
  const referencedId = orderIdOf(payment);
  const result = await prisma.$transaction(async (tx) => {
    if (referencedId !== null) await lockWaitingRenewals(tx, referencedId);
    const rows =
      referencedId === null
        ? []
        : await tx.$queryRaw<LockedOrder[]>`
            SELECT id, state::text AS state, total::text AS total, "paymentId"
              FROM "Order" WHERE id = ${referencedId} FOR UPDATE`;
    const order = rows[0];
    const outcome: PaymentOutcome = order
      ? await decide(tx, order, payment, bookings)
      : 'unknown-order';
    const orderId = order?.id ?? null;
    const data = {
      paymentId: payment.id,
      status: payment.status,
      orderId,
      action: source.action,
      payload: { notification: source.payload, payment: { ...payment }, outcome },
    };
    if (source.notificationId === undefined) {
      await tx.paymentNotification.create({ data: { ...data, signatureValid: true } });
    } else {
      // A concurrent replay of the same request id may have recorded its result first: the
      // row keeps that one (the replay found the payment applied and changed nothing).
      await tx.paymentNotification.updateMany({
        where: { id: source.notificationId, status: null },
        data,
      });
    }
    return { outcome, orderId };
  });
  const log = { paymentId: payment.id, status: payment.status, ...result };
  if (result.outcome === 'mismatch' || result.outcome === 'unknown-order') {
    logger.warn(log, 'payment does not match an order');
  } else if (result.outcome === 'paid-after-cancel') {
    logger.error(log, 'payment approved for a canceled order: refund it');
  } else {
    logger.info(log, 'payment applied');
  }
  return result;
}
