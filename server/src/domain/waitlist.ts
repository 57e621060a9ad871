// Waitlists (docs/architecture.md, 'Waitlists'): a freed place on a slot goes, in the transaction
// that frees it, to the first member in line as an offer (a reserved order holding one place for
// OFFER_HOURS). Locks are taken in one order, orders → slot → entries, so frees, joins, leaves,
// payments and lapses of one slot run one after the other without deadlocks.
import type { Prisma } from '../generated/prisma/client.ts';
import type { MembershipPolicy } from '../config.ts';
import { queueOrderMail } from './outbox/index.ts';

type Tx = Prisma.TransactionClient;
export type OfferPolicy = Pick<MembershipPolicy, 'offerHours'>;

const HOUR_MS = 3_600_000;

/** Locks a slot's row: every change to its line runs under it. Null when it does not exist. */
export async function lockSlot(
  tx: Tx,
  diaHoraId: number,
): Promise<{ stock: number; activityId: number | null } | null> {
  const [slot] = await tx.$queryRaw<{ stock: number; activityId: number | null }[]>`
    SELECT stock, "activityId" FROM "DiaHora" WHERE id = ${diaHoraId} FOR UPDATE`;
  return slot ?? null;
}

/**
 * Offers the slot's free places to the first members in line without an offer, one place each,
 * while both last. The caller holds the slot's lock (it has just raised the stock).
 */
export async function offerFreedPlaces(
  tx: Tx,
  diaHoraId: number,
  policy: OfferPolicy,
  now = new Date(),
): Promise<number> {
  let offered = 0;
  for (;;) {
    const [next] = await tx.$queryRaw<{ id: number; userId: number }[]>`
      SELECT id, "userId" FROM "WaitlistEntry"
       WHERE "diaHoraId" = ${diaHoraId} AND "offerOrderId" IS NULL
       ORDER BY "createdAt", id LIMIT 1`;
    if (!next) return offered;
    const [place] = await tx.$queryRaw<{ activityId: number; price: number }[]>`
      UPDATE "DiaHora" d SET stock = stock - 1, "updatedAt" = now()
        FROM "Activity" a
       WHERE d.id = ${diaHoraId} AND d.stock > 0 AND a.id = d."activityId"
      RETURNING a.id AS "activityId", a.price`;
    if (!place) return offered;
    const offer = await tx.order.create({
      data: {
        userId: next.userId,
        state: 'Created',
        total: place.price,
        reservedUntil: new Date(now.getTime() + policy.offerHours * HOUR_MS),
        lines: {
          create: {
            diaHoraId,
            activityId: place.activityId,
            quantity: 1,
            unitPrice: place.price,
            subtotal: place.price,
          },
        },
      },
      select: { id: true },
    });
    // The review placeholder a reserved order earns, as checkout_order creates it.
    await tx.$executeRaw`
      INSERT INTO "Review" ("userId", "activityId", "createdAt", "updatedAt")
      VALUES (${next.userId}, ${place.activityId}, now(), now()) ON CONFLICT DO NOTHING`;
    await tx.waitlistEntry.update({ where: { id: next.id }, data: { offerOrderId: offer.id } });
    await queueOrderMail(tx, 'waitlistOffer', offer.id);
    offered += 1;
  }
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
