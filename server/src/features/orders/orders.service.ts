import {
  ADMIN_MESSAGES,
  LISTED_ORDER_STATES,
  ORDER_MESSAGES,
  type AdminOrderDto,
  type AdminOrdersQuery,
  type PageRequest,
  type OrderDto,
  type OrderLineDto,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idOf, pageOf, pageSlice, type Page } from '../../lib/paging.ts';
import { countWhere, sqlOrder, pageByIds, pageIds, peopleMatching } from '../../lib/sql-page.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { lockOrder, type LockedOrder } from '../../domain/bookings/orders.ts';
import { queueOrderMail } from '../../domain/outbox/index.ts';
import { countOrders } from '../../domain/order-counts.ts';
import { endingSoon } from '../../domain/bookings/memberships.ts';
import { changeCartLine, getOrderLines } from './cart.service.ts';
import { discountedTotal } from '../../domain/money.ts';
import {
  adminOrderSelect,
  getOrderDto,
  orderSelect,
  toAdminOrderDto,
  toOrderDto,
} from './order-dto.ts';

/**
 * Admins: a page of the orders that left the cart, last changed first unless sorted, with their
 * buyers; `state` keeps one state, `q` searches (ordersMatching). The page's ids come first, so a
 * deep page or a search reads indexes, and only those orders are loaded with lines, buyer and
 * latest débito, in one query.
 */
export async function listOrders(
  prisma: PrismaClient,
  { q, sort, order: direction, state, ending, ...page }: AdminOrdersQuery,
  now = new Date(),
): Promise<Page<AdminOrderDto>> {
  const where = Prisma.sql`${state ? Prisma.sql`state = ${state}::"OrderState"` : Prisma.sql`state <> 'Cart'`}
    AND ${ordersMatching(q)}
    AND ${ending ? endingSoon(now) : Prisma.sql`TRUE`}`;
  // 'Por vencer' lists the soonest end first unless sorted.
  const order =
    ending && sort === undefined
      ? Prisma.sql`"periodEnd", id`
      : sqlOrder(sort ?? 'updated', direction);
  return pageByIds(
    pageIds(prisma, 'Order', where, order, page),
    // Without a search or 'Por vencer', the total is the states' running counts: counting 200,000
    // orders would cost more than the page itself. A filtered list counts its matches.
    q === undefined && !ending
      ? countOrders(prisma, state ? [state] : LISTED_ORDER_STATES)
      : countWhere(prisma, 'Order', where),
    (ids) =>
      prisma.order.findMany({
        where: { id: { in: ids } },
        select: adminOrderSelect,
        relationLoadStrategy: 'join',
      }),
    toAdminOrderDto,
  );
}

/** A number is an order's id; any other text, part of the buyer's name or e-mail. */
function ordersMatching(q: string | undefined): Prisma.Sql {
  if (q === undefined) return Prisma.sql`TRUE`;
  const id = idOf(q);
  if (id !== undefined) return Prisma.sql`id = ${id}`;
  return Prisma.sql`"userId" IN (${peopleMatching(q)})`;
}

/** A member's purchases ('Compras'), one page: orders that left the cart, newest first. */
export async function listUserOrders(
  prisma: PrismaClient,
  userId: number,
  page: PageRequest,
): Promise<Page<OrderDto>> {
  const where: Prisma.OrderWhereInput = { userId, state: { not: 'Cart' } };
  return pageOf(
    prisma.order.findMany({
      where,
      select: orderSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageSlice(page),
    }),
    prisma.order.count({ where }),
    toOrderDto,
  );
}

/** Runs `work` in one transaction that first locks the order's row (404 when there is none). */
function withLockedOrder<T>(
  prisma: PrismaClient,
  orderId: number,
  work: (tx: Prisma.TransactionClient, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => work(tx, await lockOrder(tx, orderId)));
}

/**
 * Created → Canceled with the places back; already Canceled → unchanged (200);
 * a Cart is emptied the same way (Canceled, and a fresh cart opens); Complete → 409.
 */
export async function cancelByCaller(
  prisma: PrismaClient,
  orderId: number,
  bookings: Bookings,
): Promise<OrderDto> {
  return withLockedOrder(prisma, orderId, async (tx, order) => {
    if (order.state === 'Complete') throw new HttpError(409, ORDER_MESSAGES.completeCannotCancel);
    if (order.state === 'Created') await bookings.cancelOrder(tx, orderId);
    if (order.state === 'Cart') {
      await tx.order.update({ where: { id: orderId }, data: { state: 'Canceled' } });
      await tx.order.create({ data: { userId: order.userId } });
    }
    return getOrderDto(tx, orderId);
  });
}

/** Admins only: Complete (paid by hand) or Canceled; the same state again changes nothing. */
export async function setStateByAdmin(
  prisma: PrismaClient,
  { adminId, orderId, state }: { adminId: number; orderId: number; state: 'Complete' | 'Canceled' },
  bookings: Bookings,
): Promise<OrderDto> {
  return withLockedOrder(prisma, orderId, async (tx, order) => {
    if (order.state !== state) {
      const changed =
        state === 'Complete'
          ? await bookings.completeOrder(tx, orderId, { id: `manual-${adminId}`, status: 'manual' })
          : await bookings.cancelOrder(tx, orderId);
      if (!changed) throw new HttpError(409, ORDER_MESSAGES.transitionRefused);
    }
    return getOrderDto(tx, orderId);
  });
}

/**
 * Admins: deletes an order, cancelling it first when Created so its places come back. A paid or
 * refunded order is the record of a payment: refused.
 */
export async function deleteOrder(
  prisma: PrismaClient,
  orderId: number,
  bookings: Bookings,
): Promise<void> {
  await withLockedOrder(prisma, orderId, async (tx, order) => {
    if (order.state === 'Complete' || order.state === 'Refunded') {
      throw new HttpError(409, ADMIN_MESSAGES.paidOrderCannotBeDeleted);
    }
    await bookings.cancelOrder(tx, orderId);
    await tx.order.delete({ where: { id: orderId } });
  });
}

/** The total the server holds, recomputed from the lines and the applied discount. */
export async function recomputeTotal(
  prisma: PrismaClient,
  orderId: number,
): Promise<{ total: string }> {
  return withLockedOrder(prisma, orderId, async (tx, order) => {
    const row = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { discountPercent: true, lines: { select: { subtotal: true } } },
    });
    const sum = row.lines.reduce((acc, line) => acc + line.subtotal, 0);
    const total = discountedTotal(sum, order.state === 'Cart' ? null : row.discountPercent);
    await tx.order.update({ where: { id: orderId }, data: { total } });
    return { total: total.toFixed(2) };
  });
}

/**
 * POST /orderLine/checkout, the documented per-line call: a cart still open takes the line
 * (quantity replaced); a confirmed order is left as checkout priced it.
 */
export async function lineAtCheckout(
  prisma: PrismaClient,
  line: { orderId: number; diaHoraId: number; quantity?: number | undefined },
): Promise<OrderLineDto[]> {
  const order = await prisma.order.findUnique({
    where: { id: line.orderId },
    select: { userId: true, state: true },
  });
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  if (order.state === 'Cart') return changeCartLine(prisma, { ...line, mode: 'set' });
  return getOrderLines(prisma, line.orderId);
}

/** POST /email/orderCreated: queues the mail again, built from the database, never the body. */
export async function requeueOrderMail(prisma: PrismaClient, orderId: number): Promise<void> {
  await withLockedOrder(prisma, orderId, async (tx, order) => {
    if (order.state !== 'Created' && order.state !== 'Complete') {
      throw new HttpError(409, ORDER_MESSAGES.mailNotAllowed);
    }
    await queueOrderMail(tx, 'orderCreated', orderId);
  });
}
