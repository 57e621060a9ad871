// An admin cancelling a paid order refunds it (docs/architecture.md, 'Refunds'): first the money
// at Mercado Pago, then the order, once. The refund's own notification, a double click and a
// refund made from Mercado Pago's panel all meet refundOrder's conditional transition.
import { ORDER_MESSAGES, type OrderDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { lockOrderAndRenewals } from '../../domain/bookings/orders.ts';
import { getOrderDto } from './order-dto.ts';
import { cancelByCaller, setStateByAdmin } from './orders.service.ts';
import { PaymentProviderError, type PaymentProvider } from '../../lib/mercadopago-provider.ts';

export interface RefundDeps {
  provider: PaymentProvider;
  logger: Logger;
  bookings: Bookings;
}

/**
 * An order an admin marked paid by hand (PUT /order/{id} Complete) or sold at the desk
 * (desk-sale.ts): no Mercado Pago payment; the money goes back where it was paid.
 */
const isManualPayment = (paymentId: string | null) =>
  paymentId === null || paymentId.startsWith('manual-') || paymentId.startsWith('desk-');

/** The payment refunded at Mercado Pago, by this call or an earlier one; 502 when it is not. */
async function refundAtProvider(
  { provider, logger }: RefundDeps,
  orderId: number,
  paymentId: string,
): Promise<void> {
  try {
    await provider.refundPayment(paymentId, `refund-order-${orderId}`);
    return;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Already refunded (a double click, Mercado Pago's panel): the refusal is not a failure.
    const payment = await provider.getPayment(paymentId).catch(() => null);
    if (payment?.status === 'refunded') return;
    logger.warn({ err: error, orderId, paymentId }, 'refund failed');
    throw new HttpError(502, ORDER_MESSAGES.refundFailed);
  }
}

/**
 * PUT /order/{id} Canceled (admins): a paid order is refunded in full (a refunded one is answered
 * as it is); any other goes to `cancelUnpaid`, setStateByAdmin unless the route says otherwise.
 */
export async function cancelByAdmin(
  prisma: PrismaClient,
  deps: RefundDeps,
  { adminId, orderId }: { adminId: number; orderId: number },
  cancelUnpaid: () => Promise<OrderDto> = () =>
    setStateByAdmin(prisma, { adminId, orderId, state: 'Canceled' }, deps.bookings),
): Promise<OrderDto> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { state: true, paymentId: true },
  });
  if (order?.state !== 'Complete' && order?.state !== 'Refunded') return cancelUnpaid();
  if (order.state === 'Complete' && !isManualPayment(order.paymentId)) {
    await refundAtProvider(deps, orderId, order.paymentId ?? '');
  }
  return prisma.$transaction(async (tx) => {
    const locked = await lockOrderAndRenewals(tx, orderId);
    if (locked.state === 'Complete' && (await deps.bookings.refundOrder(tx, orderId))) {
      deps.logger.info({ orderId, adminId }, 'order refunded');
    }
    return getOrderDto(tx, orderId);
  });
}

/**
 * PUT /order/canceled/{id}, the spec's cancel: an admin cancelling a paid order refunds it exactly
 * as PUT /order/{id} does; everything else is cancelByCaller (a member's paid order stays refused).
 */
export async function cancelFromSpec(
  prisma: PrismaClient,
  deps: RefundDeps,
  { caller, orderId }: { caller: { id: number; isAdmin: boolean }; orderId: number },
): Promise<OrderDto> {
  const asCaller = () => cancelByCaller(prisma, orderId, deps.bookings);
  if (!caller.isAdmin) return asCaller();
  return cancelByAdmin(prisma, deps, { adminId: caller.id, orderId }, asCaller);
}
