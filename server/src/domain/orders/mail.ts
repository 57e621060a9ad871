import { HttpError } from '../../lib/http-error.ts';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { enqueueOrderCreatedMail } from '../mail/index.ts';

const DAY_LABELS: Record<string, string> = { Miercoles: 'Miércoles', Sabado: 'Sábado' };

/** Queues the order-created mail for an order, built only from database rows. */
export async function queueOrderCreatedMail(
  tx: Prisma.TransactionClient,
  orderId: number,
): Promise<void> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      total: true,
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
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  await enqueueOrderCreatedMail(tx, {
    to: order.user.email,
    name: order.user.name,
    lastName: order.user.lastName,
    orderId: order.id,
    total: order.total.toFixed(2),
    lines: order.lines.map((line) => ({
      activity: line.activity.name,
      day: DAY_LABELS[line.diaHora.day] ?? line.diaHora.day,
      hour: line.diaHora.hour,
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
  });
}
