// Attendance at a session and its roster (docs/api.md, 'Attendance').
import { z } from 'zod';
import { idSchema } from './common.ts';
import type { Weekday } from './constants.ts';
import { dayRangeQuerySchema, optionalCalendarDaySchema } from './days.ts';
import {
  SESSION_MESSAGES,
  SESSIONS_MAX_DAYS,
  sessionParamsSchema,
  type AdminSessionDto,
  type SessionDto,
} from './sessions.ts';

/** How it was recorded: the pass's QR, its 6-digit number, found by the desk, or on the roster. */
export const CHECK_IN_METHODS = ['Pase', 'Numero', 'Busqueda', 'Lista'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

/** Attendance is taken from this long before a session starts until this long after. */
export const CHECK_IN_WINDOW_MINUTES = 30;

export const ATTENDANCE_MESSAGES = {
  notOnRoster: 'Ese socio no está en la lista de esta clase',
  notYet: 'Todavía no se puede tomar asistencia: la clase empieza más tarde',
  attendedInvalid: 'Indicá si vino (attended: true o false)',
} as const;

/** Who comes to a session: a member holding it ('Titular') or making up a class ('Recupera'). */
export type RosterKind = 'Titular' | 'Recupera';

export interface RosterEntryDto {
  member: { id: number; name: string; lastName: string; image: string | null };
  kind: RosterKind;
  /** Places they hold (1 for a make-up). */
  places: number;
  /** False for a reservation not paid yet. */
  paid: boolean;
  /** Said 'No voy'. */
  skipped: boolean;
  attended: boolean;
  /** How, and who recorded it, when attended. */
  method: CheckInMethod | null;
  markedBy: string | null;
}

export interface RosterDto {
  session: SessionDto & {
    diaHoraId: number;
    activity: { id: number; name: string };
    day: Weekday;
    hour: string;
  };
  /** By last name, then name. */
  entries: RosterEntryDto[];
}

/** /diahora/{id}/sessions/{date}/attendance/{userId}. */
export const attendanceParamsSchema = sessionParamsSchema.extend({ userId: idSchema });
export type AttendanceParams = z.output<typeof attendanceParamsSchema>;

export const attendanceChangeSchema = z.strictObject({
  attended: z.boolean({ error: ATTENDANCE_MESSAGES.attendedInvalid }),
});
export type AttendanceChange = z.output<typeof attendanceChangeSchema>;

/** GET /sessions/day: one day's classes (today by default) for the desk and the profesor. */
export const dayQuerySchema = z.strictObject({ date: optionalCalendarDaySchema() });
export type DayQuery = z.output<typeof dayQuerySchema>;

/** A session of the staff's day: its places counted, and how many came. */
export interface StaffSessionDto extends AdminSessionDto {
  attended: number;
}

/**
 * What became of a past session the member held or made up in ('Mi asistencia'). 'Ausente' only
 * where attendance was taken (someone was recorded at it); else 'Sin registro'.
 */
export const ATTENDANCE_STATES = [
  'Asistió',
  'Ausente',
  'Avisó',
  'Cancelada',
  'Cerrado',
  'Sin registro',
] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** GET /sessions/history: `to` (default today) and `from` (default 30 days before it). */
export const historyQuerySchema = dayRangeQuerySchema(
  SESSIONS_MAX_DAYS,
  SESSION_MESSAGES.rangeTooLong,
);
export type HistoryQuery = z.output<typeof historyQuerySchema>;
export const HISTORY_DEFAULT_DAYS = 30;

export interface AttendanceHistoryDto {
  diaHoraId: number;
  date: string;
  startsAt: string;
  activityId: number;
  activity: string;
  day: Weekday;
  hour: string;
  /** A make-up booked into it, not a session of the member's membership. */
  makeup: boolean;
  state: AttendanceState;
}

/** No-shows in NO_SHOW_DAYS that earn a member one friendly mail; NO_SHOW_LIMIT on the server. */
export const NO_SHOW_LIMIT = 3;
export const NO_SHOW_DAYS = 30;
