import {
  MAKEUP_MESSAGES,
  MESSAGES,
  SESSION_MESSAGES,
  SESSIONS_MAX_DAYS,
  type MakeupBooking,
  type TimetableEntryDto,
  type MakeupDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { dayDate, dayOf } from '../../domain/closures.ts';
import { PUBLIC_SLOT } from '../../domain/catalog.ts';
import { lockSession, type LockedSession } from '../../domain/session-places.ts';
import { heldBy, sessionsOf } from '../../domain/sessions.ts';
import { saleRefusalError } from '../../domain/slot-sale.ts';
import { HttpError } from '../../lib/http-error.ts';
import { classSlots, inNotice, type SessionPolicy } from '../../domain/makeups.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';

type Tx = Prisma.TransactionClient;

const CREDIT = {
  id: true,
  activityId: true,
  activity: { select: { name: true } },
  expiresAt: true,
  reason: true,
  bookingDiaHora: { select: { id: true, day: true, hour: true } },
  bookingDate: true,
  bookingStartsAt: true,
} satisfies Prisma.MakeupCreditSelect;

type CreditRow = Prisma.MakeupCreditGetPayload<{ select: typeof CREDIT }>;

function makeupDto(credit: CreditRow): MakeupDto {
  const slot = credit.bookingDiaHora;
  const { bookingDate, bookingStartsAt } = credit;
  return {
    id: credit.id,
    activityId: credit.activityId,
    activity: credit.activity.name,
    expiresAt: credit.expiresAt.toISOString(),
    reason: credit.reason,
    booking:
      slot && bookingDate && bookingStartsAt
        ? {
            diaHoraId: slot.id,
            date: dayOf(bookingDate),
            startsAt: bookingStartsAt.toISOString(),
            day: slot.day,
            hour: slot.hour,
          }
        : null,
  };
}

/** GET /makeups: the member's credits still usable, or booked into a coming class. */
export async function listMakeups(
  prisma: PrismaClient,
  userId: number,
  now = new Date(),
): Promise<MakeupDto[]> {
  const credits = await prisma.makeupCredit.findMany({
    where: {
      userId,
      OR: [
        { bookingDiaHoraId: null, expiresAt: { gt: now } },
        { bookingDiaHoraId: { not: null }, bookingStartsAt: { gt: now } },
      ],
    },
    orderBy: [{ expiresAt: 'asc' }, { id: 'asc' }],
    select: CREDIT,
  });
  return credits.map(makeupDto);
}

/** Locks the member's credit `id` (404 when it is not theirs). */
async function lockCredit(tx: Tx, userId: number, id: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "MakeupCredit" WHERE id = ${id} AND "userId" = ${userId} FOR UPDATE`;
  if (!locked) throw new HttpError(404, MESSAGES.notFound);
  return tx.makeupCredit.findUniqueOrThrow({
    where: { id },
    select: { ...CREDIT, bookingDiaHoraId: true },
  });
}

/**
 * Why the credit may not be booked into this session (its class's, on sale, held that day,
 * before the credit expires, not one the member is in already, with a free place), or null.
 */
async function bookingRefusal(
  tx: Tx,
  userId: number,
  credit: { activityId: number; expiresAt: Date },
  { slot, session, startsAt }: Pick<LockedSession, 'slot' | 'session' | 'startsAt'>,
): Promise<HttpError | null> {
  if (slot.activityId !== credit.activityId) return new HttpError(400, MAKEUP_MESSAGES.otherClass);
  if (slot.saleRefusal) return saleRefusalError(slot.saleRefusal);
  if (session.status !== 'Programada') return new HttpError(409, SESSION_MESSAGES.notScheduled);
  if (startsAt > credit.expiresAt) return new HttpError(400, MAKEUP_MESSAGES.afterExpiry);
  const alreadyIn =
    (await heldBy(tx, slot.id, startsAt, userId)).places > 0 ||
    (await tx.makeupCredit.count({
      where: { userId, bookingDiaHoraId: slot.id, bookingDate: dayDate(session.date) },
    })) > 0;
  if (alreadyIn) return new HttpError(409, MAKEUP_MESSAGES.alreadyIn);
  if (session.free <= 0) return new HttpError(409, MAKEUP_MESSAGES.full);
  return null;
}

/**
 * GET /makeups/{id}/sessions ('Recuperar una clase'): the coming sessions the credit may be booked
 * into now, by start: its class's, until it expires (at most SESSIONS_MAX_DAYS ahead).
 */
export async function makeupOptions(
  prisma: PrismaClient,
  userId: number,
  id: number,
  now = new Date(),
): Promise<TimetableEntryDto[]> {
  return prisma.$transaction(async (tx) => {
    const credit = await tx.makeupCredit.findFirst({
      where: { id, userId },
      select: { activityId: true, expiresAt: true },
    });
    if (!credit) throw new HttpError(404, MESSAGES.notFound);
    if (credit.expiresAt <= now) return [];
    const from = gymToday(now);
    const until = gymToday(credit.expiresAt);
    const farthest = addDays(from, SESSIONS_MAX_DAYS - 1);
    const to = until < farthest ? until : farthest;
    const activity = await tx.activity.findUniqueOrThrow({
      where: { id: credit.activityId },
      select: { trainers: { where: { archivedAt: null }, select: { name: true } } },
    });
    const slots = await tx.diaHora.findMany({
      where: { activityId: credit.activityId, ...PUBLIC_SLOT },
      select: { id: true },
    });
    const options: TimetableEntryDto[] = [];
    for (const slot of await classSlots(
      tx,
      slots.map((s) => s.id),
    )) {
      for (const session of await sessionsOf(tx, slot, from, to)) {
        const startsAt = new Date(session.startsAt);
        if (startsAt <= now) continue;
        // PUBLIC_SLOT: on sale.
        const located = { slot: { ...slot, saleRefusal: null }, session, startsAt };
        if (await bookingRefusal(tx, userId, credit, located)) continue;
        options.push({
          ...session,
          diaHoraId: slot.id,
          activityId: slot.activityId,
          activity: slot.activity,
          trainers: activity.trainers.map((t) => t.name),
          day: slot.day,
          hour: slot.hour,
        });
      }
    }
    return options.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  });
}

/**
 * POST /makeups/{id}/booking: books the credit into a coming session of its class that has a
 * free place on that date, before the credit expires. The slot's lock (then the credit's) makes
 * concurrent bookings of the last place one success and refusals.
 */
export async function bookMakeup(
  prisma: PrismaClient,
  userId: number,
  id: number,
  { diaHoraId, date }: MakeupBooking,
  now = new Date(),
): Promise<MakeupDto> {
  return prisma.$transaction(async (tx) => {
    const { slot, session, startsAt } = await lockSession(tx, diaHoraId, date, now);
    const credit = await lockCredit(tx, userId, id);
    if (credit.bookingDiaHoraId !== null) throw new HttpError(409, MAKEUP_MESSAGES.booked);
    if (credit.expiresAt <= now) throw new HttpError(409, MAKEUP_MESSAGES.expired);
    const refusal = await bookingRefusal(tx, userId, credit, { slot, session, startsAt });
    if (refusal) throw refusal;
    return makeupDto(
      await tx.makeupCredit.update({
        where: { id },
        data: {
          bookingDiaHoraId: diaHoraId,
          bookingDate: dayDate(date),
          bookingStartsAt: startsAt,
        },
        select: CREDIT,
      }),
    );
  });
}

/**
 * DELETE /makeups/{id}/booking: gives the credit back, up to SKIP_NOTICE_HOURS before the class;
 * its place is free again on that date.
 */
export async function cancelMakeup(
  prisma: PrismaClient,
  userId: number,
  id: number,
  policy: Pick<SessionPolicy, 'skipNoticeHours'>,
  now = new Date(),
): Promise<MakeupDto> {
  return prisma.$transaction(async (tx) => {
    const credit = await lockCredit(tx, userId, id);
    if (credit.bookingDiaHoraId === null || !credit.bookingStartsAt) {
      throw new HttpError(409, MAKEUP_MESSAGES.notBooked);
    }
    if (!inNotice(credit.bookingStartsAt, now, policy)) {
      throw new HttpError(409, MAKEUP_MESSAGES.tooLate);
    }
    return makeupDto(
      await tx.makeupCredit.update({
        where: { id },
        data: { bookingDiaHoraId: null, bookingDate: null, bookingStartsAt: null },
        select: CREDIT,
      }),
    );
  });
}
