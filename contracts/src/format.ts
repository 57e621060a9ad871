import { weekdayOf } from './days.ts';
/** Cuts `text` to `max` characters and marks the cut with '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Whole pesos as the catalogue shows them: 'Precio $N.00'. */
export function formatPrice(pesos: number): string {
  return `Precio $${pesos}.00`;
}

/** Distinct days in their first-seen order. */
export function distinctDays<T extends { day: string }>(slots: readonly T[]): string[] {
  return [...new Set(slots.map((slot) => slot.day))];
}

/** Weekdays are stored without accents ('Miercoles', 'Sabado'); people read them with them. */
const DAY_LABELS: Readonly<Record<string, string>> = { Miercoles: 'Miércoles', Sabado: 'Sábado' };

/** A slot's day as a member reads it (their own lists, the mails): 'Miércoles'. */
export function dayLabel(day: string): string {
  return DAY_LABELS[day] ?? day;
}

/** The gym's time zone: periods, reminders and the calendar feed are read in it. */
export const GYM_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const gymDate = new Intl.DateTimeFormat('es-AR', {
  timeZone: GYM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A date as dd/mm/aaaa in the gym's time zone ('Vence el 25/12/2026'). */
export function formatGymDate(date: Date | string): string {
  return gymDate.format(typeof date === 'string' ? new Date(date) : date);
}

const gymDateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: GYM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as 'dd/mm/aaaa hh:mm' in the gym's time zone (a waitlist offer's deadline). */
export function formatGymDateTime(date: Date | string): string {
  return gymDateTime.format(typeof date === 'string' ? new Date(date) : date).replace(',', '');
}

/** A day as members read it, 'lunes 1/12', from 'AAAA-MM-DD'. */
export function dateLabel(date: string): string {
  const [, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayLabel(weekdayOf(date)).toLowerCase()} ${dayOfMonth}/${month}`;
}

/** A session as members read it, 'lunes 1/12 19:00': a slot's `hour` on `date` ('AAAA-MM-DD'). */
export function sessionLabel(date: string, hour: string): string {
  return `${dateLabel(date)} ${hour}`;
}
