// Days and periods of whole days in the gym's time zone ('Resumen', 'Exportar CSV', closures).
import { GYM_TIME_ZONE, type PeriodQuery } from '@power-gym/contracts';
import { DateTime } from 'luxon';

/** A period of whole local days: its first instant and the instant after its last day. */
export interface LocalPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayStart = (day: string) => DateTime.fromISO(day, { zone: GYM_TIME_ZONE }).startOf('day');

/** Today in the gym's time zone, 'AAAA-MM-DD'. */
export function gymToday(now = new Date()): string {
  return DateTime.fromJSDate(now, { zone: GYM_TIME_ZONE }).toISODate() ?? '';
}

export { addDays } from '@power-gym/contracts';

/** The query's days, or `from` months back to today's month start by default, up to today. */
export function localPeriod(
  { from, to }: PeriodQuery,
  defaultMonths: number,
  now = new Date(),
): LocalPeriod {
  const today = DateTime.fromJSDate(now, { zone: GYM_TIME_ZONE }).startOf('day');
  const last = to ? dayStart(to) : today;
  const first = from ? dayStart(from) : last.startOf('month').minus({ months: defaultMonths - 1 });
  return {
    from: first.toISODate() ?? '',
    to: last.toISODate() ?? '',
    start: first.toJSDate(),
    end: last.plus({ days: 1 }).toJSDate(),
  };
}
