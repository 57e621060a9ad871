import {
  MESSAGES,
  SESSION_MESSAGES,
  SESSIONS_DEFAULT_DAYS,
  type AdminSessionDto,
  type MemberSessionDto,
  type TimetableEntryDto,
  type WeekQuery,
  type SessionChange,
  type SessionDto,
  type SessionsQuery,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { PUBLIC_SLOT } from '../../domain/catalog.ts';
import { dayDate, dayOf } from '../../domain/closures.ts';
import {
  classSlots,
  compensateSession,
  creditHolders,
  withdrawCompensation,
  inNotice,
  type ClassSlot,
  type MakeupPolicy,
  type SessionPolicy,
} from '../../domain/makeups.ts';
import { lockSession, type LockedSession } from '../../domain/session-places.ts';
import {
  heldBy,
  sessionOn,
  sessionPlacesHeld,
  sessionsOf,
  weekSessions,
} from '../../domain/sessions.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';

/** GET /diahora/{id}/sessions: a public slot's sessions, from today for four weeks by default. */
export async function listSessions(
  prisma: PrismaClient,
  id: number,
  { from, to }: SessionsQuery,
  now = new Date(),
): Promise<SessionDto[]> {
  const slot = await prisma.diaHora.findFirst({
    where: { id, ...PUBLIC_SLOT },
    select: { id: true, day: true, hour: true, capacity: true },
  });
  if (!slot) throw new HttpError(404, MESSAGES.notFound);
  const first = from ?? gymToday(now);
  const last = to ?? addDays(first, SESSIONS_DEFAULT_DAYS - 1);
  return prisma.$transaction((tx) => sessionsOf(tx, slot, first, last));
}

/**
 * PUT /diahora/{id}/sessions/{date} (admin): cancels a coming session with its reason, each holder
 * and make-up booked into it credited and mailed once; or holds it again, the unused credits it
 * gave withdrawn. Saying the same again changes only the reason.
 */
export async function setSessionStatus(
  prisma: PrismaClient,
  slotId: number,
  date: string,
  { status, reason = '' }: SessionChange,
  policy: MakeupPolicy,
  now = new Date(),
): Promise<SessionDto> {
  return prisma.$transaction(async (tx) => {
    const { slot, session } = await lockSession(tx, slotId, date, now);
    const key = { diaHoraId_date: { diaHoraId: slotId, date: dayDate(date) } };
    const cancelled = await tx.sessionCancellation.findUnique({ where: key });
    if (status === 'Cancelada') {
      if (session.status === 'Cerrado') throw new HttpError(409, SESSION_MESSAGES.closedDay);
      if (cancelled) {
        await tx.sessionCancellation.update({ where: key, data: { reason } });
      } else {
        await tx.sessionCancellation.create({
          data: { diaHoraId: slotId, date: dayDate(date), reason },
        });
        await compensateSession(tx, { slot, date }, 'Cancelada', reason, policy);
      }
    } else if (cancelled) {
      await tx.sessionCancellation.delete({ where: key });
      await withdrawCompensation(tx, { slot, date }, 'Cancelada', policy);
    }
    return (await sessionOn(tx, slot, date)) ?? session;
  });
}

type SkipKey = { userId: number; diaHoraId: number; date: Date };

/** A change to the member's skip of a session, under the slot's lock; answers the session after. */
async function changeSkip(
  prisma: PrismaClient,
  { userId, slotId, date, policy, now }: SkipRequest,
  skipped: boolean,
  change: (tx: Prisma.TransactionClient, locked: LockedSession, key: SkipKey) => Promise<void>,
): Promise<MemberSessionDto> {
  return prisma.$transaction(async (tx) => {
    const locked = await lockSession(tx, slotId, date, now);
    await change(tx, locked, { userId, diaHoraId: slotId, date: dayDate(date) });
    const after = (await sessionOn(tx, locked.slot, date)) ?? locked.session;
    return memberSession(locked.slot, after, { skipped, makeupId: null }, now, policy);
  });
}

export interface SkipRequest {
  userId: number;
  slotId: number;
  date: string;
  policy: SessionPolicy;
  now: Date;
}

/**
 * POST /diahora/{id}/sessions/{date}/skip ('No voy'): the member's places on a coming session they
 * hold are free for make-ups; said `skipNoticeHours` ahead, it earns a credit.
 */
export function skipSession(prisma: PrismaClient, request: SkipRequest): Promise<MemberSessionDto> {
  return changeSkip(prisma, request, true, async (tx, { slot, session, startsAt }, key) => {
    if (session.status !== 'Programada') throw new HttpError(409, SESSION_MESSAGES.notScheduled);
    if (!(await heldBy(tx, slot.id, startsAt, key.userId)).paid) {
      throw new HttpError(409, SESSION_MESSAGES.notHeld);
    }
    if (await tx.sessionSkip.findUnique({ where: { userId_diaHoraId_date: key } })) {
      throw new HttpError(409, SESSION_MESSAGES.alreadySkipped);
    }
    await tx.sessionSkip.create({ data: key });
    if (inNotice(startsAt, request.now, request.policy)) {
      const ref = { slot, date: request.date };
      await creditHolders(tx, ref, 'NoVoy', 'No voy', request.policy, [key.userId]);
    }
  });
}

/**
 * DELETE /diahora/{id}/sessions/{date}/skip ('Voy igual'): undoes a skip while its places are
 * still free and the credit it earned is unused (withdrawn with it).
 */
export function unskipSession(
  prisma: PrismaClient,
  request: SkipRequest,
): Promise<MemberSessionDto> {
  return changeSkip(prisma, request, false, async (tx, { slot, session, startsAt }, key) => {
    const { userId, diaHoraId: slotId } = key;
    const date = request.date;
    const skip = await tx.sessionSkip.findUnique({ where: { userId_diaHoraId_date: key } });
    if (!skip) throw new HttpError(409, SESSION_MESSAGES.notSkipped);
    if (session.status !== 'Programada') throw new HttpError(409, SESSION_MESSAGES.notScheduled);
    const credit = await tx.makeupCredit.findUnique({
      where: {
        userId_sourceDiaHoraId_sourceDate: {
          userId,
          sourceDiaHoraId: slotId,
          sourceDate: key.date,
        },
      },
    });
    const earned = credit?.source === 'NoVoy' ? credit : null;
    if (earned?.bookingDiaHoraId != null) throw new HttpError(409, SESSION_MESSAGES.creditUsed);
    const { places } = await heldBy(tx, slotId, startsAt, userId);
    if ((await sessionPlacesHeld(tx, slotId, date, startsAt)) + places > slot.capacity) {
      throw new HttpError(409, SESSION_MESSAGES.placeTaken);
    }
    await tx.sessionSkip.delete({ where: { userId_diaHoraId_date: key } });
    if (earned) await tx.makeupCredit.delete({ where: { id: earned.id } });
  });
}

/**
 * GET /sessions: the member's coming sessions for four weeks, those their paid memberships hold
 * and the make-ups they booked, in time order.
 */
export async function listMemberSessions(
  prisma: PrismaClient,
  userId: number,
  policy: Pick<SessionPolicy, 'skipNoticeHours'>,
  now = new Date(),
): Promise<MemberSessionDto[]> {
  const from = gymToday(now);
  const to = addDays(from, SESSIONS_DEFAULT_DAYS - 1);
  return prisma.$transaction(async (tx) => {
    const lines = await tx.orderLine.findMany({
      where: {
        quantity: { gt: 0 },
        order: {
          userId,
          state: 'Complete',
          membership: { in: ['Active', 'Renewed'] },
          periodEnd: { gt: now },
        },
      },
      distinct: ['diaHoraId'],
      select: { diaHoraId: true },
    });
    const makeups = await tx.makeupCredit.findMany({
      where: { userId, bookingStartsAt: { gt: now } },
      select: { id: true, bookingDiaHoraId: true, bookingDate: true },
    });
    const skips = await tx.sessionSkip.findMany({
      where: { userId, date: { gte: dayDate(from) } },
      select: { diaHoraId: true, date: true },
    });
    const skipped = new Set(skips.map((s) => `${s.diaHoraId}/${dayOf(s.date)}`));
    const ids = [
      ...lines.map((l) => l.diaHoraId),
      ...makeups.flatMap((m) => m.bookingDiaHoraId ?? []),
    ];
    const slots = new Map((await classSlots(tx, [...new Set(ids)])).map((s) => [s.id, s]));
    const listed: MemberSessionDto[] = [];
    for (const { diaHoraId } of lines) {
      const slot = slots.get(diaHoraId);
      if (!slot) continue;
      for (const session of await sessionsOf(tx, slot, from, to)) {
        const startsAt = new Date(session.startsAt);
        if (startsAt <= now || !(await heldBy(tx, slot.id, startsAt, userId)).paid) continue;
        const flags = { skipped: skipped.has(`${slot.id}/${session.date}`), makeupId: null };
        listed.push(memberSession(slot, session, flags, now, policy));
      }
    }
    for (const makeup of makeups) {
      const slot =
        makeup.bookingDiaHoraId === null ? undefined : slots.get(makeup.bookingDiaHoraId);
      if (!slot || !makeup.bookingDate) continue;
      const session = await sessionOn(tx, slot, dayOf(makeup.bookingDate));
      if (session) {
        listed.push(
          memberSession(slot, session, { skipped: false, makeupId: makeup.id }, now, policy),
        );
      }
    }
    return listed.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  });
}

function memberSession(
  slot: ClassSlot,
  session: SessionDto,
  { skipped, makeupId }: { skipped: boolean; makeupId: number | null },
  now: Date,
  policy: Pick<SessionPolicy, 'skipNoticeHours'>,
): MemberSessionDto {
  return {
    ...session,
    diaHoraId: slot.id,
    activityId: slot.activityId,
    activity: slot.activity,
    day: slot.day,
    hour: slot.hour,
    skipped,
    makeup: makeupId !== null,
    makeupId,
    skipEarnsCredit: makeupId === null && inNotice(new Date(session.startsAt), now, policy),
  };
}

/** GET /timetable ('Horarios'): every public class's sessions for a week from `from` (today). */
export async function timetable(
  prisma: PrismaClient,
  { from }: WeekQuery,
  now = new Date(),
): Promise<TimetableEntryDto[]> {
  const week = await prisma.$transaction((tx) => weekSessions(tx, from ?? gymToday(now), 'public'));
  return week.map(({ capacity: _c, held: _h, skipped: _s, makeups: _m, ...entry }) => entry);
}

/** GET /sessions/week (admin): every class's sessions for a week, their places counted. */
export function adminWeek(
  prisma: PrismaClient,
  { from }: WeekQuery,
  now = new Date(),
): Promise<AdminSessionDto[]> {
  return prisma.$transaction((tx) => weekSessions(tx, from ?? gymToday(now), 'admin'));
}
