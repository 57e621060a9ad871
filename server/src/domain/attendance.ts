// Attendance (docs/architecture.md, 'Attendance'): a member at a session, recorded once whoever
// records it (the desk's scan, the roster, two desks at once): the row's key decides.
import {
  CHECK_IN_WINDOW_MINUTES,
  type CheckInMethod,
  type RosterEntryDto,
} from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { dayDate } from './closures.ts';

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
