// The one way a paid order is refunded (docs/architecture.md, 'Refunds'): first the money at
// Mercado Pago, then the order, once. The admin's cancel (features/orders/refund.ts) and a
// confirmed arrepentimiento (features/legal-requests/) both come here. The refund's own
// notification, a double click, a refund made from Mercado Pago's panel and a débito's charge all
// meet refundOrder's conditional transition, under the order's lock.
import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Logger } from '../lib/logger.ts';
import { PaymentProviderError, type PaymentProvider } from '../lib/mercadopago-provider.ts';
import type { Bookings } from './bookings/index.ts';
import { lockOrderAndRenewals } from './bookings/orders.ts';
import { cancelLiveDebit } from './subscriptions/cancel.ts';
import { membershipChain } from './subscriptions/locks.ts';
import { pushSubscription } from './subscriptions/sync.ts';

type Tx = Prisma.TransactionClient;

export interface RefundDeps {
  provider: PaymentProvider;
  logger: Logger;
  bookings: Bookings;
}

/** Mercado Pago refused the refund or could not be reached: nothing changed; trying again is safe. */
export class RefundFailedError extends HttpError {
  constructor() {
    super(502, ORDER_MESSAGES.refundFailed);
  }
}

/**
 * An order an admin marked paid by hand (PUT /order/{id} Complete) or sold at the desk
 * (desk-sale.ts): no Mercado Pago payment; the money goes back where it was paid.
 */
const isManualPayment = (paymentId: string | null) =>
  paymentId === null || paymentId.startsWith('manual-') || paymentId.startsWith('desk-');

/**
 * The order's payment refunded in full at Mercado Pago, by this call or an earlier one (the
 * idempotency key is the order's, so two callers at once make one refund); RefundFailedError when
 * it is not. Nothing to do for a payment made by hand or an order not paid.
 */
export async function refundAtProvider(
  prisma: PrismaClient | Tx,
  { provider, logger }: Pick<RefundDeps, 'provider' | 'logger'>,
  orderId: number,
): Promise<void> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { state: true, paymentId: true },
  });
  if (order?.state !== 'Complete' || isManualPayment(order.paymentId)) return;
  const paymentId = order.paymentId ?? '';
  try {
    await provider.refundPayment(paymentId, `refund-order-${orderId}`);
    return;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Already refunded (a double click, Mercado Pago's panel): the refusal is not a failure.
    const payment = await provider.getPayment(paymentId).catch(() => null);
    if (payment?.status === 'refunded') return;
    logger.warn({ err: error, orderId, paymentId }, 'refund failed');
    throw new RefundFailedError();
  }
}

/** What refundLockedOrder found: it refunded the order, or it was already, or it is not paid. */
export type RefundOutcome = 'refunded' | 'alreadyRefunded' | 'notPaid';

/**
 * Complete → Refunded under the order's lock (its waiting renewals first), once: the membership
 * ends, its places go to the waitlist, its débito is cancelled (also one a renewal carried on)
 * and the member is mailed (bookings' refundOrder). Call it after refundAtProvider, in the caller's transaction.
 */
export async function refundLockedOrder(
  tx: Tx,
  { bookings, logger }: Pick<RefundDeps, 'bookings' | 'logger'>,
  orderId: number,
  now = new Date(),
): Promise<RefundOutcome> {
  const locked = await lockOrderAndRenewals(tx, orderId);
  if (locked.state === 'Refunded') return 'alreadyRefunded';
  if (locked.state !== 'Complete') return 'notPaid';
  if (!(await bookings.refundOrder(tx, orderId, now))) return 'alreadyRefunded';
  // A débito that moved on to a renewal it paid stops too: the purchase it began was refunded.
  await cancelLiveDebit(tx, orderId, now);
  logger.info({ orderId }, 'order refunded');
  return 'refunded';
}

/**
 * After a refund committed: Mercado Pago hears at once that the refunded membership's débito (on
 * the order or a renewal that continued it) was cancelled, so it charges nothing more (the subscription sync retries if it cannot be reached).
 */
export async function tellProviderOfEndedDebits(
  prisma: PrismaClient,
  { provider, logger }: Pick<RefundDeps, 'provider' | 'logger'>,
  orderId: number,
): Promise<void> {
  const ended = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Subscription"
     WHERE "orderId" IN (${membershipChain(orderId)})
       AND status = 'Cancelled' AND "providerStatus" <> 'Cancelled'`;
  for (const { id } of ended) await pushSubscription(prisma, provider, logger, id);
}

/**
 * A paid order refunded in full: Mercado Pago first (RefundFailedError, nothing changed), then
 * the order's transition, then its débito told. An order refunded already is answered as it is.
 */
export async function refundPaidOrder(
  prisma: PrismaClient,
  deps: RefundDeps,
  orderId: number,
): Promise<RefundOutcome> {
  await refundAtProvider(prisma, deps, orderId);
  const outcome = await prisma.$transaction((tx) => refundLockedOrder(tx, deps, orderId));
  if (outcome === 'refunded') await tellProviderOfEndedDebits(prisma, deps, orderId);
  return outcome;
}
