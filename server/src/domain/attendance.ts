// Attendance (docs/architecture.md, 'Attendance'): a member at a session, recorded once whoever
// records it (the desk's scan, the roster, two desks at once): the row's key decides.
import {
  CHECK_IN_WINDOW_MINUTES,
  type AttendanceState,
  type CheckInMethod,
  type RosterEntryDto,
} from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { closuresBetween, dayDate, dayOf } from './closures.ts';

type Db = Prisma.TransactionClient;

const WINDOW_MS = CHECK_IN_WINDOW_MINUTES * 60_000;

/** Attendance may be taken from the window's opening before the start on. */
export const attendanceOpen = (startsAt: Date, now: Date) =>
  now.getTime() >= startsAt.getTime() - WINDOW_MS;

/** A session the desk checks a member into now: it starts within the window before or after. */
export const inCheckInWindow = (startsAt: Date, now: Date) =>
  Math.abs(now.getTime() - startsAt.getTime()) <= WINDOW_MS;

export interface AttendanceRecord {
  userId: number;
  slotId: number;
  date: string;
  method: CheckInMethod;
  markedById: number;
}

/** Records the attendance; false when it was already recorded (nothing changes then). */
export async function recordAttendance(db: Db, record: AttendanceRecord): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "Attendance" ("userId", "diaHoraId", "date", "method", "markedById")
    VALUES (${record.userId}, ${record.slotId}, ${record.date}::date,
            ${record.method}::"CheckInMethod", ${record.markedById})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

export interface RosterSession {
  slotId: number;
  date: string;
  startsAt: Date;
}

/**
 * Who comes to a session: the members holding it (session_holders, prisma/functions/sessions.sql)
 * and those who booked a make-up into it, each with their skip and attendance; by last name.
 */
export async function sessionRoster(
  db: Db,
  { slotId, date, startsAt }: RosterSession,
): Promise<RosterEntryDto[]> {
  const day = dayDate(date);
  const holders = await db.$queryRaw<{ user_id: number; places: number; paid: boolean }[]>`
    SELECT user_id, places, paid FROM session_holders(${slotId}::int, ${utcTimestamp(startsAt)})`;
  const makeups = await db.makeupCredit.findMany({
    where: { bookingDiaHoraId: slotId, bookingDate: day },
    select: { userId: true },
  });
  const skipped = new Set(
    (
      await db.sessionSkip.findMany({
        where: { diaHoraId: slotId, date: day },
        select: { userId: true },
      })
    ).map((skip) => skip.userId),
  );
  const attended = new Map(
    (
      await db.attendance.findMany({
        where: { diaHoraId: slotId, date: day },
        select: {
          userId: true,
          method: true,
          markedBy: { select: { name: true, lastName: true } },
        },
      })
    ).map((row) => [row.userId, row]),
  );
  const comers = [
    ...holders.map((h) => ({
      userId: h.user_id,
      kind: 'Titular' as const,
      places: h.places,
      paid: h.paid,
    })),
    ...makeups.map((m) => ({ userId: m.userId, kind: 'Recupera' as const, places: 1, paid: true })),
  ];
  const members = new Map(
    (
      await db.user.findMany({
        where: { id: { in: comers.map((c) => c.userId) } },
        select: { id: true, name: true, lastName: true, image: true },
      })
    ).map((user) => [user.id, user]),
  );
  return comers
    .flatMap(({ userId, ...comer }) => {
      const member = members.get(userId);
      if (!member) return [];
      const attendance = attended.get(userId);
      const markedBy = attendance?.markedBy;
      return [
        {
          member,
          ...comer,
          skipped: skipped.has(userId),
          attended: attendance !== undefined,
          method: attendance?.method ?? null,
          markedBy: markedBy ? `${markedBy.name} ${markedBy.lastName}`.trim() : null,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.member.lastName.localeCompare(b.member.lastName, 'es') ||
        a.member.name.localeCompare(b.member.name, 'es'),
    );
}

export interface PastSession {
  userId: number;
  slotId: number;
  date: string;
  startsAt: Date;
  /** A make-up booked into it, not a session of a membership. */
  makeup: boolean;
  state: AttendanceState;
}

export interface PastSessionsQuery {
  /** One member, or everyone. */
  userId?: number;
  from: string;
  to: string;
  now: Date;
}

/**
 * The sessions members held (held_sessions, prisma/functions/sessions.sql) or made up in from
 * `from` to `to`, once their check-in window closed, and what became of each: 'Asistió',
 * 'Avisó' ('No voy'), 'Cancelada', 'Cerrado', 'Ausente' (a no-show: attendance was taken at it,
 * someone was recorded, and not them) or 'Sin registro' (nobody was recorded at it).
 */
export async function pastSessions(
  db: Db,
  { userId, from, to, now }: PastSessionsQuery,
): Promise<PastSession[]> {
  const closedBy = new Date(now.getTime() - WINDOW_MS);
  const member = userId ?? null;
  const held = await db.$queryRaw<
    { user_id: number; slot_id: number; day: Date; starts_at: Date }[]
  >`SELECT user_id, slot_id, day, starts_at
      FROM held_sessions(${member}::int, ${from}::date, ${to}::date, ${utcTimestamp(closedBy)})`;
  const days = { gte: dayDate(from), lte: dayDate(to) };
  const mine = userId === undefined ? {} : { userId };
  const makeups = await db.makeupCredit.findMany({
    where: { ...mine, bookingDate: days, bookingStartsAt: { lte: closedBy } },
    select: { userId: true, bookingDiaHoraId: true, bookingDate: true, bookingStartsAt: true },
  });
  const key = (user: number, slot: number, date: string) => `${user}/${slot}/${date}`;
  const closed = new Set(
    (await closuresBetween(db, from, to)).filter((c) => c.closed).map((c) => c.date),
  );
  const cancelled = new Set(
    (
      await db.sessionCancellation.findMany({
        where: { date: days },
        select: { diaHoraId: true, date: true },
      })
    ).map((c) => `${c.diaHoraId}/${dayOf(c.date)}`),
  );
  const skipped = new Set(
    (
      await db.sessionSkip.findMany({
        where: { ...mine, date: days },
        select: { userId: true, diaHoraId: true, date: true },
      })
    ).map((s) => key(s.userId, s.diaHoraId, dayOf(s.date))),
  );
  // A session nobody was recorded at had no attendance taken: its absences are not no-shows.
  const recorded = new Set(
    (await db.attendance.groupBy({ by: ['diaHoraId', 'date'], where: { date: days } })).map(
      (a) => `${a.diaHoraId}/${dayOf(a.date)}`,
    ),
  );
  const attended = new Set(
    (
      await db.attendance.findMany({
        where: { ...mine, date: days },
        select: { userId: true, diaHoraId: true, date: true },
      })
    ).map((a) => key(a.userId, a.diaHoraId, dayOf(a.date))),
  );
  const sessions = [
    ...held.map((h) => ({
      userId: h.user_id,
      slotId: h.slot_id,
      date: dayOf(h.day),
      startsAt: h.starts_at,
      makeup: false,
    })),
    ...makeups.flatMap((m) =>
      m.bookingDiaHoraId !== null && m.bookingDate && m.bookingStartsAt
        ? [
            {
              userId: m.userId,
              slotId: m.bookingDiaHoraId,
              date: dayOf(m.bookingDate),
              startsAt: m.bookingStartsAt,
              makeup: true,
            },
          ]
        : [],
    ),
  ];
  return sessions.map((session) => {
    const id = key(session.userId, session.slotId, session.date);
    const state: AttendanceState = attended.has(id)
      ? 'Asistió'
      : closed.has(session.date)
        ? 'Cerrado'
        : cancelled.has(`${session.slotId}/${session.date}`)
          ? 'Cancelada'
          : skipped.has(id)
            ? 'Avisó'
            : recorded.has(`${session.slotId}/${session.date}`)
              ? 'Ausente'
              : 'Sin registro';
    return { ...session, state };
  });
}
