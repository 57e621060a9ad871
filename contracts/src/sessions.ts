import type { z } from 'zod';
import { dayRangeQuerySchema } from './days.ts';

/**
 * A weekly slot on a date (docs/api.md, 'Sessions'): 'Programada', 'Cancelada' (the admin's reason)
 * or 'Cerrado' (a holiday or a day the gym closed, by name).
 */
export const SESSION_STATUSES = ['Programada', 'Cancelada', 'Cerrado'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_MESSAGES = {
  rangeTooLong: 'El período puede abarcar como máximo 62 días',
} as const;

/** Most days one GET /diahora/{id}/sessions may span. */
export const SESSIONS_MAX_DAYS = 62;
/** The days GET /diahora/{id}/sessions spans by default: four weeks. */
export const SESSIONS_DEFAULT_DAYS = 28;

export interface SessionDto {
  /** 'AAAA-MM-DD' in the gym's time zone. */
  date: string;
  /** ISO instant of its start. */
  startsAt: string;
  status: SessionStatus;
  /** Why it is not held: the admin's reason, or the holiday's or closure's name; else null. */
  reason: string | null;
  /** Places free on that date (capacity − those held then); 0 when it is not held. */
  free: number;
}

/** GET /diahora/{id}/sessions: `from` (default today) to `to` (default four weeks on). */
export const sessionsQuerySchema = dayRangeQuerySchema(
  SESSIONS_MAX_DAYS,
  SESSION_MESSAGES.rangeTooLong,
);
export type SessionsQuery = z.output<typeof sessionsQuerySchema>;
