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
