import { z } from 'zod';
import type { OrderState } from './constants.ts';
import { bodyIdSchema } from './common.ts';

export const PAYMENT_MESSAGES = {
  providerUnavailable: 'No pudimos conectar con Mercado Pago, intentá nuevamente',
  orderNotPayable: 'La orden no está pendiente de pago',
  orderExpired: 'La reserva de esta orden venció; volvé a armar el carrito',
  invalidSignature: 'La firma de la notificación no es válida',
  paymentNotFound: 'No se encontró el pago en Mercado Pago',
  paymentMismatch: 'El pago no corresponde a esta orden',
  paymentIdInvalid: 'El id de pago debe ser un número',
  tooManyRequests: 'Demasiados intentos, esperá un minuto y volvé a intentar',
} as const;

/** Mercado Pago's payment statuses (GET /v1/payments/{id}), in the Spanish the admin reads. */
const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  approved: 'Aprobado',
  authorized: 'Autorizado',
  pending: 'Pendiente',
  in_process: 'En revisión',
  in_mediation: 'En disputa',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Devuelto',
  charged_back: 'Contracargo',
};

/** Why Mercado Pago rejected a payment (its status_detail), as the member reads it. */
const PAYMENT_REJECTION_REASONS: Readonly<Record<string, string>> = {
  cc_rejected_insufficient_amount: 'la tarjeta no tiene fondos suficientes',
  cc_rejected_bad_filled_card_number: 'el número de la tarjeta es incorrecto',
  cc_rejected_bad_filled_date: 'la fecha de vencimiento de la tarjeta es incorrecta',
  cc_rejected_bad_filled_security_code: 'el código de seguridad de la tarjeta es incorrecto',
  cc_rejected_bad_filled_other: 'un dato de la tarjeta es incorrecto',
  cc_rejected_call_for_authorize: 'el banco pide que autorices el pago llamándolo',
  cc_rejected_card_disabled: 'la tarjeta no está activada',
  cc_rejected_card_error: 'la tarjeta no pudo procesar el pago',
  cc_rejected_duplicated_payment: 'ya hiciste un pago por ese mismo importe',
  cc_rejected_high_risk: 'Mercado Pago lo rechazó por seguridad',
  cc_rejected_invalid_installments: 'la tarjeta no acepta esa cantidad de cuotas',
  cc_rejected_max_attempts: 'se superó la cantidad de intentos permitidos',
  cc_rejected_blacklist: 'la tarjeta no puede usarse para este pago',
  cc_rejected_other_reason: 'el medio de pago no lo aprobó',
  rejected_by_bank: 'el banco no lo aprobó',
  rejected_insufficient_data: 'faltan datos del pago',
  expired: 'venció sin completarse',
  by_collector: 'lo canceló el gimnasio',
  by_payer: 'lo cancelaste desde Mercado Pago',
};

/** The payment statuses that leave an order payable again ('Reintentar el pago'). */
export const FAILED_PAYMENT_STATUSES: readonly string[] = ['rejected', 'cancelled'];

/**
 * The one home of the rejection reasons: Mercado Pago's status_detail in Spanish, for Compras and
 * the 'El pago fue rechazado' mail; an unknown or missing one reads as a generic reason.
 */
export function paymentRejectionReason(statusDetail: string | null | undefined): string {
  return (
    (statusDetail && Object.hasOwn(PAYMENT_REJECTION_REASONS, statusDetail)
      ? PAYMENT_REJECTION_REASONS[statusDetail]
      : undefined) ?? 'Mercado Pago no informó el motivo'
  );
}

/** A payment status in Spanish; one Mercado Pago adds later shows as it comes. */
export function paymentStatusLabel(status: string): string {
  return (Object.hasOwn(PAYMENT_STATUS_LABELS, status) && PAYMENT_STATUS_LABELS[status]) || status;
}

/**
 * POST /mercadopago. The documented payload was the order summary (items, prices); those fields
 * are accepted for old clients and ignored: the preference is built from the database order.
 */
export const mercadoPagoCheckoutBodySchema = z.object({ orderId: bodyIdSchema });
export type MercadoPagoCheckoutBody = z.output<typeof mercadoPagoCheckoutBodySchema>;

/**
 * POST /mercadopago answers the URL itself, as a JSON string: where the browser goes to pay
 * (Checkout Pro, or the local sandbox page). The original app sends the browser to the response data.
 */
export type MercadoPagoCheckoutDto = string;

/** A Mercado Pago payment id as it comes back in `?payment_id=`: digits. */
export const paymentIdSchema = z.union(
  [
    z.string().regex(/^\d{1,20}$/, PAYMENT_MESSAGES.paymentIdInvalid),
    z
      .number()
      .int()
      .positive()
      .transform((value) => String(value)),
  ],
  { error: PAYMENT_MESSAGES.paymentIdInvalid },
);

/** POST /mercadopago/confirm: asks the server to look the payment up with the provider. */
export const paymentConfirmBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  paymentId: paymentIdSchema,
});
export type PaymentConfirmBody = z.output<typeof paymentConfirmBodySchema>;

/** GET /order/{id}/payment and POST /mercadopago/confirm: what the server holds, nothing else. */
export interface OrderPaymentDto {
  orderId: number;
  state: OrderState;
  /** Mercado Pago's status (approved, pending, rejected, …), null before any notification. */
  paymentStatus: string | null;
  /** Mercado Pago's status_detail (why a payment was rejected); paymentRejectionReason reads it. */
  paymentStatusDetail: string | null;
  paymentId: string | null;
}
