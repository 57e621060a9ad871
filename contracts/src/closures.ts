import { z } from 'zod';
import { calendarDaySchema, dayRangeQuerySchema } from './days.ts';

/**
 * 'Feriados y cierres': the gym is closed on Argentina's national holidays unless the admin opens
 * one, and open on every other day unless the admin closes it (docs/api.md, 'Closures').
 */
export const CLOSURE_MESSAGES = {
  rangeTooLong: 'El período puede abarcar como máximo 366 días',
  reasonRequired: 'Escribí el motivo del cierre',
  reasonTooLong: 'El motivo puede tener como máximo 120 caracteres',
  closedInvalid: 'Indicá si el gimnasio cierra ese día',
  pastDate: 'Ese día ya pasó: no se puede abrir ni cerrar',
} as const;

/** Most days one GET /closures may span. */
export const CLOSURES_MAX_DAYS = 366;
export const CLOSURE_REASON_MAX = 120;

/** A day whose opening is not the usual one: a national holiday, or a day the admin changed. */
export interface ClosureDto {
  /** 'AAAA-MM-DD' in the gym's time zone. */
  date: string;
  /** The national holiday's name (date-holidays, AR), or null on any other day. */
  holiday: string | null;
  closed: boolean;
  /** Why: the admin's reason, else the holiday's name when closed; null for an opened holiday. */
  reason: string | null;
}

/** GET /closures: `from` (default today) to `to` (default a year on), both included. */
export const closuresQuerySchema = dayRangeQuerySchema(
  CLOSURES_MAX_DAYS,
  CLOSURE_MESSAGES.rangeTooLong,
);
export type ClosuresQuery = z.output<typeof closuresQuerySchema>;

/** PUT /closures/{date}. */
export const closureParamsSchema = z.strictObject({
  date: calendarDaySchema(),
});

/** PUT /closures/{date}: closed (with its reason) or open. */
export const closureBodySchema = z
  .strictObject({
    closed: z.boolean({ error: CLOSURE_MESSAGES.closedInvalid }),
    reason: z
      .string({ error: CLOSURE_MESSAGES.reasonRequired })
      .trim()
      .max(CLOSURE_REASON_MAX, CLOSURE_MESSAGES.reasonTooLong)
      .optional(),
  })
  .superRefine(({ closed, reason }, ctx) => {
    if (closed && !reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CLOSURE_MESSAGES.reasonRequired });
    }
  });
export type ClosureBody = z.output<typeof closureBodySchema>;
