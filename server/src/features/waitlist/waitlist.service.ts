// The waitlist's routes (docs/api.md, 'Waitlists'); the offers themselves are made where places
// free (domain/waitlist.ts), under the same lock order: orders, then the slot, then its line.
import {
  ORDER_MESSAGES,
  WAITLIST_MESSAGES,
  type SlotWaitlistEntryDto,
  type WaitlistEntryDto,
  type WaitlistOfferDto,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { cancelOrder, lockOrder } from '../../domain/order-lifecycle.ts';
import { lockSlot, type OfferPolicy } from '../../domain/waitlist.ts';

type Db = PrismaClient | Prisma.TransactionClient;

interface RankedEntry {
  id: number;
  userId: number;
  diaHoraId: number;
  createdAt: Date;
  offerOrderId: number | null;
  position: number;
  waiting: number;
}

/** The lines of the slots `slots` selects, each entry with its place in its line. */
function rankedEntries(db: Db, slots: Prisma.Sql): Promise<RankedEntry[]> {
  return db.$queryRaw<RankedEntry[]>`
    SELECT id, "userId", "diaHoraId", "createdAt", "offerOrderId",
           (row_number() OVER line)::int AS position, (count(*) OVER whole)::int AS waiting
      FROM "WaitlistEntry" WHERE "diaHoraId" IN (${slots})
    WINDOW line AS (PARTITION BY "diaHoraId" ORDER BY "createdAt", id),
           whole AS (PARTITION BY "diaHoraId")
     ORDER BY "createdAt", id`;
}

/** The open offers among `entries`, by order id. */
async function openOffers(db: Db, entries: RankedEntry[]): Promise<Map<number, WaitlistOfferDto>> {
  const ids = entries.flatMap((entry) => (entry.offerOrderId === null ? [] : [entry.offerOrderId]));
  const orders = await db.order.findMany({
    where: { id: { in: ids }, state: 'Created', reservedUntil: { not: null } },
    select: { id: true, reservedUntil: true, total: true },
  });
  return new Map(
    orders.map((order) => [
      order.id,
      {
        orderId: order.id,
        expiresAt: order.reservedUntil?.toISOString() ?? '',
        total: order.total.toFixed(2),
      },
    ]),
  );
}

const offerOf = (entry: RankedEntry, offers: Map<number, WaitlistOfferDto>) =>
  (entry.offerOrderId !== null && offers.get(entry.offerOrderId)) || null;

/** GET /waitlist: the caller's entries, oldest first. */
export async function myWaitlist(db: Db, userId: number): Promise<WaitlistEntryDto[]> {
  const ranked = await rankedEntries(
    db,
    Prisma.sql`SELECT "diaHoraId" FROM "WaitlistEntry" WHERE "userId" = ${userId}`,
  );
  const mine = ranked.filter((entry) => entry.userId === userId);
  const [slots, offers] = await Promise.all([
    db.diaHora.findMany({
      where: { id: { in: mine.map((entry) => entry.diaHoraId) } },
      select: {
        id: true,
        day: true,
        hour: true,
        activity: { select: { id: true, name: true, image: true } },
      },
    }),
    openOffers(db, mine),
  ]);
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  return mine.flatMap((entry) => {
    const slot = slotById.get(entry.diaHoraId);
    if (!slot) return [];
    return [
      {
        diaHoraId: entry.diaHoraId,
        day: slot.day,
        hour: slot.hour,
        activity: slot.activity,
        position: entry.position,
        waiting: entry.waiting,
        joinedAt: entry.createdAt.toISOString(),
        offer: offerOf(entry, offers),
      },
    ];
  });
}

/** GET /diahora/{id}/waitlist (admins): the line, first to last. */
export async function slotWaitlist(
  prisma: PrismaClient,
  diaHoraId: number,
): Promise<SlotWaitlistEntryDto[]> {
  const slot = await prisma.diaHora.findUnique({ where: { id: diaHoraId }, select: { id: true } });
  if (!slot) throw new HttpError(404, ORDER_MESSAGES.slotNotFound);
  const line = await rankedEntries(prisma, Prisma.sql`${diaHoraId}`);
  const [users, offers] = await Promise.all([
    prisma.user.findMany({
      where: { id: { in: line.map((entry) => entry.userId) } },
      select: { id: true, name: true, lastName: true, email: true },
    }),
    openOffers(prisma, line),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  return line.flatMap((entry) => {
    const user = userById.get(entry.userId);
    if (!user) return [];
    return [
      {
        position: entry.position,
        userId: user.id,
        name: user.name,
        lastName: user.lastName,
        email: user.email,
        joinedAt: entry.createdAt.toISOString(),
        offer: offerOf(entry, offers),
      },
    ];
  });
}

/** Holds the slot now: a reserved order with it, or a paid one whose membership runs. */
async function holdsSlot(tx: Prisma.TransactionClient, userId: number, diaHoraId: number) {
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
     WHERE o."userId" = ${userId} AND l."diaHoraId" = ${diaHoraId}
       AND (o.state = 'Created' OR (o.state = 'Complete' AND o.membership = 'Active'))
     LIMIT 1`;
  return row !== undefined;
}

/**
 * POST /diahora/{id}/waitlist: joins a full slot's line, last. Under the slot's lock, so a place
 * freed meanwhile is either already back in stock (409: book it) or offered to this entry.
 */
export async function joinWaitlist(
  prisma: PrismaClient,
  userId: number,
  diaHoraId: number,
): Promise<WaitlistEntryDto> {
  return prisma.$transaction(async (tx) => {
    const slot = await lockSlot(tx, diaHoraId);
    if (!slot) throw new HttpError(404, ORDER_MESSAGES.slotNotFound);
    if (slot.activityId === null) throw new HttpError(409, ORDER_MESSAGES.slotWithoutActivity);
    if (slot.stock > 0) throw new HttpError(409, WAITLIST_MESSAGES.slotHasPlaces);
    if (await holdsSlot(tx, userId, diaHoraId)) {
      throw new HttpError(409, WAITLIST_MESSAGES.alreadyHolds);
    }
    const created = await tx.waitlistEntry.createMany({
      data: { userId, diaHoraId },
      skipDuplicates: true,
    });
    if (created.count !== 1) throw new HttpError(409, WAITLIST_MESSAGES.alreadyWaiting);
    const entries = await myWaitlist(tx, userId);
    const entry = entries.find((each) => each.diaHoraId === diaHoraId);
    if (!entry) throw new Error(`waitlist entry of user ${userId} on slot ${diaHoraId} vanished`);
    return entry;
  });
}

/**
 * DELETE /diahora/{id}/waitlist: leaves the line; an open offer is declined, its place going to
 * the next in line. The offer's order is locked before the slot (the lock order); an offer made
 * between the first read and the slot's lock makes the transaction start again.
 */
export async function leaveWaitlist(
  prisma: PrismaClient,
  userId: number,
  diaHoraId: number,
  policy: OfferPolicy,
): Promise<void> {
  const where = { userId_diaHoraId: { userId, diaHoraId } };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const done = await prisma.$transaction(async (tx) => {
      const seen = await tx.waitlistEntry.findUnique({ where, select: { offerOrderId: true } });
      if (!seen) throw new HttpError(404, WAITLIST_MESSAGES.notWaiting);
      if (seen.offerOrderId !== null) await lockOrder(tx, seen.offerOrderId);
      await lockSlot(tx, diaHoraId);
      const entry = await tx.waitlistEntry.findUnique({ where, select: { offerOrderId: true } });
      if (!entry) throw new HttpError(404, WAITLIST_MESSAGES.notWaiting);
      if (entry.offerOrderId !== seen.offerOrderId) return false;
      if (entry.offerOrderId !== null) await cancelOrder(tx, entry.offerOrderId, policy);
      await tx.waitlistEntry.deleteMany({ where: { userId, diaHoraId } });
      return true;
    });
    if (done) return;
  }
  throw new HttpError(409, WAITLIST_MESSAGES.notWaiting);
}
