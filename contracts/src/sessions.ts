import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import type { Weekday } from './constants.ts';
import { calendarDaySchema, dayRangeQuerySchema, optionalCalendarDaySchema } from './days.ts';

/**
 * A weekly slot on a date (docs/api.md, 'Sessions'): 'Programada', 'Cancelada' (the admin's reason)
 * or 'Cerrado' (a holiday or a day the gym closed, by name).
 */
export const SESSION_STATUSES = ['Programada', 'Cancelada', 'Cerrado'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_MESSAGES = {
  rangeTooLong: 'El período puede abarcar como máximo 62 días',
  notOnSlotDay: 'Esa fecha no corresponde al día de la clase',
  past: 'Esa clase ya empezó',
  statusInvalid: "El estado debe ser 'Cancelada' o 'Programada'",
  reasonRequired: 'Escribí el motivo de la cancelación',
  reasonTooLong: 'El motivo puede tener como máximo 120 caracteres',
  closedDay: 'Ese día el gimnasio está cerrado: abrilo en Feriados y cierres para dictar la clase',
  notHeld: 'No tenés un lugar en esa clase',
  notScheduled: 'Esa clase no se dicta: está cancelada o el gimnasio cierra ese día',
  alreadySkipped: 'Ya avisaste que no vas a esa clase',
  notSkipped: 'No habías avisado que no ibas a esa clase',
  placeTaken: 'Tu lugar ya lo tomó otra persona para recuperar una clase',
  creditUsed: 'Ya usaste la clase a recuperar que te dio este aviso',
} as const;

export const MAKEUP_MESSAGES = {
  expired: 'Esta clase para recuperar ya venció',
  booked: 'Ya elegiste una clase para recuperar con este crédito',
  notBooked: 'Todavía no elegiste una clase para recuperar con este crédito',
  otherClass: 'Solo podés recuperar una clase de la misma actividad',
  afterExpiry: 'Esa clase es después del vencimiento de tu crédito',
  full: 'No quedan lugares en esa clase',
  alreadyIn: 'Ya tenés un lugar en esa clase',
  tooLate: 'Ya no se puede cancelar: la clase empieza pronto',
  diaHoraInvalid: 'Elegí la clase que querés recuperar',
} as const;

/** Days a make-up credit lasts from the missed class; MAKEUP_DAYS on the server. */
export const MAKEUP_DAYS = 30;
/** Hours before a class a skip still earns a credit and a make-up may be cancelled; SKIP_NOTICE_HOURS. */
export const SKIP_NOTICE_HOURS = 2;
export const SESSION_REASON_MAX = 120;

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

/** /diahora/{id}/sessions/{date}[/skip]. */
export const sessionParamsSchema = idParamsSchema.extend({ date: calendarDaySchema() });
export type SessionParams = z.output<typeof sessionParamsSchema>;

/** PUT /diahora/{id}/sessions/{date} (admin): cancel a session with its reason, or hold it again. */
export const sessionChangeSchema = z
  .strictObject({
    status: z.enum(['Cancelada', 'Programada'], { error: SESSION_MESSAGES.statusInvalid }),
    reason: z
      .string({ error: SESSION_MESSAGES.reasonRequired })
      .trim()
      .max(SESSION_REASON_MAX, SESSION_MESSAGES.reasonTooLong)
      .optional(),
  })
  .superRefine(({ status, reason }, ctx) => {
    if (status === 'Cancelada' && !reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: SESSION_MESSAGES.reasonRequired });
    }
  });
export type SessionChange = z.output<typeof sessionChangeSchema>;

/** One of the member's coming sessions (GET /sessions): held by a membership, or a make-up. */
export interface MemberSessionDto extends SessionDto {
  diaHoraId: number;
  activityId: number;
  activity: string;
  day: Weekday;
  hour: string;
  /** 'No voy': the member said they will not come. */
  skipped: boolean;
  /** A make-up booked into it, not a session the member holds. */
  makeup: boolean;
  /** The make-up's credit, to cancel the booking; null for a held session. */
  makeupId: number | null;
  /** Whether 'No voy' now still earns a make-up credit (SKIP_NOTICE_HOURS before its start). */
  skipEarnsCredit: boolean;
}

/** A make-up credit (GET /makeups): one class of its activity to book before `expiresAt`. */
export interface MakeupDto {
  id: number;
  activityId: number;
  activity: string;
  /** ISO instant. */
  expiresAt: string;
  /** Why it was given: the cancellation's reason, the closure's name, or 'No voy'. */
  reason: string;
  /** The session it is booked into, if any. */
  booking: { diaHoraId: number; date: string; startsAt: string; day: Weekday; hour: string } | null;
}

/** POST /makeups/{id}/booking: the session to make up in. */
export const makeupBookingSchema = z.strictObject({
  diaHoraId: z
    .number({ error: MAKEUP_MESSAGES.diaHoraInvalid })
    .int(MAKEUP_MESSAGES.diaHoraInvalid)
    .positive(MAKEUP_MESSAGES.diaHoraInvalid),
  date: calendarDaySchema(),
});
export type MakeupBooking = z.output<typeof makeupBookingSchema>;

/** GET /timetable and GET /sessions/week: seven days from `from` (default today). */
export const weekQuerySchema = z.strictObject({ from: optionalCalendarDaySchema() });
export type WeekQuery = z.output<typeof weekQuerySchema>;
export const WEEK_DAYS = 7;

/** One session of the public weekly timetable ('Horarios'). */
export interface TimetableEntryDto extends SessionDto {
  diaHoraId: number;
  activityId: number;
  activity: string;
  /** The class's trainers' names. */
  trainers: string[];
  day: Weekday;
  hour: string;
}

/** One session of the admin's week calendar: its places counted. */
export interface AdminSessionDto extends TimetableEntryDto {
  capacity: number;
  /** Places its members hold on that date. */
  held: number;
  /** Of those, the places of members who said 'No voy'. */
  skipped: number;
  /** Make-ups booked into it. */
  makeups: number;
}
