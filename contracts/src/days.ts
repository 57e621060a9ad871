import { WEEKDAYS, type Weekday } from './constants.ts';
import { z } from 'zod';
import { blankToUndefined } from './paging.ts';

export const DAY_MESSAGES = {
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha "desde" debe ser anterior o igual a la fecha "hasta"',
} as const;

/** A real calendar day written 'AAAA-MM-DD' (2027-02-30 is refused), with `message` when not. */
export function calendarDaySchema(message: string = DAY_MESSAGES.dateInvalid) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
}

/** The same, optional: blank or absent mean none. */
export function optionalCalendarDaySchema(message: string = DAY_MESSAGES.dateInvalid) {
  return z.preprocess(blankToUndefined, calendarDaySchema(message).optional());
}

/** Whole days from `from` to `to` ('AAAA-MM-DD' each). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * A query of days `from` to `to` (both optional, both included) spanning at most `maxDays` days,
 * `tooLong` when it spans more.
 */
export function dayRangeQuerySchema(maxDays: number, tooLong: string) {
  return z
    .strictObject({ from: optionalCalendarDaySchema(), to: optionalCalendarDaySchema() })
    .superRefine(({ from, to }, ctx) => {
      if (from === undefined || to === undefined) return;
      if (from > to)
        ctx.addIssue({ code: 'custom', path: ['from'], message: DAY_MESSAGES.rangeInvalid });
      if (daysBetween(from, to) + 1 > maxDays) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: tooLong });
      }
    });
}

const DAY_MS = 86_400_000;

/** The day `days` after `day` ('AAAA-MM-DD'; before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day ('AAAA-MM-DD'), as slots name it ('Miercoles'). */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'Lunes';
}

/** The `count` days from `first` on, 'AAAA-MM-DD' each. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}
