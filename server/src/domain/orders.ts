// The order state machine. Every stock change happens here, inside the caller's transaction,
// as a conditional UPDATE: never read a stock figure and write it back (see DESIGN §4).
import { AUTH_MESSAGES, ORDER_MESSAGES, noStockMessage, type OrderDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { getOrderDto } from './orders/dto.ts';
import { queueOrderCreatedMail } from './orders/mail.ts';
import { discountedTotal } from './orders/money.ts';

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
  caller: OrderActor;
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

/**
 * Confirms a cart in one transaction: reserves every slot's places with a conditional decrement,
 * prices the lines from the database, applies the discount, sets Created with a reservation
 * expiry, creates the review placeholders, queues the mail and opens a new empty cart.
 * Repeating it on an order that is already Created (or Complete) returns it unchanged.
 */
export async function checkoutOrder(
  prisma: PrismaClient,
  { orderId, caller, discountCode, reservationMinutes, now }: CheckoutInput,
): Promise<OrderDto> {
  await prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOwnerOrAdmin(caller, order.userId);
    if (order.state === 'Created' || order.state === 'Complete') return;
    if (order.state === 'Canceled') throw new HttpError(409, ORDER_MESSAGES.orderCanceled);

    const discount =
      discountCode === undefined
        ? null
        : await tx.descuento.findUnique({ where: { codigo: discountCode.toUpperCase() } });
    if (discountCode !== undefined && !discount) {
      throw new HttpError(400, ORDER_MESSAGES.discountInvalid);
    }

    const lines = await tx.orderLine.findMany({
      where: { orderId, quantity: { gt: 0 } },
      orderBy: { diaHoraId: 'asc' },
      select: {
        id: true,
        diaHoraId: true,
        quantity: true,
        diaHora: {
          select: {
            day: true,
            hour: true,
            activity: { select: { id: true, name: true, price: true } },
          },
        },
      },
    });
    if (lines.length === 0) throw new HttpError(400, ORDER_MESSAGES.cartEmpty);

    let sum = 0;
    const reservations = [];
    for (const line of lines) {
      const activity = line.diaHora.activity;
      if (!activity) throw new HttpError(400, ORDER_MESSAGES.slotWithoutActivity);
      const subtotal = activity.price * line.quantity;
      sum += subtotal;
      await tx.orderLine.update({
        where: { id: line.id },
        data: { activityId: activity.id, unitPrice: activity.price, subtotal },
      });
      reservations.push({ ...line, activity });
    }

    const minutes = reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
    const at = now ?? new Date();
    await tx.order.update({
      where: { id: orderId },
      data: {
        state: 'Created',
        total: discountedTotal(sum, discount?.descuento ?? null),
        discountCode: discount?.codigo ?? null,
        discountPercent: discount?.descuento ?? null,
        reservedUntil: new Date(at.getTime() + minutes * 60_000),
      },
    });
    // ON CONFLICT DO NOTHING: an existing review (rated or not) is left alone.
    await tx.review.createMany({
      data: [...new Set(reservations.map((line) => line.activity.id))].map((activityId) => ({
        userId: order.userId,
        activityId,
      })),
      skipDuplicates: true,
    });
    await queueOrderCreatedMail(tx, orderId);
    // The partial unique index allows this: the old cart stopped being a Cart above.
    await tx.order.create({ data: { userId: order.userId } });

    // Places last: a slot's row stays locked from its decrement until commit, and every buyer
    // of that slot queues on it, so nothing else may run in between. Slots go in id order so
    // two multi-slot checkouts never wait on each other in a cycle.
    for (const line of reservations) {
      const reserved = await tx.diaHora.updateMany({
        // Still this class's slot: an admin may have detached it since the lines were read.
        where: { id: line.diaHoraId, activityId: line.activity.id, stock: { gte: line.quantity } },
        data: { stock: { decrement: line.quantity } },
      });
      if (reserved.count === 0) {
        throw new HttpError(
          409,
          noStockMessage(line.activity.name, line.diaHora.day, line.diaHora.hour),
        );
      }
    }
  });
  return getOrderDto(prisma, orderId);
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
