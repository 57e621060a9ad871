import { z } from 'zod';
import { optionalCodeSchema } from './discount-code.ts';
import { bodyIdSchema } from './common.ts';
import { MAX_CART_LINES, type Weekday } from './constants.ts';
import type { SubscriptionDto } from './subscriptions.ts';

/** Days a paid order holds its weekly slots (the 'abono mensual'); MEMBERSHIP_DAYS on the server. */
export const MEMBERSHIP_DAYS = 30;
/** Days before the end when a membership is 'Por vencer' and its reminder mail goes out. */
export const REMINDER_DAYS = 3;

/** A member's view of a membership ('Vence el …', 'Por vencer', 'Vencida'). */
export const MEMBERSHIP_STATUSES = ['Activa', 'Por vencer', 'Vencida'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** A paid order's period as Compras and Ordenes show it: also 'Renovada' once its renewal is paid. */
export type PeriodStatus = MembershipStatus | 'Renovada';

export const MEMBERSHIP_MESSAGES = {
  notRenewable: 'Solo se puede renovar una compra pagada',
  alreadyRenewed: 'Esta compra ya fue renovada: renueve la compra más reciente',
  feedNotFound: 'No se encontró el calendario',
  slotLeftClass:
    'Uno de los horarios de esta compra ya no es de su clase: elegí otro desde la clase',
  slotsInvalid: 'Elegí al menos una clase de la compra para renovar',
  slotNotInOrder: 'Una de las clases elegidas no es de esta compra',
} as const;

/** The period of a paid order; null on an order that was never paid. */
export interface OrderPeriodDto {
  startsAt: string;
  endsAt: string;
  status: PeriodStatus;
}

/** GET /membership: one weekly slot the caller holds or held, the latest of each slot. */
export interface MembershipDto {
  /** The paid order behind it: 'Renovar' posts /order/{orderId}/renew with the slots chosen. */
  orderId: number;
  diaHoraId: number;
  quantity: number;
  /** The class; `price` is today's, in whole pesos: what renewing one place costs. */
  activity: { id: number; name: string; image: string; price: number };
  day: Weekday;
  hour: string;
  startsAt: string;
  endsAt: string;
  status: MembershipStatus;
  /** A renewal order of this one waiting for its payment, if any. */
  pendingRenewalId: number | null;
  /**
   * A class the renewal of its order left out: held until `endsAt`, then given back; it is not
   * renewed from this order (bought again from its class page).
   */
  leftOutOfRenewal: boolean;
  /** The débito automático paying this membership, if any. */
  subscription: SubscriptionDto | null;
  /** While frozen ('Congelar'), when the freeze ends; `endsAt` already counts its days. */
  frozenUntil: string | null;
}

/**
 * POST /order/{id}/renew: an optional discount code (`codigo`), as at checkout, and the slots
 * (`slotIds`, the lines' diaHoraId) to renew: some of the order's, each once; without it, all.
 */
export const renewBodySchema = z.strictObject({
  codigo: optionalCodeSchema,
  slotIds: z
    .array(bodyIdSchema, { error: MEMBERSHIP_MESSAGES.slotsInvalid })
    .min(1, MEMBERSHIP_MESSAGES.slotsInvalid)
    .max(MAX_CART_LINES, MEMBERSHIP_MESSAGES.slotsInvalid)
    .refine((ids) => new Set(ids).size === ids.length, MEMBERSHIP_MESSAGES.slotsInvalid)
    .optional(),
});
export type RenewBody = z.output<typeof renewBodySchema>;

/** GET /membership/calendar and POST /membership/calendar/reset. */
export interface CalendarFeedDto {
  url: string;
}

/** GET /calendar/{token}.ics: a feed token as feedUrl makes it (32 random bytes, base64url). */
export const calendarParamsSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, MEMBERSHIP_MESSAGES.feedNotFound),
});

/** POST /membership/calendar/reset takes no fields. */
export const resetFeedBodySchema = z.strictObject({}).optional();
