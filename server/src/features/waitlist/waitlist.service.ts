// The waitlist's routes (docs/api.md, 'Waitlists'); the offers themselves are made as places free
// (domain/bookings/waitlist.ts), under the same lock order: orders, then the slot, then its line.
import {
  ORDER_MESSAGES,
  WAITLIST_MESSAGES,
  type SlotPlaceDto,
  type SlotWaitlistEntryDto,
  type WaitlistEntryDto,
  type WaitlistOfferDto,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { lockOrder } from '../../domain/bookings/orders.ts';
import { lockSlot, slotIsHeld, type LockedSlot } from '../../domain/bookings/places.ts';
import { saleRefusalError, saleRefusals } from '../../domain/slot-sale.ts';

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

/** What both views show of an entry's place in line. */
const placeInLine = (entry: RankedEntry, offers: Map<number, WaitlistOfferDto>) => ({
  position: entry.position,
  joinedAt: entry.createdAt.toISOString(),
  offer: offerOf(entry, offers),
});

/** Each entry with its row (`idOf` names it); an entry whose row is gone is left out. */
function withRows<R extends { id: number }>(
  entries: RankedEntry[],
  rows: R[],
  idOf: (entry: RankedEntry) => number,
): [RankedEntry, R][] {
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return entries.flatMap((entry): [RankedEntry, R][] => {
    const row = rowById.get(idOf(entry));
    return row ? [[entry, row]] : [];
  });
}

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
  return withRows(mine, slots, (entry) => entry.diaHoraId).map(([entry, slot]) => ({
    diaHoraId: entry.diaHoraId,
    day: slot.day,
    hour: slot.hour,
    activity: slot.activity,
    waiting: entry.waiting,
    ...placeInLine(entry, offers),
  }));
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
  return withRows(line, users, (entry) => entry.userId).map(([entry, user]) => ({
    userId: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    ...placeInLine(entry, offers),
  }));
}

/** Why the member may not join the slot's line now, or null: the one rule for the join and /place. */
function joinRefusal(
  slot: Pick<LockedSlot, 'stock' | 'activityId' | 'saleRefusal'>,
  standing: { holds: boolean; waiting: boolean },
): string | null {
  if (slot.saleRefusal) return saleRefusalError(slot.saleRefusal).message;
  if (slot.stock > 0) return WAITLIST_MESSAGES.slotHasPlaces;
  if (standing.holds) return WAITLIST_MESSAGES.alreadyHolds;
  if (standing.waiting) return WAITLIST_MESSAGES.alreadyWaiting;
  return null;
}

/** GET /diahora/{id}/place: the caller's standing on a slot, as the join would judge it. */
export async function slotPlace(
  prisma: PrismaClient,
  userId: number,
  diaHoraId: number,
): Promise<SlotPlaceDto> {
  const slot = await prisma.diaHora.findUnique({
    where: { id: diaHoraId },
    select: { stock: true, activityId: true },
  });
  if (!slot) throw new HttpError(404, ORDER_MESSAGES.slotNotFound);
  const [holds, entries, offSale] = await Promise.all([
    slotIsHeld(prisma, diaHoraId, userId),
    myWaitlist(prisma, userId),
    saleRefusals(prisma, [diaHoraId]),
  ]);
  const entry = entries.find((each) => each.diaHoraId === diaHoraId) ?? null;
  const saleRefusal = offSale.get(diaHoraId) ?? null;
  const canJoinWaitlist =
    joinRefusal({ ...slot, saleRefusal }, { holds, waiting: entry !== null }) === null;
  return { diaHoraId, holds, canJoinWaitlist, entry };
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
    const refusal = joinRefusal(slot, {
      holds: await slotIsHeld(tx, diaHoraId, userId),
      waiting: false,
    });
    if (refusal !== null) throw new HttpError(409, refusal);
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
  bookings: Bookings,
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
      if (entry.offerOrderId !== null) await bookings.cancelOrder(tx, entry.offerOrderId);
      await tx.waitlistEntry.deleteMany({ where: { userId, diaHoraId } });
      return true;
    });
    if (done) return;
  }
  throw new HttpError(409, WAITLIST_MESSAGES.notWaiting);
}
