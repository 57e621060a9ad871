import { dayLabel, weekdayOf } from '@power-gym/contracts';

/** A day of a year's list: 'dd/mm', '09/07'. */
export function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** The weekday of a day as read: 'jueves'. */
export function weekdayName(day: string): string {
  return dayLabel(weekdayOf(day)).toLowerCase();
}
