// 'Mi pase' and the desk's check-in (docs/api.md, 'Check-in').
import { z } from 'zod';
import { bodyIdSchema } from './common.ts';
import type { Weekday } from './constants.ts';

/** A pass changes every minute and is accepted for two. */
export const PASS_STEP_SECONDS = 60;
export const PASS_VALID_STEPS = 2;

export const CHECK_IN_RESULTS = [
  'Registrado',
  'Ya registrado',
  'Sin clase',
  'Congelada',
  'Vencida',
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** How a member stands at the desk: their memberships' latest end. */
export const MEMBER_STANDINGS = ['Al día', 'Por vencer', 'Vencida'] as const;
export type MemberStanding = (typeof MEMBER_STANDINGS)[number];

export const CHECK_IN_MESSAGES = {
  Registrado: 'Asistencia registrada',
  'Ya registrado': 'Ya estaba registrado en esta clase: no se anotó de nuevo',
  'Sin clase': 'No tiene una clase que empiece dentro de los 30 minutos: no se registró nada',
  Congelada: 'Su membresía está congelada: no se registró la asistencia',
  Vencida: 'Su membresía está vencida: no se registró la asistencia',
  forged: 'El pase no es válido',
  expired: 'El pase venció: pedile que lo abra de nuevo',
  unknownNumber: 'Ningún pase vigente tiene ese número',
  sharedNumber: 'Ese número coincide con más de un pase: escaneá el código o buscá por nombre',
  oneWay: 'Indicá el código del pase, su número o el socio',
  codeInvalid: 'El código del pase no es válido',
  numberInvalid: 'El número del pase tiene 6 dígitos',
  queryInvalid: 'Escribí al menos 2 letras del nombre o del e-mail',
} as const;

/** POST /checkin: the pass's code (scanned), its number (typed) or a member the desk found. */
export const checkInBodySchema = z
  .strictObject({
    code: z
      .string({ error: CHECK_IN_MESSAGES.codeInvalid })
      .trim()
      .min(1, CHECK_IN_MESSAGES.codeInvalid)
      .max(200, CHECK_IN_MESSAGES.codeInvalid)
      .optional(),
    number: z
      .string({ error: CHECK_IN_MESSAGES.numberInvalid })
      .trim()
      .regex(/^\d{6}$/, CHECK_IN_MESSAGES.numberInvalid)
      .optional(),
    userId: bodyIdSchema.optional(),
  })
  .refine(
    (body) => [body.code, body.number, body.userId].filter((v) => v !== undefined).length === 1,
    { message: CHECK_IN_MESSAGES.oneWay },
  );
export type CheckInBody = z.output<typeof checkInBodySchema>;

export interface CheckInMemberDto {
  id: number;
  name: string;
  lastName: string;
  image: string | null;
}

export interface MemberStandingDto {
  status: MemberStanding;
  /** The latest end of their paid memberships; null if they never had one. */
  endsAt: string | null;
}

/**
 * GET /checkin/pass: the QR's signed code, the number to type, when it stops working, and how the
 * member stands (shown on 'Mi pase').
 */
export interface PassDto {
  code: string;
  number: string;
  expiresAt: string;
  membership: MemberStandingDto;
}

export interface CheckInDto {
  result: CheckInResult;
  /** The result in a sentence, for the desk's screen. */
  message: string;
  member: CheckInMemberDto;
  membership: MemberStandingDto;
  /** The session checked into (or already); null for 'Sin clase' and 'Vencida'. */
  session: {
    diaHoraId: number;
    date: string;
    startsAt: string;
    day: Weekday;
    hour: string;
    activity: { id: number; name: string };
  } | null;
}

/** GET /checkin/members?q=: the desk finds a member by name, last name or e-mail. */
export const memberSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: CHECK_IN_MESSAGES.queryInvalid })
    .trim()
    .min(2, CHECK_IN_MESSAGES.queryInvalid)
    .max(100, CHECK_IN_MESSAGES.queryInvalid)
    // What names and e-mails are made of: letters, digits, spaces and @ . _ + ' -.
    .regex(/^[\p{L}\p{M}\d @._+'-]+$/u, CHECK_IN_MESSAGES.queryInvalid)
    .regex(/\p{L}.*\p{L}/u, CHECK_IN_MESSAGES.queryInvalid),
});

export interface FoundMemberDto extends CheckInMemberDto {
  email: string;
  membership: MemberStandingDto;
}

/** At most this many members answer a search. */
export const MEMBER_SEARCH_LIMIT = 10;
