// Sessions (docs/architecture.md, 'Sessions'): a weekly slot on a date in the gym's time zone,
// computed from the pattern. Only what differs is stored: a closure of the day (domain/closures.ts)
// makes it 'Cerrado', a cancellation 'Cancelada'; every other date is 'Programada'.
import {
  GYM_TIME_ZONE,
  WEEK_DAYS,
  WEEKDAYS,
  type AdminSessionDto,
  type ClosureDto,
  type SessionDto,
  type SessionStatus,
  type Weekday,
} from '@power-gym/contracts';
import { DateTime, type WeekdayNumbers } from 'luxon';
import type { Prisma } from '../generated/prisma/client.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { addDays } from '../lib/local-period.ts';
import { PUBLIC_SLOT } from './catalog.ts';
import { closuresBetween, dayDate, dayOf } from './closures.ts';

type Db = Prisma.TransactionClient;

/** WEEKDAYS runs Lunes to Domingo: ISO weekdays 1 to 7. */
export const isoWeekday = (day: Weekday) => (WEEKDAYS.indexOf(day) + 1) as WeekdayNumbers;

/** The start of a slot's class on `date` ('AAAA-MM-DD'), its `hour` ('H:MM') in the gym's zone. */
export function sessionStart(date: string, hour: string): DateTime {
  const [h = 0, m = 0] = hour.split(':').map(Number);
  return DateTime.fromISO(date, { zone: GYM_TIME_ZONE }).set({ hour: h, minute: m });
}

/** The dates from `from` to `to` (both included) that fall on `day`. */
export function datesOn(day: Weekday, from: string, to: string): string[] {
  const first = DateTime.fromISO(from, { zone: 'utc' });
  const last = DateTime.fromISO(to, { zone: 'utc' });
  const offset = (isoWeekday(day) - first.weekday + 7) % 7;
  const dates: string[] = [];
  for (let date = first.plus({ days: offset }); date <= last; date = date.plus({ weeks: 1 })) {
    dates.push(date.toISODate() ?? '');
  }
  return dates;
}

export interface SessionSlot {
  id: number;
  day: Weekday;
  hour: string;
  capacity: number;
}

/** A session's status and why, before its places are counted. */
export interface SessionState {
  date: string;
  startsAt: Date;
  status: SessionStatus;
  reason: string | null;
}

/** The slot's sessions from `from` to `to`: each one's start, status and reason. */
export async function sessionStates(
  db: Db,
  slot: Pick<SessionSlot, 'id' | 'day' | 'hour'>,
  from: string,
  to: string,
  knownClosures?: ClosureDto[],
): Promise<SessionState[]> {
  const dates = datesOn(slot.day, from, to);
  if (dates.length === 0) return [];
  const closures = new Map(
    (knownClosures ?? (await closuresBetween(db, from, to))).map((c) => [c.date, c]),
  );
  const cancellations = new Map(
    (
      await db.sessionCancellation.findMany({
        where: { diaHoraId: slot.id, date: { gte: dayDate(from), lte: dayDate(to) } },
        select: { date: true, reason: true },
      })
    ).map((row) => [dayOf(row.date), row.reason]),
  );
  return dates.map((date) => {
    const closure = closures.get(date);
    const cancelled = cancellations.get(date);
    const startsAt = sessionStart(date, slot.hour).toJSDate();
    if (closure?.closed) return { date, startsAt, status: 'Cerrado', reason: closure.reason };
    if (cancelled !== undefined) return { date, startsAt, status: 'Cancelada', reason: cancelled };
    return { date, startsAt, status: 'Programada', reason: null };
  });
}

/** The slot's sessions from `from` to `to`, each with its status and the places free then. */
export async function sessionsOf(
  db: Db,
  slot: SessionSlot,
  from: string,
  to: string,
): Promise<SessionDto[]> {
  return (await countedSessions(db, slot, from, to)).map(
    ({ counts: _counts, ...session }) => session,
  );
}

/** The same, each with its places counted (held, skipped, make-ups). */
async function countedSessions(
  db: Db,
  slot: SessionSlot,
  from: string,
  to: string,
  knownClosures?: ClosureDto[],
): Promise<(SessionDto & { counts: SessionCounts })[]> {
  const sessions = [];
  for (const state of await sessionStates(db, slot, from, to, knownClosures)) {
    const counts = await sessionCounts(db, slot.id, state.date, state.startsAt);
    sessions.push({
      date: state.date,
      startsAt: state.startsAt.toISOString(),
      status: state.status,
      reason: state.reason,
      // A make-up may take what is left of a session that is held.
      free: state.status === 'Programada' ? Math.max(0, slot.capacity - counts.taken) : 0,
      counts,
    });
  }
  return sessions;
}

/** The slot's session on `date`, or null when the slot has no class that day. */
export async function sessionOn(
  db: Db,
  slot: SessionSlot,
  date: string,
): Promise<SessionDto | null> {
  const [session] = await sessionsOf(db, slot, date, date);
  return session ?? null;
}

/**
 * The places taken on the slot's session: holders less skips, plus make-ups
 * (session_places_held, prisma/functions/sessions.sql).
 */
export async function sessionPlacesHeld(
  db: Db,
  slotId: number,
  date: string,
  startsAt: Date,
): Promise<number> {
  const [row] = await db.$queryRaw<{ held: number }[]>`
    SELECT session_places_held(${slotId}::int, ${utcTimestamp(startsAt)}, ${date}::date) AS held`;
  return row?.held ?? 0;
}

/** The places the member `userId` holds on the slot's session (0: none), and whether paid. */
export async function heldBy(
  db: Db,
  slotId: number,
  startsAt: Date,
  userId: number,
): Promise<{ places: number; paid: boolean }> {
  const [row] = await db.$queryRaw<{ places: number; paid: boolean }[]>`
    SELECT places, paid FROM session_holders(${slotId}::int, ${utcTimestamp(startsAt)})
     WHERE user_id = ${userId}`;
  return row ?? { places: 0, paid: false };
}

export interface SessionCounts {
  held: number;
  skipped: number;
  makeups: number;
  /** held − skipped + make-ups. */
  taken: number;
}

/** A session's places, counted (session_counts, prisma/functions/sessions.sql). */
async function sessionCounts(
  db: Db,
  slotId: number,
  date: string,
  startsAt: Date,
): Promise<SessionCounts> {
  const [row] = await db.$queryRaw<SessionCounts[]>`
    SELECT held, skipped, makeups, taken
      FROM session_counts(${slotId}::int, ${utcTimestamp(startsAt)}, ${date}::date)`;
  return row ?? { held: 0, skipped: 0, makeups: 0, taken: 0 };
}

/**
 * Every session of the class slots (the public ones, or all with a class) from `from` for a
 * week, by start: the timetable and the admin's week calendar.
 */
export function weekSessions(
  db: Db,
  from: string,
  audience: 'public' | 'admin',
): Promise<AdminSessionDto[]> {
  return classSessions(db, { from, to: addDays(from, WEEK_DAYS - 1), audience });
}

export interface ClassSessionsQuery {
  from: string;
  to: string;
  audience: 'public' | 'admin';
  /** Only the classes this trainer teaches (a profesor's day). */
  trainerId?: number;
}

/** Every session of the class slots from `from` to `to`, their places counted, by start. */
export async function classSessions(
  db: Db,
  { from, to, audience, trainerId }: ClassSessionsQuery,
): Promise<AdminSessionDto[]> {
  const slots = await db.diaHora.findMany({
    where: {
      activityId: { not: null },
      ...(audience === 'public' ? PUBLIC_SLOT : {}),
      ...(trainerId === undefined ? {} : { activity: { trainers: { some: { id: trainerId } } } }),
    },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      day: true,
      hour: true,
      capacity: true,
      activity: {
        select: {
          id: true,
          name: true,
          trainers: {
            where: audience === 'public' ? { archivedAt: null } : {},
            orderBy: { name: 'asc' },
            select: { name: true },
          },
        },
      },
    },
  });
  const closures = await closuresBetween(db, from, to);
  const entries: AdminSessionDto[] = [];
  for (const { activity, ...slot } of slots) {
    if (!activity) continue;
    for (const { counts, ...session } of await countedSessions(db, slot, from, to, closures)) {
      const { held, skipped, makeups } = counts;
      entries.push({
        ...session,
        diaHoraId: slot.id,
        activityId: activity.id,
        activity: activity.name,
        trainers: activity.trainers.map((t) => t.name),
        day: slot.day,
        hour: slot.hour,
        capacity: slot.capacity,
        held,
        skipped,
        makeups,
      });
    }
  }
  return entries.sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.activity.localeCompare(b.activity),
  );
}
