import { dayLabel, WEEKDAYS, type Weekday } from '@power-gym/contracts';

const DAY_MS = 86_400_000;

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 'AAAA-MM-DD' `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(utcMidnight(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` days from `first` on, 'AAAA-MM-DD' each. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** The weekday of a calendar day, as the slots store it ('Miercoles'). */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(utcMidnight(day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'Lunes';
}

/** A day as a heading reads it, like a session (sessionLabel): 'lunes 30/11', 'miércoles 2/12'. */
export function dayHeading(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${dayLabel(weekdayOf(day)).toLowerCase()} ${date}/${month}`;
}

/** A day of a year's list: 'dd/mm', '09/07'. */
export function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** The weekday of a day as read: 'jueves'. */
export function weekdayName(day: string): string {
  return dayLabel(weekdayOf(day)).toLowerCase();
}
