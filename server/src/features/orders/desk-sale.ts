// 'Venta en recepción' (docs/architecture.md, 'Desk sales'): the desk sells a membership that is
// paid there and then, through the member's checkout (the same prices, discount codes and places)
// and the same payment transition, in one transaction: it is a paid order like any other.
import {
  DESK_MESSAGES,
  ORDER_MESSAGES,
  type CashDayDto,
  type CashQuery,
  type DeskPayment,
  type DeskSaleBody,
  type DeskSaleDto,
  type OrderDto,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { priceLine } from '../../domain/money.ts';
import { queueOrderMail } from '../../domain/outbox/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { gymToday, localPeriod } from '../../lib/local-period.ts';
import type { Member } from '../../middleware/auth.ts';
import { slotsForLines } from './cart.service.ts';
import { checkoutOrder } from './checkout.ts';
import { getOrderDto } from './order-dto.ts';

export interface DeskSaleDeps {
  bookings: Bookings;
  reservationMinutes: number;
}

/**
 * POST /order/desk: an order of the member's, marked as sold by the caller and paid in cash or by
 * transfer, checked out (checkout_order: prices, code, places; no reservation mail, and the
 * member's own cart untouched) and paid (completeOrder: the membership starts), then the payment
 * mail. A refusal (no places, a code that may not be used) writes nothing.
 */
export async function sellAtDesk(
  prisma: PrismaClient,
  { bookings, reservationMinutes }: DeskSaleDeps,
  desk: Pick<Member, 'user'>,
  { userId, lines, codigo, paymentMethod }: DeskSaleBody,
  now = new Date(),
): Promise<OrderDto> {
  const ids = lines.map((line) => line.diaHoraId);
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findFirst({
      where: { id: userId, deletedAt: null },
      select: { id: true },
    });
    if (!member) throw new HttpError(404, DESK_MESSAGES.memberNotFound);
    const slots = await slotsForLines(tx, ids);
    const order = await tx.order.create({
      data: {
        userId: member.id,
        soldById: desk.user.id,
        deskPayment: paymentMethod,
        lines: {
          create: lines.map(({ diaHoraId, quantity }) => {
            const activity = slots.get(diaHoraId)?.activity;
            if (!activity) throw new HttpError(400, ORDER_MESSAGES.slotWithoutActivity);
            return {
              diaHoraId,
              quantity,
              activityId: activity.id,
              ...priceLine(activity.price, quantity),
            };
          }),
        },
      },
    });
    await checkoutOrder(tx, {
      orderId: order.id,
      caller: { uid: desk.user.uid },
      mayActFor: async () => undefined,
      discountCode: codigo,
      reservationMinutes,
      now,
    });
    const payment = { id: `desk-${order.id}`, status: paymentMethod };
    if (!(await bookings.completeOrder(tx, order.id, payment))) {
      throw new Error(`desk sale ${order.id} was not Created after its checkout`);
    }
    await queueOrderMail(tx, 'paymentConfirmed', order.id);
    return getOrderDto(tx, order.id);
  });
}

const pesos = (value: Prisma.Decimal) => value.toFixed(2);

/**
 * GET /order/desk?date=: 'Caja del día', the day's desk sales (today by default) by payment day,
 * per seller by name; a sale refunded since is listed and not counted (its money went back).
 */
export async function cashDay(
  prisma: PrismaClient,
  { date }: CashQuery,
  now = new Date(),
): Promise<CashDayDto> {
  const day = date ?? gymToday(now);
  const { start, end } = localPeriod({ from: day, to: day }, 1, now);
  const orders = await prisma.order.findMany({
    where: { soldById: { not: null }, paidAt: { gte: start, lt: end } },
    orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      paidAt: true,
      total: true,
      deskPayment: true,
      state: true,
      user: { select: { id: true, name: true, lastName: true } },
      soldBy: { select: { id: true, name: true, lastName: true } },
      lines: { select: { activity: { select: { name: true } } }, orderBy: { diaHoraId: 'asc' } },
    },
  });
  const sold = orders.flatMap(({ soldBy, deskPayment, paidAt, ...order }) =>
    soldBy && deskPayment && paidAt ? [{ ...order, soldBy, deskPayment, paidAt }] : [],
  );
  const sellers = new Map(sold.map((order) => [order.soldBy.id, order.soldBy]));
  return {
    date: day,
    sellers: [...sellers.values()]
      .sort(
        (a, b) => a.lastName.localeCompare(b.lastName, 'es') || a.name.localeCompare(b.name, 'es'),
      )
      .map((seller) => {
        const theirs = sold.filter((order) => order.soldBy.id === seller.id);
        return {
          seller,
          ...tally(theirs),
          sales: theirs.map((order): DeskSaleDto => ({
            orderId: order.id,
            paidAt: order.paidAt.toISOString(),
            member: order.user,
            classes: [...new Set(order.lines.map((line) => line.activity.name))],
            total: pesos(order.total),
            paymentMethod: order.deskPayment,
            refunded: order.state === 'Refunded',
          })),
        };
      }),
    ...tally(sold),
  };
}

/** Cash, transfers and both, of the sales not refunded since. */
function tally(
  sales: { total: Prisma.Decimal; deskPayment: DeskPayment; state: string }[],
): Pick<CashDayDto, 'cash' | 'transfer' | 'total'> {
  const sum = (method: DeskPayment) =>
    sales
      .filter((sale) => sale.deskPayment === method && sale.state !== 'Refunded')
      .reduce((total, sale) => total.plus(sale.total), new Prisma.Decimal(0));
  const cash = sum('Efectivo');
  const transfer = sum('Transferencia');
  return { cash: pesos(cash), transfer: pesos(transfer), total: pesos(cash.plus(transfer)) };
}
