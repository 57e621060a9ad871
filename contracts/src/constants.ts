/** Weekly slot days. The original list dropped Viernes; a gym has Friday classes. */
export const WEEKDAYS = [
  'Lunes',
  'Martes',
  'Miercoles',
  'Jueves',
  'Viernes',
  'Sabado',
  'Domingo',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ORDER_STATES = ['Cart', 'Created', 'Complete', 'Canceled', 'Refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The one Spanish name of each order state, for members, admins and any server text alike. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  Cart: 'Carrito',
  Created: 'Pendiente de pago',
  Complete: 'Pagada',
  Canceled: 'Cancelada',
  Refunded: 'Reembolsada',
};

export const CLASS_PAGE_SIZE = 3;
export const CARD_DESCRIPTION_CUT = 300;
export const PANEL_DESCRIPTION_CUT = 700;
export const RECIPES_PAGE_SIZE = 8;
export const REVIEW_CAROUSEL_INTERVAL_MS = 5000;
/** Stars. Here, not beside the review schemas, so the carousel's cards load no zod. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;
export const PHONE_PREFIX = '+54';
/** Minutes a Created order holds its places before the sweep releases them. */
export const RESERVATION_MINUTES = 30;
/** The chatbot's code, 10% on all classes; prisma/seed/descuentos.json seeds it. */
export const BOT_DISCOUNT = { codigo: 'POWER10', descuento: 10 } as const;

/** Most distinct slots one cart may hold (and one renewal may choose). */
export const MAX_CART_LINES = 50;

/** How a desk sale was paid ('Venta en recepción'). */
export const DESK_PAYMENTS = ['Efectivo', 'Transferencia'] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];
