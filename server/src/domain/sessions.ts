// Sessions (docs/architecture.md, 'Sessions'): a weekly slot on a date in the gym's time zone,
// computed from the pattern. Only what differs is stored: a closure of the day (domain/closures.ts)
// makes it 'Cerrado', a cancellation 'Cancelada'; every other date is 'Programada'.
import {
  GYM_TIME_ZONE,
  WEEKDAYS,
  type SessionDto,
  type SessionStatus,
  type Weekday,
} from '@power-gym/contracts';
import { DateTime, type WeekdayNumbers } from 'luxon';
import type { Prisma } from '../generated/prisma/client.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { closuresBetween, dayDate } from './closures.ts';

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

/** The slot's sessions from `from` to `to`, each with its status and the places free then. */
export async function sessionsOf(
  db: Db,
  slot: SessionSlot,
  from: string,
  to: string,
): Promise<SessionDto[]> {
  const dates = datesOn(slot.day, from, to);
  if (dates.length === 0) return [];
  const closures = new Map((await closuresBetween(db, from, to)).map((c) => [c.date, c]));
  const cancellations = new Map(
    (
      await db.sessionCancellation.findMany({
        where: { diaHoraId: slot.id, date: { gte: dayDate(from), lte: dayDate(to) } },
        select: { date: true, reason: true },
      })
    ).map((row) => [row.date.toISOString().slice(0, 10), row.reason]),
  );
  const sessions: SessionDto[] = [];
  for (const date of dates) {
    const startsAt = sessionStart(date, slot.hour).toJSDate();
    const closure = closures.get(date);
    const cancelled = cancellations.get(date);
    let status: SessionStatus = 'Programada';
    let reason: string | null = null;
    if (closure?.closed) [status, reason] = ['Cerrado', closure.reason];
    else if (cancelled !== undefined) [status, reason] = ['Cancelada', cancelled];
    const free =
      status === 'Programada'
        ? Math.max(0, slot.capacity - (await placesHeld(db, slot.id, startsAt)))
        : 0;
    sessions.push({ date, startsAt: startsAt.toISOString(), status, reason, free });
  }
  return sessions;
}

/** The places held on the slot's session starting at `startsAt` (prisma/functions/sessions.sql). */
async function placesHeld(db: Db, slotId: number, startsAt: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ held: number }[]>`
    SELECT session_places_held(${slotId}::int, ${utcTimestamp(startsAt)}) AS held`;
  return row?.held ?? 0;
}
