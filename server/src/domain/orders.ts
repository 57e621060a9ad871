// The order state machine. Every stock change happens here (or in the checkout_order database
// function), as a conditional UPDATE: never read a stock figure and write it back (DESIGN §4).
import {
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  noStockMessage,
  type OrderDto,
  type Weekday,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { getOrderDto } from './orders/dto.ts';

type Tx = Prisma.TransactionClient;

export { discountedTotal } from './orders/money.ts';
export {
  adminOrderSelect,
  findOrderDto,
  getOrderDto,
  orderLineSelect,
  orderSelect,
  toAdminOrderDto,
  toOrderDto,
  toOrderLineDto,
} from './orders/dto.ts';
export { queueOrderCreatedMail } from './orders/mail.ts';

/** Who is acting: the owner of the order, or an admin. */
export interface OrderActor {
  user: { id: number; isAdmin: boolean };
}

export interface CheckoutInput {
  orderId: number;
  /** The uid of the caller's verified token: the checkout reads their profile and role itself. */
  caller: { uid: string };
  /** Upper-case code; unknown codes are refused. */
  discountCode?: string | undefined;
  /** Minutes the places stay reserved while the payment is pending. */
  reservationMinutes?: number;
  now?: Date;
}

const DEFAULT_RESERVATION_MINUTES = 30;

interface LockedOrder {
  id: number;
  userId: number;
  state: 'Cart' | 'Created' | 'Complete' | 'Canceled';
}

/** Locks the order row for the rest of the transaction; 404 when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<LockedOrder> {
  const rows = await tx.$queryRaw<LockedOrder[]>`
    SELECT id, "userId", state::text AS state FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  const order = rows[0];
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  return order;
}

export function assertOwnerOrAdmin(caller: OrderActor, userId: number): void {
  if (caller.user.id !== userId && !caller.user.isAdmin) {
    throw new HttpError(403, AUTH_MESSAGES.forbidden);
  }
}

/** What the checkout_order function answers (prisma/migrations/*_checkout_function). */
type CheckoutOutcome =
  | { outcome: 'created'; order: OrderDto }
  | { outcome: 'unchanged' }
  | { outcome: 'noStock'; activity: string; day: Weekday; hour: string }
  | {
      outcome:
        | 'profileRequired'
        | 'notFound'
        | 'forbidden'
        | 'canceled'
        | 'discountInvalid'
        | 'cartEmpty'
        | 'slotWithoutActivity';
    };

const REFUSALS = {
  profileRequired: [403, AUTH_MESSAGES.profileRequired],
  notFound: [404, ORDER_MESSAGES.orderNotFound],
  forbidden: [403, AUTH_MESSAGES.forbidden],
  canceled: [409, ORDER_MESSAGES.orderCanceled],
  discountInvalid: [400, ORDER_MESSAGES.discountInvalid],
  cartEmpty: [400, ORDER_MESSAGES.cartEmpty],
  slotWithoutActivity: [400, ORDER_MESSAGES.slotWithoutActivity],
} as const;

/** Timestamps travel as UTC text cast to timestamp(3), as Prisma stores them. */
const utc = (date: Date): string => date.toISOString();

/**
 * Confirms a cart: reserves every slot's places with a conditional decrement, prices the lines
 * from the database, applies the discount, sets Created with a reservation expiry, creates the
 * review placeholders, queues the order-created mail and opens a new empty cart. Repeating it on
 * an order that is already Created (or Complete) returns it unchanged.
 *
 * It is the hot path of the shop: the database function checkout_order does all of it in one
 * statement, so it costs one round trip and no slot stays locked while this process is busy.
 * The response is the order as that statement wrote it.
 */
export async function checkoutOrder(
  prisma: PrismaClient,
  { orderId, caller, discountCode, reservationMinutes, now }: CheckoutInput,
): Promise<OrderDto> {
  const minutes = reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
  const reservedUntil = new Date((now ?? new Date()).getTime() + minutes * 60_000);
  const rows = await prisma.$queryRaw<{ result: CheckoutOutcome }[]>`
    SELECT checkout_order(${orderId}::int, ${caller.uid}::text,
                          ${discountCode?.toUpperCase() ?? null}::text,
                          ${utc(new Date())}::timestamp(3), ${utc(reservedUntil)}::timestamp(3))
           AS result`;
  const result = rows[0]?.result;
  if (!result) throw new Error('checkout_order returned no row');
  switch (result.outcome) {
    case 'created':
      return result.order;
    case 'unchanged':
      return getOrderDto(prisma, orderId);
    case 'noStock':
      throw new HttpError(409, noStockMessage(result.activity, result.day, result.hour));
    default: {
      const [status, message] = REFUSALS[result.outcome];
      throw new HttpError(status, message);
    }
  }
}

/**
 * Created → Canceled. Only the call that makes the transition returns the places (capped at the
 * slot's capacity) and removes the placeholder reviews no other live order still justifies.
 */
export async function cancelOrder(tx: Tx, orderId: number): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, state: 'Created' },
    data: { state: 'Canceled' },
  });
  if (changed.count !== 1) return false;

  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      userId: true,
      lines: {
        select: { diaHoraId: true, activityId: true, quantity: true },
        orderBy: { diaHoraId: 'asc' },
      },
    },
  });
  for (const line of order.lines) {
    await tx.$executeRaw`
      UPDATE "DiaHora" SET stock = LEAST(capacity, stock + ${line.quantity}), "updatedAt" = now()
       WHERE id = ${line.diaHoraId}`;
  }
  const activityIds = [...new Set(order.lines.map((line) => line.activityId))];
  await tx.review.deleteMany({
    where: {
      userId: order.userId,
      rating: null,
      activityId: { in: activityIds },
      activity: {
        orderLines: {
          none: { order: { userId: order.userId, state: { in: ['Created', 'Complete'] } } },
        },
      },
    },
  });
  return true;
}

/** Created → Complete with the provider's payment; false when it already left Created. */
export async function completeOrder(
  tx: Tx,
  orderId: number,
  payment: { id: string; status: string },
): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, state: 'Created' },
    data: { state: 'Complete', paymentId: payment.id, paymentStatus: payment.status },
  });
  return changed.count === 1;
}

const SWEEP_BATCH = 100;

/**
 * Cancels Created orders whose reservation expired before `now`, in batches. SKIP LOCKED lets
 * several instances sweep at once without waiting for, or cancelling, the same order.
 */
export async function expireReservations(prisma: PrismaClient, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, cancelled } = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "Order"
         WHERE state = 'Created'
           AND "reservedUntil" < (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
         ORDER BY id LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`;
      let count = 0;
      for (const row of rows) if (await cancelOrder(tx, row.id)) count += 1;
      return { claimed: rows.length, cancelled: count };
    });
    total += cancelled;
    if (claimed < SWEEP_BATCH) return total;
  }
}
