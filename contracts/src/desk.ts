// 'Venta en recepción' and 'Caja del día' (docs/api.md, 'Desk sales').
import { z } from 'zod';
import { bodyIdSchema } from './common.ts';
import { optionalCalendarDaySchema } from './days.ts';
import { optionalCodeSchema } from './discount-code.ts';
import { DESK_PAYMENTS, MAX_CART_LINES, type DeskPayment } from './constants.ts';
import { ORDER_MESSAGES, cartLineInputSchema } from './orders.ts';
import { USER_MESSAGES, registerFormSchema } from './users.ts';

export const DESK_MESSAGES = {
  paymentInvalid: 'Indicá cómo pagó: Efectivo o Transferencia',
  linesRequired: 'Elegí al menos un día y horario',
  memberNotFound: 'No se encontró el socio',
  duplicateLine: 'Cada día y horario va una sola vez',
  emailHasAccount: 'Ya existe una cuenta con ese e-mail: buscala por nombre o e-mail',
} as const;

/** POST /order/desk: the desk sells a membership to a member, paid in cash or by transfer. */
export const deskSaleBodySchema = z.strictObject({
  userId: bodyIdSchema,
  lines: z
    .array(cartLineInputSchema, { error: DESK_MESSAGES.linesRequired })
    .min(1, DESK_MESSAGES.linesRequired)
    .max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((line) => line.diaHoraId)).size === lines.length,
      DESK_MESSAGES.duplicateLine,
    ),
  codigo: optionalCodeSchema,
  paymentMethod: z.enum(DESK_PAYMENTS, { error: DESK_MESSAGES.paymentInvalid }),
});
export type DeskSaleBody = z.output<typeof deskSaleBodySchema>;

/** GET /order/desk?date=: one day's desk sales (today by default). */
export const cashQuerySchema = z.strictObject({ date: optionalCalendarDaySchema() });
export type CashQuery = z.output<typeof cashQuerySchema>;

export interface DeskSaleDto {
  orderId: number;
  paidAt: string;
  member: { id: number; name: string; lastName: string };
  classes: string[];
  /** Decimal string, pesos with centavos. */
  total: string;
  paymentMethod: DeskPayment;
  /** Refunded since: listed, not counted in the day's totals. */
  refunded: boolean;
}

/** 'Caja del día': what each person at the desk took, by payment, refunds left out. */
export interface CashDayDto {
  date: string;
  /** By the seller's last name. */
  sellers: {
    seller: { id: number; name: string; lastName: string };
    /** Decimal strings. */
    cash: string;
    transfer: string;
    total: string;
    sales: DeskSaleDto[];
  }[];
  cash: string;
  transfer: string;
  total: string;
}

const { name, lastName, email, phoneNumber } = registerFormSchema.shape;

/**
 * POST /user/desk: the desk registers a new member, who chooses their password from the welcome
 * mail. The register form's fields and messages, without the password; the phone (the digits, as
 * typed: the server adds the +54) may be left blank.
 */
export const deskRegisterBodySchema = z.strictObject({
  name,
  lastName,
  email,
  // Blank is none: a transform, not blankToUndefined's preprocess, so the form's values stay strings.
  phoneNumber: z
    .string({ error: USER_MESSAGES.phoneInvalid })
    .trim()
    .transform((value) => value || undefined)
    .pipe(phoneNumber.optional())
    .optional(),
});
export type DeskRegisterForm = z.input<typeof deskRegisterBodySchema>;
export type DeskRegisterBody = z.output<typeof deskRegisterBodySchema>;
