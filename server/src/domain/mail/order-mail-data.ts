import type { Prisma } from '../../generated/prisma/client.ts';
import type { OrderMailData } from './templates.ts';

const DAY_LABELS: Record<string, string> = { Miercoles: 'Miércoles', Sabado: 'Sábado' };

/** What an order mail says, as rows of the database hold it (lines in slot id order). */
export interface OrderMailSource {
  orderId: number;
  /** The stored total as a decimal string with two places, e.g. '7650.00'. */
  total: string;
  user: { email: string; name: string; lastName: string };
  lines: {
    quantity: number;
    subtotal: number;
    activityName: string;
    day: string;
    hour: string;
  }[];
}

/** The mail data of an order from its database rows: the one mapping every order mail uses. */
export function toOrderMailData({ orderId, total, user, lines }: OrderMailSource): OrderMailData {
  return {
    to: user.email,
    name: user.name,
    lastName: user.lastName,
    orderId,
    total,
    lines: lines.map((line) => ({
      activity: line.activityName,
      day: DAY_LABELS[line.day] ?? line.day,
      hour: line.hour,
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
  };
}

/** The mail data of an order, read from the database only; null when it does not exist. */
export async function loadOrderMailData(
  tx: Prisma.TransactionClient,
  orderId: number,
): Promise<OrderMailData | null> {
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
  if (!order) return null;
  return toOrderMailData({
    orderId: order.id,
    total: order.total.toFixed(2),
    user: order.user,
    lines: order.lines.map((line) => ({
      quantity: line.quantity,
      subtotal: line.subtotal,
      activityName: line.activity.name,
      day: line.diaHora.day,
      hour: line.diaHora.hour,
    })),
  });
}
