// A slot's places: who holds them, taking them and giving them back (docs/architecture.md, 'The
// life of a place'). A stock figure is never read and written back: every change is a conditional
// UPDATE, here or in prisma/functions/bookings.sql, which takes places for the checkout too.
import { Prisma } from '../../generated/prisma/client.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { saleRefusalOf, type SaleRefusal } from '../slot-sale.ts';

type Tx = Prisma.TransactionClient;

export interface LockedSlot {
  id: number;
  capacity: number;
  stock: number;
  activityId: number | null;
  /** Why it is not on sale now (domain/slot-sale.ts), else null. */
  saleRefusal: SaleRefusal | null;
}

/** Locks a slot's row: every change to its places and its line runs under it. Null when absent. */
export async function lockSlot(tx: Tx, diaHoraId: number): Promise<LockedSlot | null> {
  const [slot] = await tx.$queryRaw<LockedSlot[]>`
    SELECT id, capacity, stock, "activityId", ${saleRefusalOf(Prisma.sql`id`)} AS "saleRefusal"
      FROM "DiaHora" WHERE id = ${diaHoraId} FOR UPDATE`;
  return slot ?? null;
}

/**
 * The one rule of who holds a place, for the line aliased `l` of the order aliased `o`: a
 * reservation (or an offer, or a renewal after its period) that took places and waits for its
 * payment, a paid order whose membership runs, or a class a renewal of its order left out, until
 * that order's period ends. A renewal within its period took none: the membership it renews holds
 * them. Its home is SQL, `line_holds_place` (prisma/functions/places_held.sql), which the seed
 * reads too.
 */
const holdsPlace = Prisma.sql`line_holds_place(o.state, o."placesTaken", o.membership, l."leftOutHeld")`;

/**
 * The stock invariant for the slot aliased `d`: the places it should have free, worked out from
 * its orders alone (capacity − `slot_places_held`, prisma/functions/places_held.sql).
 */
export const expectedStock = Prisma.sql`(d.capacity - slot_places_held(d.id))`;

/**
 * A booked place of the slot aliased `d`, as 'Resumen' counts it: capacity − stock, which every
 * take and free keeps equal to the places its orders hold (`expectedStock`), so the count is one
 * row per slot at any number of orders.
 */
export const bookedPlaces = Prisma.sql`(d.capacity - d.stock)`;

/** The slots whose stock breaks the invariant (none, when it holds). */
export async function stockBreaches(
  db: Tx,
): Promise<{ slotId: number; stock: number; expected: number }[]> {
  return db.$queryRaw`
    SELECT slot_id AS "slotId", stock, expected FROM stock_breaches()`;
}

/** Whether anyone, or the member `userId`, holds a place on the slot now. */
export async function slotIsHeld(db: Tx, diaHoraId: number, userId?: number): Promise<boolean> {
  const [row] = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
     WHERE l."diaHoraId" = ${diaHoraId} AND ${holdsPlace}
       ${userId === undefined ? Prisma.empty : Prisma.sql`AND o."userId" = ${userId}`}
     LIMIT 1`;
  return row !== undefined;
}

/**
 * The one predicate of a renewal waiting for its payment: the renewals of the order `orderId`
 * names (an id, or a column such as o.id) that are still reserved.
 */
export function waitingRenewalsOf(orderId: number | Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT r.id FROM "Order" r
     WHERE r."renewsOrderId" = ${orderId} AND r.state = 'Created'`;
}

/**
 * Takes the places of every line of an order (prisma/functions/bookings.sql, take_order_places):
 * null when all were taken, else the slot that could not give them, and the caller's transaction
 * must not commit what was taken.
 */
export async function takeOrderPlaces(tx: Tx, orderId: number, now: Date): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ short: number | null }[]>`
    SELECT take_order_places(${orderId}::int, ${utcTimestamp(now)}) AS short`;
  return row?.short ?? null;
}

/** Which of an order's lines give their places back: every one, or those a renewal left out. */
export type FreedLines = 'all' | 'leftOut';

/**
 * Gives the places of an order's lines back to their slots, in slot order, never above a slot's
 * capacity, and answers the slots that got places back. 'leftOut' gives back the classes a renewal
 * left out, once (their mark is cleared); for 'all', the caller makes the transition that frees
 * them once.
 */
export async function returnOrderPlaces(
  tx: Tx,
  orderId: number,
  which: FreedLines = 'all',
): Promise<number[]> {
  const lines =
    which === 'all'
      ? await tx.orderLine.findMany({
          where: { orderId },
          select: { diaHoraId: true, quantity: true },
        })
      : await tx.$queryRaw<{ diaHoraId: number; quantity: number }[]>`
          UPDATE "OrderLine" SET "leftOutHeld" = false, "updatedAt" = now()
           WHERE "orderId" = ${orderId} AND "leftOutHeld"
           RETURNING "diaHoraId", quantity`;
  lines.sort((a, b) => a.diaHoraId - b.diaHoraId);
  // One slot at a time, in id order: the lock order every taker keeps.
  for (const line of lines) {
    await tx.$executeRaw`
      UPDATE "DiaHora" SET stock = LEAST(capacity, stock + ${line.quantity}), "updatedAt" = now()
       WHERE id = ${line.diaHoraId}`;
  }
  return lines.map((line) => line.diaHoraId);
}
