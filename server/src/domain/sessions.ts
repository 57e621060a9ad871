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
  if (datesOn(slot.day, from, to).length === 0) return [];
  const closures = knownClosures ?? (await closuresBetween(db, from, to));
  const cancelled = await cancellationsOf(db, [slot.id], from, to);
  return statesOf(slot, from, to, closures, cancelled);
}

/** The cancellations of these slots from `from` to `to`, by `slotId/date`. */
async function cancellationsOf(
  db: Db,
  slotIds: number[],
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const rows = await db.sessionCancellation.findMany({
    where: { diaHoraId: { in: slotIds }, date: { gte: dayDate(from), lte: dayDate(to) } },
    select: { diaHoraId: true, date: true, reason: true },
  });
  return new Map(rows.map((row) => [`${row.diaHoraId}/${dayOf(row.date)}`, row.reason]));
}

function statesOf(
  slot: Pick<SessionSlot, 'id' | 'day' | 'hour'>,
  from: string,
  to: string,
  closures: ClosureDto[],
  cancellations: Map<string, string>,
): SessionState[] {
  const closed = new Map(closures.map((c) => [c.date, c]));
  return datesOn(slot.day, from, to).map((date) => {
    const closure = closed.get(date);
    const cancelled = cancellations.get(`${slot.id}/${date}`);
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

type CountedSession = SessionDto & { counts: SessionCounts };

/** The same, each with its places counted (held, skipped, make-ups). */
async function countedSessions(
  db: Db,
  slot: SessionSlot,
  from: string,
  to: string,
): Promise<CountedSession[]> {
  return (await countedSessionsOf(db, [slot], from, to)).get(slot.id) ?? [];
}

/**
 * The sessions of every slot from `from` to `to`, their places counted, by slot: three queries
 * whatever the number of slots (the closures, the cancellations, and session_counts for each
 * session in one statement).
 */
async function countedSessionsOf(
  db: Db,
  slots: SessionSlot[],
  from: string,
  to: string,
): Promise<Map<number, CountedSession[]>> {
  const closures = await closuresBetween(db, from, to);
  const cancellations = await cancellationsOf(
    db,
    slots.map((slot) => slot.id),
    from,
    to,
  );
  const states = slots.flatMap((slot) =>
    statesOf(slot, from, to, closures, cancellations).map((state) => ({ slot, state })),
  );
  const counts = await countsOf(
    db,
    states.map(({ slot, state }) => ({ slotId: slot.id, ...state })),
  );
  const bySlot = new Map<number, CountedSession[]>(slots.map((slot) => [slot.id, []]));
  states.forEach(({ slot, state }, i) => {
    const counted = counts[i] ?? { held: 0, skipped: 0, makeups: 0, taken: 0 };
    bySlot.get(slot.id)?.push({
      date: state.date,
      startsAt: state.startsAt.toISOString(),
      status: state.status,
      reason: state.reason,
      // A make-up may take what is left of a session that is held.
      free: state.status === 'Programada' ? Math.max(0, slot.capacity - counted.taken) : 0,
      counts: counted,
    });
  });
  return bySlot;
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

/**
 * Sessions' places, counted (session_counts, prisma/functions/sessions.sql), in the order given:
 * one statement for them all.
 */
async function countsOf(
  db: Db,
  sessions: { slotId: number; date: string; startsAt: Date }[],
): Promise<SessionCounts[]> {
  if (sessions.length === 0) return [];
  const rows = await db.$queryRaw<(SessionCounts & { n: bigint })[]>`
    SELECT s.n, c.held, c.skipped, c.makeups, c.taken
      FROM unnest(${sessions.map((x) => x.slotId)}::int[],
                  ${sessions.map((x) => x.startsAt.toISOString())}::text[],
                  ${sessions.map((x) => x.date)}::text[])
           WITH ORDINALITY AS s(slot_id, starts_at, day, n)
     CROSS JOIN LATERAL session_counts(s.slot_id,
                 (s.starts_at::timestamptz AT TIME ZONE 'UTC')::timestamp, s.day::date) c
     ORDER BY s.n`;
  return rows.map(({ n: _n, ...counts }) => counts);
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
  const counted = await countedSessionsOf(
    db,
    slots.map(({ activity: _activity, ...slot }) => slot),
    from,
    to,
  );
  const entries: AdminSessionDto[] = [];
  for (const { activity, ...slot } of slots) {
    if (!activity) continue;
    for (const { counts, ...session } of counted.get(slot.id) ?? []) {
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
