import {
  dayLabel,
  formatGymDate,
  formatGymDateTime,
  paymentRejectionReason,
} from '@power-gym/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { orderAddress } from '../order-address.ts';
import type { OrderMailData } from './templates.ts';

/**
 * What an order mail says, read from the database only (lines in slot id order); null when the
 * order does not exist.
 */
export async function loadOrderMailData(
  tx: Prisma.TransactionClient,
  orderId: number,
  publicUrl: string,
): Promise<OrderMailData | null> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      total: true,
      payerEmail: true,
      periodEnd: true,
      reservedUntil: true,
      paymentStatusDetail: true,
      deskPayment: true,
      user: { select: { email: true, name: true, lastName: true } },
      lines: {
        orderBy: { diaHoraId: 'asc' },
        select: {
          quantity: true,
          subtotal: true,
          activity: { select: { name: true } },
          diaHora: { select: { day: true, hour: true } },
        },
      },
    },
  });
  if (!order) return null;
  const failedCharge = await tx.subscriptionCharge.findFirst({
    where: { subscription: { orderId }, paymentStatus: { not: 'approved' } },
    orderBy: { id: 'desc' },
    select: { paymentStatusDetail: true },
  });
  return {
    to: orderAddress(order),
    name: order.user.name,
    lastName: order.user.lastName,
    orderId: order.id,
    total: order.total.toFixed(2),
    periodEnd: order.periodEnd && formatGymDate(order.periodEnd),
    renewUrl: `${publicUrl}/sociodashboard?seccion=actividades`,
    ordersUrl: `${publicUrl}/sociodashboard?seccion=compras`,
    reservedUntil: order.reservedUntil && formatGymDateTime(order.reservedUntil),
    rejectionReason: paymentRejectionReason(order.paymentStatusDetail),
    chargeRejectionReason: paymentRejectionReason(failedCharge?.paymentStatusDetail ?? null),
    deskPayment: order.deskPayment,
    lines: order.lines.map((line) => ({
      activity: line.activity.name,
      day: dayLabel(line.diaHora.day),
      hour: line.diaHora.hour,
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
  };
}
