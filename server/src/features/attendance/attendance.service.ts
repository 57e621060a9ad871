import {
  ATTENDANCE_MESSAGES,
  HISTORY_DEFAULT_DAYS,
  SESSIONS_MAX_DAYS,
  addDays,
  daysBetween,
  AUTH_MESSAGES,
  MESSAGES,
  SESSION_MESSAGES,
  DAY_MESSAGES,
  type AttendanceChange,
  type AttendanceParams,
  type AttendanceHistoryDto,
  type DayQuery,
  type HistoryQuery,
  type StaffSessionDto,
  type RosterDto,
  type RosterEntryDto,
  type SessionParams,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import {
  attendanceOpen,
  pastSessions,
  recordAttendance,
  sessionRoster,
} from '../../domain/attendance.ts';
import { classSlots } from '../../domain/makeups.ts';
import { dayDate } from '../../domain/closures.ts';
import { classSessions, sessionOn } from '../../domain/sessions.ts';
import { gymToday } from '../../lib/local-period.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Member } from '../../middleware/auth.ts';

type Tx = Prisma.TransactionClient;

/**
 * The slot's session on `date` as its roster: 404 for a slot without a class, 400 for a date not
 * on its day; a profesor sees only the classes their trainer teaches (403 otherwise).
 */
async function rosterOf(
  tx: Tx,
  caller: Pick<Member, 'user'>,
  { id, date }: SessionParams,
): Promise<RosterDto> {
  const slot = await tx.diaHora.findFirst({
    where: { id, activityId: { not: null } },
    select: {
      id: true,
      day: true,
      hour: true,
      capacity: true,
      activity: { select: { id: true, name: true, trainers: { select: { id: true } } } },
    },
  });
  if (!slot?.activity) throw new HttpError(404, MESSAGES.notFound);
  const { trainers, ...activity } = slot.activity;
  if (
    caller.user.role === 'profesor' &&
    !trainers.some((trainer) => trainer.id === caller.user.trainerId)
  ) {
    throw new HttpError(403, AUTH_MESSAGES.notYourClass);
  }
  const session = await sessionOn(tx, slot, date);
  if (!session) throw new HttpError(400, SESSION_MESSAGES.notOnSlotDay);
  const entries = await sessionRoster(tx, {
    slotId: id,
    date,
    startsAt: new Date(session.startsAt),
  });
  return {
    session: { ...session, diaHoraId: id, activity, day: slot.day, hour: slot.hour },
    entries,
  };
}

/** GET /diahora/{id}/sessions/{date}/attendance: the desk's, the admin's and the profesor's. */
export function getRoster(
  prisma: PrismaClient,
  caller: Pick<Member, 'user'>,
  params: SessionParams,
): Promise<RosterDto> {
  return prisma.$transaction((tx) => rosterOf(tx, caller, params));
}

/**
 * PUT /diahora/{id}/sessions/{date}/attendance/{userId}: marks a member on the roster as come (or
 * not) by hand, recorded with who marked it; from the check-in window's opening on, for a session
 * that is held. Answers their roster entry.
 */
export function markAttendance(
  prisma: PrismaClient,
  caller: Pick<Member, 'user'>,
  { userId, ...params }: AttendanceParams,
  { attended }: AttendanceChange,
  now = new Date(),
): Promise<RosterEntryDto> {
  return prisma.$transaction(async (tx) => {
    const { session, entries } = await rosterOf(tx, caller, params);
    if (session.status !== 'Programada') throw new HttpError(409, SESSION_MESSAGES.notScheduled);
    if (!attendanceOpen(new Date(session.startsAt), now)) {
      throw new HttpError(409, ATTENDANCE_MESSAGES.notYet);
    }
    const entry = entries.find((candidate) => candidate.member.id === userId);
    if (!entry) throw new HttpError(404, ATTENDANCE_MESSAGES.notOnRoster);
    const key = { userId, diaHoraId: params.id, date: dayDate(params.date) };
    if (attended) {
      await recordAttendance(tx, {
        userId,
        slotId: params.id,
        date: params.date,
        method: 'Lista',
        markedById: caller.user.id,
      });
    } else {
      await tx.attendance.deleteMany({ where: key });
    }
    const after = await sessionRoster(tx, {
      slotId: params.id,
      date: params.date,
      startsAt: new Date(session.startsAt),
    });
    return after.find((candidate) => candidate.member.id === userId) ?? entry;
  });
}

/**
 * GET /sessions/day: a day's sessions (today by default) with their places and attendance counted,
 * for the desk and the admin; a profesor's are the classes their trainer teaches.
 */
export function staffDay(
  prisma: PrismaClient,
  caller: Pick<Member, 'user'>,
  { date }: DayQuery,
  now = new Date(),
): Promise<StaffSessionDto[]> {
  const day = date ?? gymToday(now);
  const trainerId = caller.user.role === 'profesor' ? (caller.user.trainerId ?? 0) : undefined;
  return prisma.$transaction(async (tx) => {
    const sessions = await classSessions(tx, { from: day, to: day, audience: 'admin', trainerId });
    const attended = new Map(
      (
        await tx.attendance.groupBy({
          by: ['diaHoraId'],
          where: { date: dayDate(day) },
          _count: { _all: true },
        })
      ).map((row) => [row.diaHoraId, row._count._all]),
    );
    return sessions.map((session) => ({
      ...session,
      attended: attended.get(session.diaHoraId) ?? 0,
    }));
  });
}

/**
 * GET /sessions/history ('Mi asistencia'): the member's past sessions, held or made up, from
 * `from` (30 days before `to` by default) to `to` (today), newest first, with what became of each.
 */
export function attendanceHistory(
  prisma: PrismaClient,
  userId: number,
  query: HistoryQuery,
  now = new Date(),
): Promise<AttendanceHistoryDto[]> {
  const to = query.to ?? gymToday(now);
  const from = query.from ?? addDays(to, 1 - HISTORY_DEFAULT_DAYS);
  if (from > to) throw new HttpError(400, DAY_MESSAGES.rangeInvalid);
  if (daysBetween(from, to) + 1 > SESSIONS_MAX_DAYS) {
    throw new HttpError(400, SESSION_MESSAGES.rangeTooLong);
  }
  return prisma.$transaction(async (tx) => {
    const sessions = await pastSessions(tx, { userId, from, to, now });
    const slots = new Map(
      (await classSlots(tx, [...new Set(sessions.map((s) => s.slotId))])).map((s) => [s.id, s]),
    );
    return sessions
      .flatMap(({ slotId, date, startsAt, makeup, state }) => {
        const slot = slots.get(slotId);
        if (!slot) return [];
        return [
          {
            diaHoraId: slotId,
            date,
            startsAt: startsAt.toISOString(),
            activityId: slot.activityId,
            activity: slot.activity,
            day: slot.day,
            hour: slot.hour,
            makeup,
            state,
          },
        ];
      })
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  });
}
