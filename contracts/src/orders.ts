import { z } from 'zod';
import { bodyIdSchema, idSchema } from './common.ts';
import { MAX_CART_LINES, type DeskPayment, type OrderState, type Weekday } from './constants.ts';
import { dayLabel } from './format.ts';
import { emailSchema } from './users.ts';
import { DISCOUNT_CODE_MESSAGES, discountCodeSchema, optionalCodeSchema } from './discount-code.ts';
import type { OrderPeriodDto } from './memberships.ts';
import type { SubscriptionDto } from './subscriptions.ts';
import { ADMIN_PAGE_SIZE, blankToUndefined, listQuerySchema } from './paging.ts';

/** Most places one cart line may hold. */
export const MAX_LINE_QUANTITY = 20;

export const ORDER_MESSAGES = {
  quantityInvalid: `La cantidad debe ser un número entero entre 1 y ${MAX_LINE_QUANTITY}`,
  tooManyLines: `El carrito admite como máximo ${MAX_CART_LINES} horarios`,
  lineRequired: 'Indique el día y horario (diaHoraId) o la lista de líneas (lines)',
  discountInvalid: DISCOUNT_CODE_MESSAGES.invalid,
  discountExpired: DISCOUNT_CODE_MESSAGES.expired,
  discountUsedUp: DISCOUNT_CODE_MESSAGES.usedUp,
  discountUsedUpByMember: DISCOUNT_CODE_MESSAGES.usedUpByMember,
  discountRequired: DISCOUNT_CODE_MESSAGES.required,
  orderNotFound: 'No se encontró la orden',
  userNotFound: 'No se encontró el usuario',
  slotNotFound: 'No se encontró el día y horario',
  slotWithoutActivity: 'Este día y horario no tiene una actividad asignada',
  /** A slot archived, or of an archived class ('Archivar'): the cart, checkout and renewals refuse it. */
  slotOffSale: 'Esta clase u horario ya no está a la venta',
  notCart: 'La orden ya no es un carrito',
  cartEmpty: 'El carrito está vacío',
  orderCanceled: 'La orden fue cancelada',
  completeCannotCancel: 'Una orden pagada no se puede cancelar',
  stateNotAllowed: 'Estado no permitido',
  checkoutState: "El único estado que se puede indicar al confirmar la compra es 'Created'",
  transitionRefused: 'La orden no puede pasar a ese estado desde su estado actual',
  stockAtCheckout: 'El stock se descuenta al confirmar la compra',
  reviewNotAllowed: 'Solo puede reseñar actividades que compró',
  mailNotAllowed: 'La orden todavía no fue confirmada',
  mailQueued: 'El correo de la orden se enviará en breve',
  stockNotRestored: 'El stock de esta orden ya fue devuelto o la orden sigue vigente',
  tooManyRequests: 'Demasiados intentos, espere un minuto y vuelva a intentar',
  stateFilterInvalid: 'El estado debe ser Created, Complete, Canceled o Refunded',
  refundFailed:
    'Mercado Pago no pudo hacer el reembolso: la orden sigue pagada. Intentá de nuevo en unos minutos',
  endingFilterInvalid: 'El filtro "Por vencer" se indica con ending=true',
} as const;

/** The 409 when a slot has fewer places left than the cart asks for. */
export const noStockMessage = (activity: string, day: string, hour: string) =>
  `No quedan lugares suficientes para ${activity} ${day} ${hour}`;

/**
 * The 409 when a cart line would hold more places than its slot has left: 'Solo queda 1 lugar para
 * Pilates Lunes 18:00', 'Solo quedan 3 lugares para …', 'No quedan lugares para …', the day as
 * people read it ('Sábado'). The server and the client (which refuses before asking) say the same.
 */
export const placesLeftMessage = (left: number, activity: string, day: string, hour: string) => {
  const slot = `${activity} ${dayLabel(day)} ${hour}`;
  if (left <= 0) return `No quedan lugares para ${slot}`;
  return left === 1
    ? `Solo queda 1 lugar para ${slot}`
    : `Solo quedan ${left} lugares para ${slot}`;
};

/**
 * Whether changing a line from `current` to `next` places grows it past the `left` its slot has:
 * refused (placesLeftMessage). Lowering is always allowed, even while the line still holds more
 * than is left (the stock fell since it was added). The server checks it against the database,
 * the client before asking.
 */
export const growsPastPlacesLeft = (left: number, current: number, next: number) =>
  next > left && next > current;

/** Places on one line: a JSON integer from 1 to MAX_LINE_QUANTITY (no strings, no fractions). */
export const quantitySchema = z
  .number({ error: ORDER_MESSAGES.quantityInvalid })
  .int(ORDER_MESSAGES.quantityInvalid)
  .min(1, ORDER_MESSAGES.quantityInvalid)
  .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantityInvalid);

/**
 * Fields of the documented payloads that only the server may decide (prices, subtotals, the
 * activity of a slot, the owner). Accepted so old clients keep working, then ignored.
 */
const ignoredLineFields = {
  userId: z.unknown().optional(),
  unitprice: z.unknown().optional(),
  unitPrice: z.unknown().optional(),
  subtotal: z.unknown().optional(),
  activityId: z.unknown().optional(),
};

export const cartLineInputSchema = z.strictObject({
  diaHoraId: bodyIdSchema,
  quantity: quantitySchema,
});
export type CartLineInput = z.output<typeof cartLineInputSchema>;

/** POST /order/cart: the caller's cart, or (admins only) another user's. */
export const cartBodySchema = z.strictObject({ userId: bodyIdSchema.optional() });
export type CartBody = z.output<typeof cartBodySchema>;

export const userIdParamsSchema = z.strictObject({ userId: idSchema });
export const orderIdParamsSchema = z.strictObject({ orderId: idSchema });

/**
 * POST /orderline/cart: replaces the cart's lines. Either `{ orderId, lines: [...] }` or the
 * documented single line `{ orderId, diaHoraId, quantity, ... }`.
 */
export const saveCartBodySchema = z
  .strictObject({
    orderId: bodyIdSchema,
    lines: z.array(cartLineInputSchema).max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines).optional(),
    diaHoraId: bodyIdSchema.optional(),
    quantity: quantitySchema.optional(),
    ...ignoredLineFields,
  })
  .superRefine((body, ctx) => {
    if (body.lines === undefined && body.diaHoraId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: ORDER_MESSAGES.lineRequired });
    }
  })
  .transform(({ orderId, lines, diaHoraId, quantity }) => ({
    orderId,
    lines: lines ?? (diaHoraId === undefined ? [] : [{ diaHoraId, quantity: quantity ?? 1 }]),
  }));
export type SaveCartBody = z.output<typeof saveCartBodySchema>;

/** POST /orderline and POST /orderLine/checkout: one slot; an existing line grows. */
export const addLineBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  diaHoraId: bodyIdSchema,
  quantity: quantitySchema.optional(),
  ...ignoredLineFields,
});
export type AddLineBody = z.output<typeof addLineBodySchema>;

export const validateDiscountBodySchema = z.strictObject({ codigo: discountCodeSchema });

/**
 * POST /order/checkout: the one operation that confirms a cart. `email`, when the member changed
 * it at checkout ('Editar Email'), is this order's payer at Mercado Pago and its mails' address.
 */
export const checkoutBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  codigo: optionalCodeSchema,
  email: emailSchema.optional(),
});
export type CheckoutBody = z.output<typeof checkoutBodySchema>;

/**
 * PUT /order/cart/discount: the code kept on the member's cart (checked like /descuento/validate);
 * null or blank removes it. The checkout applies the cart's code when the body sends none.
 */
export const cartDiscountBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  codigo: optionalCodeSchema,
});
export type CartDiscountBody = z.output<typeof cartDiscountBodySchema>;

/** PUT /order/checkout, the documented payload: same as POST, `state` may only say 'Created'. */
export const putCheckoutBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  state: z.literal('Created', { error: ORDER_MESSAGES.checkoutState }).optional(),
  codigo: optionalCodeSchema,
});

/** PUT /order/sumaTotal: the subtotal of the documented payload is ignored. */
export const sumaTotalBodySchema = z.strictObject({
  orderId: bodyIdSchema,
  subtotal: z.unknown().optional(),
});

export const subtractStockBodySchema = z.strictObject({
  diaHoraId: bodyIdSchema,
  quantity: z.unknown().optional(),
});

export const addStockBodySchema = z.strictObject({ orderId: bodyIdSchema });

export const createReviewBodySchema = z.strictObject({
  idUser: bodyIdSchema,
  idActivity: bodyIdSchema,
});

/** POST /email/orderCreated: only the order id counts; the mail is built from the database. */
export const orderCreatedMailBodySchema = z.strictObject({
  user: z.record(z.string(), z.unknown()).optional(),
  info: z.strictObject({
    orderId: bodyIdSchema,
    totalPrice: z.unknown().optional(),
  }),
});

/**
 * PUT /order/{id} (admins): Complete marks it paid by hand; Canceled cancels an unpaid order and
 * refunds a paid one in full through Mercado Pago (it becomes Refunded).
 */
export const updateOrderStateBodySchema = z.strictObject({
  state: z.enum(['Complete', 'Canceled'], { error: ORDER_MESSAGES.stateNotAllowed }),
});

export interface OrderLineDto {
  id: number;
  orderId: number;
  diaHoraId: number;
  activityId: number;
  quantity: number;
  /** Whole pesos, from the database. */
  unitPrice: number;
  subtotal: number;
  activity: { id: number; name: string; image: string; price: number };
  diaHora: { id: number; day: Weekday; hour: string; stock: number; capacity: number };
}

export interface OrderDto {
  id: number;
  userId: number;
  state: OrderState;
  /** Pesos with centavos after the discount, as a decimal string ('25497.45'). */
  total: string;
  /** The same string as `total`: the original app's orders read either name. */
  totalPrice: string;
  discountCode: string | null;
  discountPercent: number | null;
  paymentId: string | null;
  paymentStatus: string | null;
  /** Mercado Pago's status_detail: why the last payment was rejected (paymentRejectionReason). */
  paymentStatusDetail: string | null;
  reservedUntil: string | null;
  createdAt: string;
  updatedAt: string;
  lines: OrderLineDto[];
  /** A paid order's membership period (docs/api.md, 'Memberships'); null before the payment. */
  period: OrderPeriodDto | null;
  /** The paid order this one renews ('Renovar'); null for a plain purchase. */
  renewsOrderId: number | null;
  /** The distinct classes of the lines, in line order (the original app's order activities). */
  activities: OrderActivityDto[];
}

export interface OrderActivityDto {
  id: number;
  name: string;
  image: string;
}

/** The states GET /order filters by (a cart never leaves its owner's screen). */
export const LISTED_ORDER_STATES = ['Created', 'Complete', 'Canceled', 'Refunded'] as const;

/** GET /order (admins): a page of orders, optionally of one state; `q` is an order id or the buyer. */
export const adminOrdersQuerySchema = listQuerySchema(ADMIN_PAGE_SIZE, 'orders').extend({
  state: z.preprocess(
    blankToUndefined,
    z.enum(LISTED_ORDER_STATES, { error: ORDER_MESSAGES.stateFilterInvalid }).optional(),
  ),
  /** 'Por vencer': held memberships within REMINDER_DAYS of their end, the soonest first. */
  ending: z.preprocess(
    blankToUndefined,
    z
      .literal('true', { error: ORDER_MESSAGES.endingFilterInvalid })
      .optional()
      .transform((value) => value === 'true'),
  ),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** A class a member has paid for, with its distinct slots ('Mis actividades'). */
export interface BoughtActivityDto {
  id: number;
  name: string;
  image: string;
  slots: { day: Weekday; hour: string }[];
  /** When the first paid order that included it was created. */
  since: string;
}

/** GET /order (admins): each order with its buyer and, for a desk sale, who sold it and how. */
export interface AdminOrderDto extends OrderDto {
  user: { id: number; name: string; lastName: string; email: string; phoneNumber: string | null };
  /** The seller's 'Nombre Apellido' for a desk sale ('Venta en recepción'); null online. */
  soldBy: string | null;
  /** How a desk sale was paid; kept after a refund, when paymentStatus becomes 'refunded'. */
  deskPayment: DeskPayment | null;
  /** The order's latest débito automático, in any state ('Cancelada' too); null without one. */
  subscription: SubscriptionDto | null;
}

export interface CartDto {
  order: OrderDto;
  isNew: boolean;
}

export interface DiscountDto {
  id: number;
  codigo: string;
  descuento: number;
  name: string | null;
}

export interface DiscountValidationDto {
  codigo: string;
  descuento: number;
}
