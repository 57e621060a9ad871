import { z } from 'zod';
import { blankToUndefined } from './paging.ts';

/** A real calendar day written 'AAAA-MM-DD' (2027-02-30 is refused), with `message` when not. */
export function calendarDaySchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
}

/** The same, optional: blank or absent mean none. */
export function optionalCalendarDaySchema(message: string) {
  return z.preprocess(blankToUndefined, calendarDaySchema(message).optional());
}

/** Whole days from `from` to `to` ('AAAA-MM-DD' each). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
