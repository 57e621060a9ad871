// 'Agregar a mi calendario': a personal iCalendar feed of the member's held classes, each a weekly
// event in the gym's time zone until its membership ends, without the dates it is not held
// (cancelled, the gym closed) or the member skipped ('No voy'), and each make-up a single event. Calendar apps fetch it without a bearer
// token, so its URL carries a secret token; a new token revokes the old one.
import { randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { DateTime } from 'luxon';
import { GYM_TIME_ZONE, type Weekday } from '@power-gym/contracts';
import { dayOf } from '../../domain/closures.ts';
import { isoWeekday, sessionStart, sessionStates } from '../../domain/sessions.ts';
import { gymToday } from '../../lib/local-period.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

const CLASS_MINUTES = 60;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The URL of the member's feed, made on first use. */
export async function feedUrl(prisma: PrismaClient, userId: number, publicUrl: string) {
  const feed = await prisma.calendarFeed.upsert({
    where: { userId },
    create: { userId, token: newToken() },
    update: {},
    select: { token: true },
  });
  return { url: `${publicUrl}/api/calendar/${feed.token}.ics` };
}

/** A new URL for the member's feed; the previous one stops working. */
export async function resetFeed(prisma: PrismaClient, userId: number, publicUrl: string) {
  const token = newToken();
  await prisma.calendarFeed.upsert({
    where: { userId },
    create: { userId, token },
    update: { token, createdAt: new Date() },
  });
  return { url: `${publicUrl}/api/calendar/${token}.ics` };
}

/**
 * The first class of a weekly slot at or after `from`, in the gym's time zone. `hour` is 'H:MM' or
 * 'HH:MM'.
 */
export function firstClass(from: Date, day: Weekday, hour: string): DateTime {
  const [h = 0, m = 0] = hour.split(':').map(Number);
  const after = DateTime.fromJSDate(from, { zone: GYM_TIME_ZONE });
  const start = after.set({
    weekday: isoWeekday(day),
    hour: h,
    minute: m,
    second: 0,
    millisecond: 0,
  });
  return start < after ? start.plus({ weeks: 1 }) : start;
}

const trainersLine = (trainers: { name: string }[]) =>
  trainers.length > 0 ? `Entrenador: ${trainers.map((t) => t.name).join(', ')}` : null;

/**
 * The feed of a token, as text/calendar, its events at the gym's `location` (GYM_ADDRESS); null for
 * an unknown or revoked token.
 */
export async function renderFeed(
  prisma: PrismaClient,
  token: string,
  location: string,
  now = new Date(),
): Promise<string | null> {
  const feed = await prisma.calendarFeed.findUnique({ where: { token }, select: { userId: true } });
  if (!feed) return null;
  const orders = await prisma.order.findMany({
    // A renewed order's classes run until its end, where its renewal's (the kept ones) begin.
    where: {
      userId: feed.userId,
      state: 'Complete',
      OR: [{ membership: 'Active' }, { membership: 'Renewed', periodEnd: { gt: now } }],
    },
    select: {
      id: true,
      periodStart: true,
      periodEnd: true,
      lines: {
        orderBy: { diaHoraId: 'asc' },
        select: {
          diaHoraId: true,
          activity: { select: { name: true, trainers: { select: { name: true } } } },
          diaHora: { select: { day: true, hour: true } },
        },
      },
    },
  });
  const skipped = new Set(
    (
      await prisma.sessionSkip.findMany({
        where: { userId: feed.userId },
        select: { diaHoraId: true, date: true },
      })
    ).map((skip) => `${skip.diaHoraId}/${dayOf(skip.date)}`),
  );
  const makeups = await prisma.makeupCredit.findMany({
    where: { userId: feed.userId, bookingStartsAt: { gt: now } },
    select: {
      id: true,
      bookingDate: true,
      activity: { select: { name: true, trainers: { select: { name: true } } } },
      bookingDiaHora: { select: { hour: true } },
    },
  });
  const calendar = ical({
    name: 'Power Gym: mis clases',
    prodId: { company: 'Power Gym', product: 'Mis clases', language: 'ES' },
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP and RRULE UNTIL as local
    // times, where RFC 5545 wants UTC. The events name their zone; the generator adds its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const order of orders) {
    if (!order.periodStart || !order.periodEnd) continue;
    const { periodStart, periodEnd } = order;
    for (const line of order.lines) {
      const { day, hour } = line.diaHora;
      const start = firstClass(periodStart, day, hour);
      const slot = { id: line.diaHoraId, day, hour };
      const states = await sessionStates(prisma, slot, gymToday(periodStart), gymToday(periodEnd));
      const notHeld = states.filter(
        (session) =>
          session.status !== 'Programada' || skipped.has(`${line.diaHoraId}/${session.date}`),
      );
      calendar.createEvent({
        id: `order-${order.id}-slot-${line.diaHoraId}@powergym`,
        start,
        end: start.plus({ minutes: CLASS_MINUTES }),
        timezone: GYM_TIME_ZONE,
        summary: line.activity.name,
        description: trainersLine(line.activity.trainers),
        location,
        repeating: {
          freq: ICalEventRepeatingFreq.WEEKLY,
          until: periodEnd,
          exclude: notHeld.map((session) =>
            DateTime.fromJSDate(session.startsAt, { zone: GYM_TIME_ZONE }),
          ),
        },
      });
    }
  }
  for (const makeup of makeups) {
    if (!makeup.bookingDate || !makeup.bookingDiaHora) continue;
    const start = sessionStart(dayOf(makeup.bookingDate), makeup.bookingDiaHora.hour);
    calendar.createEvent({
      id: `makeup-${makeup.id}@powergym`,
      start,
      end: start.plus({ minutes: CLASS_MINUTES }),
      timezone: GYM_TIME_ZONE,
      summary: `${makeup.activity.name} (clase para recuperar)`,
      description: trainersLine(makeup.activity.trainers),
      location,
    });
  }
  // RFC 5545 3.1: every line ends in CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
