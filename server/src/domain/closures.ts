// 'Feriados y cierres' (docs/architecture.md): whether the gym opens on a day. It closes on
// Argentina's national holidays, from date-holidays (never a hand-written list), and opens on every
// other day; the admin may open a holiday or close any day, and only those overrides are stored.
import Holidays from 'date-holidays';
import type { ClosureDto } from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';

type Db = Pick<Prisma.TransactionClient, 'closureOverride'>;

const argentina = new Holidays('AR');

/**
 * The national holidays ('public': not the tourism bridge days, which are decreed year by year and
 * closed by hand) from `from` to `to` ('AAAA-MM-DD', both included), by day.
 */
export function nationalHolidays(from: string, to: string): Map<string, string> {
  const byDay = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of argentina.getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && day >= from && day <= to && !byDay.has(day)) {
        byDay.set(day, holiday.name);
      }
    }
  }
  return byDay;
}

/** The stored override's `date` column holds a day at UTC midnight. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** A stored `date` column's day, 'AAAA-MM-DD'. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Every day from `from` to `to` whose opening is not the usual one, in date order. */
export async function closuresBetween(db: Db, from: string, to: string): Promise<ClosureDto[]> {
  const holidays = nationalHolidays(from, to);
  const overrides = await db.closureOverride.findMany({
    where: { date: { gte: dayDate(from), lte: dayDate(to) } },
    select: { date: true, closed: true, reason: true },
  });
  const byDay = new Map<string, ClosureDto>();
  for (const [date, holiday] of holidays) {
    byDay.set(date, { date, holiday, closed: true, reason: holiday });
  }
  for (const override of overrides) {
    const date = dayOf(override.date);
    const holiday = holidays.get(date) ?? null;
    byDay.set(date, {
      date,
      holiday,
      closed: override.closed,
      reason: override.reason || (override.closed ? holiday : null),
    });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** One day's opening, as closuresBetween tells it (a usual open day: closed false, no reason). */
export async function closureOn(db: Db, date: string): Promise<ClosureDto> {
  const [closure] = await closuresBetween(db, date, date);
  return closure ?? { date, holiday: null, closed: false, reason: null };
}
