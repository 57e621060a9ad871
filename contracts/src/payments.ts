import { z } from 'zod';
import type { OrderState } from './constants.ts';
import { bodyIdSchema } from './orders.ts';

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
  paymentId: string | null;
}
