// 'Exportar CSV' (docs/api.md, 'Cart and orders'): the orders of a period for the gym's accounts,
// streamed in pages, so the answer never holds the whole table. A spreadsheet in Spanish opens it
// as is: UTF-8 with a BOM, ';' between fields, decimal comma, dates dd/mm/aaaa.
import type { Response } from 'express';
import {
  ORDER_STATE_LABELS,
  dayLabel,
  formatGymDate,
  type OrderState,
  type PeriodQuery,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { localPeriod, type LocalPeriod } from '../../lib/local-period.ts';

const HEADER = [
  'Número',
  'Fecha',
  'Socio',
  'Email',
  'Clases',
  'Estado',
  'Total',
  'Descuento',
  'Pago',
  'Reembolso',
];

/** Orders read per round trip. */
const BATCH = 500;

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; a leading =, +, -
 * or @ is escaped so a spreadsheet never runs a member's name as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** '12345.50' → '12345,50'. */
const decimalComma = (amount: string) => amount.replace('.', ',');

const orderColumns = {
  id: true,
  createdAt: true,
  state: true,
  total: true,
  discountCode: true,
  discountPercent: true,
  paymentId: true,
  refundedAt: true,
  user: { select: { name: true, lastName: true, email: true, deletedAt: true } },
  lines: {
    orderBy: { diaHoraId: 'asc' as const },
    select: {
      quantity: true,
      activity: { select: { name: true } },
      diaHora: { select: { day: true, hour: true } },
    },
  },
};

type Cursor = { createdAt: Date; id: number } | null;

/** The next orders of the period after `after`, oldest first (Order_createdAt_id_idx). */
function batchAfter(prisma: PrismaClient, period: LocalPeriod, after: Cursor) {
  return prisma.order.findMany({
    where: {
      state: { not: 'Cart' },
      createdAt: { gte: period.start, lt: period.end },
      ...(after && {
        OR: [
          { createdAt: { gt: after.createdAt } },
          { createdAt: after.createdAt, id: { gt: after.id } },
        ],
      }),
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: BATCH,
    select: orderColumns,
  });
}

/** Writes the orders created in the period (carts aside), oldest first, to `res`. */
export async function streamOrdersCsv(
  prisma: PrismaClient,
  query: PeriodQuery,
  res: Response,
  now = new Date(),
): Promise<void> {
  const period = localPeriod(query, 1, now);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="ordenes-${period.from}-${period.to}.csv"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${HEADER.join(';')}\r\n`);
  let after: Cursor = null;
  for (;;) {
    const orders = await batchAfter(prisma, period, after);
    const rows = orders.map((order) =>
      [
        String(order.id),
        formatGymDate(order.createdAt),
        `${order.user.name} ${order.user.lastName}`.trim(),
        order.user.deletedAt ? '' : order.user.email,
        order.lines
          .map(
            (l) => `${l.activity.name} ${dayLabel(l.diaHora.day)} ${l.diaHora.hour} x${l.quantity}`,
          )
          .join(', '),
        ORDER_STATE_LABELS[order.state as OrderState],
        decimalComma(order.total.toFixed(2)),
        order.discountCode ? `${order.discountCode} (${order.discountPercent ?? 0} %)` : '',
        order.paymentId ?? '',
        order.refundedAt ? formatGymDate(order.refundedAt) : '',
      ]
        .map(csvField)
        .join(';'),
    );
    if (rows.length > 0) res.write(`${rows.join('\r\n')}\r\n`);
    const last = orders.at(-1);
    if (!last || orders.length < BATCH) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  res.end();
}
