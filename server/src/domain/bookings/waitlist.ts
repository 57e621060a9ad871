// Waitlists (docs/architecture.md, 'Waitlists'): the waitlist listens for freed places (the hook
// createBookings gives places.ts) and offers each to the first member in line as a reserved order
// holding one place for OFFER_HOURS. Locks are taken in one order, orders → slot → entries, so
// frees, joins, leaves, payments and lapses of one slot run one after the other without deadlocks.
import type { Prisma } from '../../generated/prisma/client.ts';
import { lockSlot } from './places.ts';
import { createReservedOrder } from './reservations.ts';

type Tx = Prisma.TransactionClient;

const HOUR_MS = 3_600_000;

/**
 * Offers a slot's free places to the first members in line without an offer, one place each,
 * while both last; answers how many it offered. Runs in the transaction that freed them.
 */
export function offerFreedPlacesFor(offerHours: number) {
  return async (tx: Tx, diaHoraId: number, now = new Date()): Promise<number> => {
    let offered = 0;
    for (;;) {
      const [next] = await tx.$queryRaw<{ id: number; userId: number }[]>`
        SELECT id, "userId" FROM "WaitlistEntry"
         WHERE "diaHoraId" = ${diaHoraId} AND "offerOrderId" IS NULL
         ORDER BY "createdAt", id LIMIT 1`;
      if (!next) return offered;
      const slot = await lockSlot(tx, diaHoraId);
      // A slot off sale (archived) offers nothing: its freed places wait in its stock.
      if (!slot || slot.activityId === null || slot.saleRefusal || slot.stock <= 0) return offered;
      const offer = await createReservedOrder(tx, {
        userId: next.userId,
        lines: [{ diaHoraId, activityId: slot.activityId, quantity: 1 }],
        discount: null,
        payerEmail: null,
        reservedUntil: new Date(now.getTime() + offerHours * HOUR_MS),
        takePlaces: true,
        mail: 'waitlistOffer',
        now,
      });
      if (!('orderId' in offer)) {
        throw new Error(`slot ${diaHoraId} refused an offer under its own lock: ${offer.refusal}`);
      }
      await tx.waitlistEntry.update({
        where: { id: next.id },
        data: { offerOrderId: offer.orderId },
      });
      offered += 1;
    }
  };
}

/**
 * An offer left Created (paid, lapsed, declined): its entry leaves the line. The caller has
 * already returned the places of a cancelled offer, which went to the next in line.
 */
export async function closeOffer(tx: Tx, orderId: number): Promise<void> {
  await tx.waitlistEntry.deleteMany({ where: { offerOrderId: orderId } });
}

/** A member who now holds an order's slots waits for them no more. */
export async function leaveLinesOf(tx: Tx, orderId: number): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "WaitlistEntry" w USING "Order" o, "OrderLine" l
     WHERE o.id = ${orderId} AND l."orderId" = o.id
       AND w."userId" = o."userId" AND w."diaHoraId" = l."diaHoraId"`;
}
