import { z } from 'zod';

/** A discount code's messages; ORDER_MESSAGES repeats them under its own names. */
export const DISCOUNT_CODE_MESSAGES = {
  invalid: 'El código de descuento no es válido',
  required: 'Ingrese un código de descuento',
  expired: 'El código de descuento venció',
  usedUp: 'El código de descuento ya no tiene usos disponibles',
  usedUpByMember: 'Ya usaste este código de descuento todas las veces que se permite',
} as const;

/** A code as typed: trimmed and upper-cased, like the stored codes. */
export const discountCodeSchema = z
  .string({ error: DISCOUNT_CODE_MESSAGES.required })
  .trim()
  .min(1, DISCOUNT_CODE_MESSAGES.required)
  .max(40, DISCOUNT_CODE_MESSAGES.invalid)
  .transform((code) => code.toUpperCase());

/** An optional code: absent, null or blank mean "no discount". */
export const optionalCodeSchema = z
  .union([z.string({ error: DISCOUNT_CODE_MESSAGES.invalid }), z.null()])
  .optional()
  .transform((code) => {
    const trimmed = code?.trim() ?? '';
    return trimmed === '' ? undefined : trimmed.toUpperCase();
  })
  .pipe(z.string().max(40, DISCOUNT_CODE_MESSAGES.invalid).optional());
