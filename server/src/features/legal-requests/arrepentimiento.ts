// Confirming a 'Botón de arrepentimiento' (Ley 24.240 art. 34): within REVOCATION_DAYS calendar
// days of the payment, in the gym's time zone, the order is refunded in full through the one
// refund path (domain/refunds.ts), as the admin's cancel refunds it; later, the admin decides.
import { LEGAL_REQUEST_MESSAGES, REVOCATION_DAYS } from '@power-gym/contracts';
import type { LegalRequest, LegalRequestState, Prisma } from '../../generated/prisma/client.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';
import {
  RefundFailedError,
  refundAtProvider,
  refundLockedOrder,
  type RefundDeps,
} from '../../domain/refunds.ts';

type Tx = Prisma.TransactionClient;

export interface Decision {
  state: Exclude<LegalRequestState, 'SinConfirmar'>;
  reason: string | null;
}

/**
 * Whether a request made at `askedAt` is within the days the law gives from the payment: the day
 * paid plus REVOCATION_DAYS, whole days in Buenos Aires. The request's own day counts, not its
 * confirmation's: the right was exercised when the form was sent; the link only proves who sent it.
 */
export function withinRevocation(paidAt: Date, askedAt: Date): boolean {
  return gymToday(askedAt) <= addDays(gymToday(paidAt), REVOCATION_DAYS);
}

/**
 * The order the request names, if it is a paid (or refunded) order of the member whose address
 * was typed (any case); null otherwise.
 */
export async function matchingOrder(db: Tx, request: Pick<LegalRequest, 'orderId' | 'email'>) {
  if (request.orderId === null) return null;
  const order = await db.order.findUnique({
    where: { id: request.orderId },
    select: { id: true, state: true, paidAt: true, user: { select: { email: true } } },
  });
  if (!order || order.user.email.toLowerCase() !== request.email.toLowerCase()) return null;
  if (order.state !== 'Complete' && order.state !== 'Refunded') return null;
  return order;
}

/**
 * Refunds the order now: Mercado Pago first, then the order's transition, in the caller's
 * transaction (which holds the request's lock, so a second confirm waits for this one).
 * Mercado Pago refusing keeps the request for the admin, with the reason.
 */
export async function refundForRequest(
  tx: Tx,
  deps: RefundDeps,
  orderId: number,
  now: Date,
): Promise<Decision> {
  try {
    await refundAtProvider(tx, deps, orderId);
  } catch (error) {
    if (!(error instanceof RefundFailedError)) throw error;
    return { state: 'Confirmada', reason: LEGAL_REQUEST_MESSAGES.refundFailed };
  }
  const outcome = await refundLockedOrder(tx, deps, orderId, now);
  if (outcome === 'refunded') return { state: 'Resuelta', reason: null };
  if (outcome === 'alreadyRefunded') {
    return { state: 'Resuelta', reason: LEGAL_REQUEST_MESSAGES.alreadyRefunded };
  }
  return { state: 'Rechazada', reason: LEGAL_REQUEST_MESSAGES.noMatchingOrder };
}

/** What the confirm does with an arrepentimiento. */
export async function confirmArrepentimiento(
  tx: Tx,
  deps: RefundDeps,
  request: LegalRequest,
  now: Date,
): Promise<Decision> {
  const order = await matchingOrder(tx, request);
  if (!order?.paidAt) return { state: 'Rechazada', reason: LEGAL_REQUEST_MESSAGES.noMatchingOrder };
  if (order.state === 'Refunded') {
    return { state: 'Resuelta', reason: LEGAL_REQUEST_MESSAGES.alreadyRefunded };
  }
  if (!withinRevocation(order.paidAt, request.createdAt)) {
    return { state: 'Confirmada', reason: LEGAL_REQUEST_MESSAGES.late };
  }
  return refundForRequest(tx, deps, order.id, now);
}
