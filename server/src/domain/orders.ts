// The order state machine. Every stock change happens here, inside the caller's transaction,
// as a conditional UPDATE: never read a stock figure and write it back (see DESIGN §4).
import {
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  noStockMessage,
  type OrderDto,
  type OrderLineDto,
  type Weekday,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { getOrderDto } from './orders/dto.ts';
import { orderCreatedMail, toOrderMailData } from './mail/index.ts';
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

/** The order row and its buyer, locked for the rest of the transaction. */
interface CheckoutOrderRow extends LockedOrder {
  email: string;
  name: string;
  lastName: string;
  /** The discount asked for, when its code exists. */
  discountCode: string | null;
  discountPercent: number | null;
}

/** A line as the pricing UPDATE returns it: the DTO's fields, its slot, its class (null if detached). */
interface PricedLineRow extends Omit<OrderLineDto, 'activity' | 'diaHora'> {
  classId: number | null;
  className: string | null;
  classImage: string | null;
  classPrice: number | null;
  day: Weekday;
  hour: string;
}

/** The confirmed order row as the state UPDATE returns it: the DTO's fields, with Date timestamps. */
interface CreatedOrderRow extends Omit<
  OrderDto,
  'lines' | 'reservedUntil' | 'createdAt' | 'updatedAt'
> {
  reservedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Places left in each line's slot after its decrement, in line order; NULL where none was. */
  stocks: (number | null)[];
  capacities: (number | null)[];
}

/** Timestamps travel as UTC text cast to timestamp(3), as Prisma stores them. */
const utc = (date: Date): string => date.toISOString();

/**
 * Confirms a cart in one transaction: reserves every slot's places with a conditional decrement,
 * prices the lines from the database, applies the discount, sets Created with a reservation
 * expiry, creates the review placeholders, queues the mail and opens a new empty cart.
 * Repeating it on an order that is already Created (or Complete) returns it unchanged.
 *
 * It is the hot path of the shop, so it runs three set-based statements whatever the number of
 * lines (lock, pricing, the rest), renders the mail from the rows in hand and answers from the
 * rows those statements return instead of reading the order again: the mail and the response
 * say exactly what the transaction wrote.
 */
export async function checkoutOrder(
  prisma: PrismaClient,
  { orderId, caller, discountCode, reservationMinutes, now }: CheckoutInput,
): Promise<OrderDto> {
  const confirmed = await prisma.$transaction(async (tx) => {
    // 1. Lock the order (its own statement: what follows must see every line committed before
    //    the lock), with its buyer and the discount code, if any.
    const code = discountCode?.toUpperCase() ?? null;
    const orders = await tx.$queryRaw<CheckoutOrderRow[]>`
      SELECT o.id, o."userId", o.state::text AS state, u.email, u.name, u."lastName",
             d.codigo AS "discountCode", d.descuento AS "discountPercent"
        FROM "Order" o
        JOIN "User" u ON u.id = o."userId"
        LEFT JOIN "Descuento" d ON d.codigo = ${code}
       WHERE o.id = ${orderId}
         FOR UPDATE OF o`;
    const order = orders[0];
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    assertOwnerOrAdmin(caller, order.userId);
    if (order.state === 'Created' || order.state === 'Complete') return null;
    if (order.state === 'Canceled') throw new HttpError(409, ORDER_MESSAGES.orderCanceled);
    if (code !== null && order.discountCode === null) {
      throw new HttpError(400, ORDER_MESSAGES.discountInvalid);
    }

    // 2. Every line priced from its slot's class in one statement. A slot without a class keeps
    //    its line as it was and fails the checkout just below (the transaction rolls back).
    const writtenAt = utc(new Date());
    const priced = await tx.$queryRaw<PricedLineRow[]>`
      UPDATE "OrderLine" AS ol
         SET "activityId" = COALESCE(a.id, ol."activityId"),
             "unitPrice" = COALESCE(a.price, ol."unitPrice"),
             "subtotal" = COALESCE(a.price * ol.quantity, ol.subtotal),
             "updatedAt" = ${writtenAt}::timestamp(3)
        FROM "DiaHora" d LEFT JOIN "Activity" a ON a.id = d."activityId"
       WHERE ol."orderId" = ${orderId} AND ol.quantity > 0 AND d.id = ol."diaHoraId"
      RETURNING ol.id, ol."orderId", ol."diaHoraId", ol."activityId", ol.quantity,
                ol."unitPrice", ol.subtotal, a.id AS "classId", a.name AS "className",
                a.image AS "classImage", a.price AS "classPrice", d.day::text AS day, d.hour`;
    if (priced.length === 0) throw new HttpError(400, ORDER_MESSAGES.cartEmpty);
    const lines = priced.map(withClass).sort((a, b) => a.diaHoraId - b.diaHoraId);
    const sum = lines.reduce((total, line) => total + line.subtotal, 0);
    const total = discountedTotal(sum, order.discountPercent).toFixed(2);
    const mail = orderCreatedMail(
      toOrderMailData({
        orderId,
        total,
        user: order,
        lines: lines.map((line) => ({ ...line, activityName: line.activity.name })),
      }),
    );
    const activityIds = [...new Set(lines.map((line) => line.activityId))];
    const minutes = reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
    const reservedUntil = new Date((now ?? new Date()).getTime() + minutes * 60_000);

    // 3. The rest in one statement, the last before the commit: the order becomes Created, the
    //    review placeholders (ON CONFLICT DO NOTHING: an existing review, rated or not, is left
    //    alone), the mail in the outbox, the new empty cart (it reads the confirmed order, so it
    //    is inserted after the old cart stopped being a Cart, as the partial unique index
    //    requires), then the places: a slot's row stays locked from its decrement until commit
    //    and every buyer of that slot queues on it, so only this statement and the commit hold
    //    it. Each decrement waits for the previous one (EXISTS on it), so slots are locked in id
    //    order and two multi-slot checkouts never wait on each other in a cycle; after the first
    //    slot without places none of the later ones is touched. "activityId": still this class's
    //    slot, an admin may have detached it since the pricing.
    const decrements = lines.map(
      (line, index) => Prisma.sql`, ${Prisma.raw(`slot${index}`)} AS (
        UPDATE "DiaHora"
           SET stock = stock - ${line.quantity}, "updatedAt" = ${writtenAt}::timestamp(3)
         WHERE id = ${line.diaHoraId} AND "activityId" = ${line.activityId}
           AND stock >= ${line.quantity}
           AND EXISTS (SELECT 1 FROM ${Prisma.raw(index === 0 ? 'cart' : `slot${index - 1}`)})
        RETURNING stock, capacity)`,
    );
    const slotNames = lines.map((_line, index) => Prisma.raw(`slot${index}`));
    const created = await tx.$queryRaw<CreatedOrderRow[]>`
      WITH confirmed AS (
        UPDATE "Order"
           SET state = 'Created'::"OrderState",
               total = ${total}::decimal(12, 2),
               "discountCode" = ${order.discountCode},
               "discountPercent" = ${order.discountPercent}::int,
               "reservedUntil" = ${utc(reservedUntil)}::timestamp(3),
               "updatedAt" = ${writtenAt}::timestamp(3)
         WHERE id = ${orderId}
        RETURNING id, "userId", state::text AS state, total::text AS total, "discountCode",
                  "discountPercent", "paymentId", "paymentStatus", "reservedUntil",
                  "createdAt", "updatedAt"
      ), placeholders AS (
        INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
        SELECT ${order.userId}, ids.id, ${writtenAt}::timestamp(3), ${writtenAt}::timestamp(3)
          FROM unnest(${activityIds}::int[]) AS ids(id)
        ON CONFLICT DO NOTHING
      ), mail AS (
        INSERT INTO "EmailOutbox" ("to", subject, html, text, "sendAfter", "createdAt", "updatedAt")
        VALUES (${order.email}, ${mail.subject}, ${mail.html}, ${mail.text},
                ${writtenAt}::timestamp(3), ${writtenAt}::timestamp(3), ${writtenAt}::timestamp(3))
      ), cart AS (
        INSERT INTO "Order" ("userId", "createdAt", "updatedAt")
        SELECT "userId", ${writtenAt}::timestamp(3), ${writtenAt}::timestamp(3) FROM confirmed
        RETURNING id
      )${Prisma.join(decrements, '')}
      SELECT confirmed.*,
             ARRAY[${Prisma.join(
               slotNames.map((slot) => Prisma.sql`(SELECT stock FROM ${slot})`),
             )}]::int[] AS stocks,
             ARRAY[${Prisma.join(
               slotNames.map((slot) => Prisma.sql`(SELECT capacity FROM ${slot})`),
             )}]::int[] AS capacities
        FROM confirmed`;
    const row = created[0];
    if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    // (A NULL array element arrives as null from PostgreSQL but as NaN from PGlite.)
    const failed = lines.findIndex((_line, index) => !Number.isInteger(row.stocks[index]));
    const short = lines[failed];
    if (short) {
      throw new HttpError(409, noStockMessage(short.activity.name, short.day, short.hour));
    }
    return toCheckedOutDto(row, lines);
  });
  return confirmed ?? getOrderDto(prisma, orderId);
}

interface PricedLine extends Omit<
  PricedLineRow,
  'classId' | 'className' | 'classImage' | 'classPrice'
> {
  activity: { id: number; name: string; image: string; price: number };
}

/** The line with its class; 400 when its slot has none (detached by an admin). */
function withClass({ classId, className, classImage, classPrice, ...line }: PricedLineRow) {
  if (classId === null || className === null || classImage === null || classPrice === null) {
    throw new HttpError(400, ORDER_MESSAGES.slotWithoutActivity);
  }
  const activity = { id: classId, name: className, image: classImage, price: classPrice };
  return { ...line, activity } satisfies PricedLine;
}

function toCheckedOutDto(
  { stocks, capacities, ...row }: CreatedOrderRow,
  lines: PricedLine[],
): OrderDto {
  return {
    ...row,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map(({ day, hour, activity, ...line }, index) => ({
      ...line,
      activity,
      diaHora: {
        id: line.diaHoraId,
        day,
        hour,
        stock: stocks[index] ?? 0,
        capacity: capacities[index] ?? 0,
      },
    })),
  };
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
