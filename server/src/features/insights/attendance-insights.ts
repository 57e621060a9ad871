import {
  INSIGHTS_MESSAGES,
  WEEKDAYS,
  addDays,
  type AttendanceInsightsDto,
  type AttendanceMonthQuery,
  type AttendanceRateDto,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { pastSessions, type PastSession } from '../../domain/attendance.ts';
import { classSlots } from '../../domain/makeups.ts';
import { HttpError } from '../../lib/http-error.ts';
import { gymToday } from '../../lib/local-period.ts';

const ABSENTEES = 10;

/** A session counts when it was given, not skipped, and attendance was taken at it. */
const expectedOf = (session: PastSession) =>
  session.state === 'Asistió' || session.state === 'Ausente';

function rateOf(sessions: PastSession[]): AttendanceRateDto {
  const expected = sessions.length;
  const attended = sessions.filter((s) => s.state === 'Asistió').length;
  return { expected, attended, rate: expected === 0 ? null : attended / expected };
}

function groupBy<K>(sessions: PastSession[], keyOf: (s: PastSession) => K): Map<K, PastSession[]> {
  const groups = new Map<K, PastSession[]>();
  for (const session of sessions) {
    const key = keyOf(session);
    const group = groups.get(key);
    if (group) group.push(session);
    else groups.set(key, [session]);
  }
  return groups;
}

/**
 * GET /insights/attendance (admins): a month's attendance (this one by default) up to now
 * (pastSessions, domain/attendance.ts), per class and per slot, and the no-shows.
 */
export function attendanceInsights(
  prisma: PrismaClient,
  { month }: AttendanceMonthQuery,
  now = new Date(),
): Promise<AttendanceInsightsDto> {
  const today = gymToday(now);
  const from = `${month ?? today.slice(0, 7)}-01`;
  if (from > today) throw new HttpError(400, INSIGHTS_MESSAGES.futureMonth);
  const monthEnd = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
  const to = monthEnd < today ? monthEnd : today;
  return prisma.$transaction(async (tx) => {
    const sessions = (await pastSessions(tx, { from, to, now })).filter(expectedOf);
    const slots = new Map(
      (await classSlots(tx, [...new Set(sessions.map((s) => s.slotId))])).map((s) => [s.id, s]),
    );
    const bySlot = [...groupBy(sessions, (s) => s.slotId)].flatMap(([slotId, group]) => {
      const slot = slots.get(slotId);
      return slot
        ? [
            {
              diaHoraId: slotId,
              day: slot.day,
              hour: slot.hour,
              activity: slot.activity,
              ...rateOf(group),
            },
          ]
        : [];
    });
    const byClass = [...groupBy(sessions, (s) => slots.get(s.slotId)?.activityId ?? 0)].flatMap(
      ([activityId, group]) => {
        const name = group.map((s) => slots.get(s.slotId)?.activity).find(Boolean);
        return name ? [{ activityId, name, ...rateOf(group) }] : [];
      },
    );
    const missed = groupBy(
      sessions.filter((s) => s.state === 'Ausente'),
      (s) => s.userId,
    );
    const worst = [...missed]
      .map(([id, group]) => ({ id, noShows: group.length }))
      .sort((a, b) => b.noShows - a.noShows || a.id - b.id)
      .slice(0, ABSENTEES);
    const people = new Map(
      (
        await tx.user.findMany({
          where: { id: { in: worst.map((w) => w.id) } },
          select: { id: true, name: true, lastName: true },
        })
      ).map((u) => [u.id, u]),
    );
    return {
      from,
      to,
      total: rateOf(sessions),
      byClass: byClass.sort((a, b) => a.name.localeCompare(b.name, 'es')),
      bySlot: bySlot.sort(
        (a, b) =>
          WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
          a.hour.localeCompare(b.hour) ||
          a.activity.localeCompare(b.activity, 'es'),
      ),
      noShows: [...missed.values()].reduce((sum, group) => sum + group.length, 0),
      absentees: worst.flatMap(({ id, noShows }) => {
        const person = people.get(id);
        return person ? [{ ...person, noShows }] : [];
      }),
    };
  });
}
