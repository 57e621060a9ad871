// An admin cancelling a paid order refunds it (docs/architecture.md, 'Refunds') through the one
// refund path, domain/refunds.ts: first the money at Mercado Pago, then the order, once.
import type { OrderDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { refundPaidOrder, type RefundDeps } from '../../domain/refunds.ts';
import { getOrderDto } from './order-dto.ts';
import { cancelByCaller, setStateByAdmin } from './orders.service.ts';

export type { RefundDeps } from '../../domain/refunds.ts';

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
    select: { state: true },
  });
  if (order?.state !== 'Complete' && order?.state !== 'Refunded') return cancelUnpaid();
  const outcome = await refundPaidOrder(prisma, deps, orderId);
  if (outcome === 'refunded') deps.logger.info({ orderId, adminId }, 'refunded by the admin');
  return getOrderDto(prisma, orderId);
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
