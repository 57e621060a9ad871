// The cancel buttons Argentine law requires (docs/api.md, 'Solicitudes'): 'Botón de arrepentimiento'
// (Ley 24.240 art. 34, Resolución 424/2020) and 'Botón de baja' (Disposición 954/2025). Both work
// signed out; only whoever reads the mailbox can confirm one.
import { z } from 'zod';
import { bodyIdSchemaWith } from './common.ts';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, blankToUndefined, pageFields } from './paging.ts';
import { emailSchema } from './users.ts';

export const LEGAL_REQUEST_KINDS = ['Arrepentimiento', 'Baja'] as const;
export type LegalRequestKind = (typeof LEGAL_REQUEST_KINDS)[number];

/**
 * 'Sin confirmar' until the mailbox's link is used; 'Confirmada' while it waits for the admin (an
 * arrepentimiento after the 10 days); 'Resuelta' when carried out; 'Rechazada' with a reason.
 */
export const LEGAL_REQUEST_STATES = [
  'Sin confirmar',
  'Confirmada',
  'Resuelta',
  'Rechazada',
] as const;
export type LegalRequestState = (typeof LEGAL_REQUEST_STATES)[number];

/** Calendar days from the payment within which an arrepentimiento is refunded by itself. */
export const REVOCATION_DAYS = 10;
/** How long the mailed confirm link works. */
export const CONFIRM_LINK_HOURS = 72;

/** 'PG-' and ten characters of Crockford's base32 (no I, L, O, U): read aloud without confusion. */
export const LEGAL_REQUEST_CODE_PATTERN = /^PG-[0-9A-HJKMNP-TV-Z]{10}$/;
/** The mailed link's token: 32 random bytes, base64url. */
export const LEGAL_REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const LEGAL_REQUEST_MESSAGES = {
  orderIdInvalid: 'El número de orden debe ser un número entero positivo',
  codeInvalid: 'El código de la solicitud no es válido',
  linkInvalid: 'El enlace no es válido o venció: hacé la solicitud de nuevo',
  notFound: 'No se encontró la solicitud',
  stateInvalid: "El estado debe ser 'Resuelta' o 'Rechazada'",
  reasonRequired: 'Indicá el motivo del rechazo',
  reasonTooLong: 'El motivo admite hasta 500 caracteres',
  notWaiting: 'Solo se resuelven las solicitudes confirmadas que esperan a la administración',
  tooManyRequests: 'Demasiadas solicitudes: esperá un rato y volvé a intentar',
  /** The answer on screen, the same whether or not the address or the order exists. */
  received: (code: string) =>
    `Recibimos tu solicitud. Tu código es ${code}. Te enviamos un e-mail con el mismo código y un enlace para confirmarla (vence en ${CONFIRM_LINK_HOURS} horas).`,
  /** Why an arrepentimiento waits for the admin. */
  late: `Pasaron más de ${REVOCATION_DAYS} días corridos desde el pago: la administración revisará tu solicitud y te responderá por e-mail`,
  noMatchingOrder: 'No encontramos una compra pagada con ese número para este e-mail',
  alreadyRefunded: 'La compra ya estaba reembolsada',
  /** Mercado Pago refused or could not be reached at the confirm: the admin takes it from there. */
  refundFailed:
    'Mercado Pago no pudo hacer el reembolso en este momento: la administración revisará tu solicitud y te responderá por e-mail',
} as const;

/** POST /arrepentimiento, no sign-in: the purchase's e-mail and its order number. */
export const arrepentimientoBodySchema = z.strictObject({
  email: emailSchema,
  orderId: bodyIdSchemaWith(LEGAL_REQUEST_MESSAGES.orderIdInvalid),
});
export type ArrepentimientoBody = z.output<typeof arrepentimientoBodySchema>;

/** POST /baja, no sign-in: the member's e-mail. */
export const bajaBodySchema = z.strictObject({ email: emailSchema });
export type BajaBody = z.output<typeof bajaBodySchema>;

export const legalRequestCodeSchema = z
  .string({ error: LEGAL_REQUEST_MESSAGES.codeInvalid })
  .regex(LEGAL_REQUEST_CODE_PATTERN, LEGAL_REQUEST_MESSAGES.codeInvalid);
export const legalRequestParamsSchema = z.strictObject({ code: legalRequestCodeSchema });

/** POST /solicitudes/{code}/confirm: the token from the mail's link. */
export const confirmLegalRequestBodySchema = z.strictObject({
  token: z
    .string({ error: LEGAL_REQUEST_MESSAGES.linkInvalid })
    .regex(LEGAL_REQUEST_TOKEN_PATTERN, LEGAL_REQUEST_MESSAGES.linkInvalid),
});

/** PUT /solicitudes/{code} (admin): resolve a request that waits, or refuse it with a reason. */
export const resolveLegalRequestBodySchema = z
  .strictObject({
    state: z.enum(['Resuelta', 'Rechazada'], { error: LEGAL_REQUEST_MESSAGES.stateInvalid }),
    reason: z.preprocess(
      blankToUndefined,
      z
        .string({ error: LEGAL_REQUEST_MESSAGES.reasonRequired })
        .trim()
        .max(500, LEGAL_REQUEST_MESSAGES.reasonTooLong)
        .optional(),
    ),
  })
  .refine((body) => body.state !== 'Rechazada' || body.reason !== undefined, {
    message: LEGAL_REQUEST_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ResolveLegalRequestBody = z.output<typeof resolveLegalRequestBodySchema>;

/** GET /solicitudes (admin): newest first, paged, optionally one state. */
export const legalRequestListQuerySchema = z.strictObject({
  ...pageFields({ maxPageSize: ADMIN_MAX_PAGE_SIZE, pageSize: ADMIN_PAGE_SIZE }),
  state: z.preprocess(
    blankToUndefined,
    z.enum(LEGAL_REQUEST_STATES, { error: LEGAL_REQUEST_MESSAGES.stateInvalid }).optional(),
  ),
});
export type LegalRequestListQuery = z.output<typeof legalRequestListQuerySchema>;

/** 202 from POST /arrepentimiento and POST /baja. */
export interface LegalRequestReceivedDto {
  code: string;
}

/** A membership a baja leaves running: its classes, its end and its last class still to come. */
// A type, not an interface: it is stored as JSON (LegalRequest.endings), which wants an index signature.
export type MembershipEnding = {
  orderId: number;
  activities: string[];
  endsAt: string;
  /** The start of its last class held before the end (closures and cancelled classes left out); null when none is left. */
  lastClassAt: string | null;
};

/** What the confirm link's page shows: the request as it now stands. */
export interface LegalRequestOutcomeDto {
  code: string;
  kind: LegalRequestKind;
  state: LegalRequestState;
  /** Why it waits or was refused; null when carried out. */
  reason: string | null;
  /** An arrepentimiento's order. */
  orderId: number | null;
  /** A baja: the memberships that now run to their end, with their last day. */
  endings: MembershipEnding[];
}

/** 'Solicitudes' rows (admin). */
export interface LegalRequestDto {
  code: string;
  kind: LegalRequestKind;
  state: LegalRequestState;
  reason: string | null;
  /** The address typed in the form. */
  email: string;
  /** The member with that address, if any. */
  member: { id: number; name: string } | null;
  orderId: number | null;
  createdAt: string;
  confirmedAt: string | null;
  resolvedAt: string | null;
}

/** The client's page the mail links to; it asks before it confirms (mail scanners open links). */
export const legalRequestConfirmPath = (code: string, token: string) =>
  `/solicitudes/${code}/confirmar?token=${encodeURIComponent(token)}`;
