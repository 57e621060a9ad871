/** Débito automático: a Mercado Pago subscription that pays a membership each period. */
import { z } from 'zod';

/** A débito's state as members and admins read it. */
export const SUBSCRIPTION_STATUSES = ['Pendiente', 'Activa', 'Pausada', 'Cancelada'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MESSAGES = {
  notActivatable: 'Solo se puede activar el débito automático en un abono pagado y vigente',
  alreadyActive: 'Este abono ya tiene débito automático',
  notFound: 'Este abono no tiene débito automático',
} as const;

/** GET /membership rows and the admin's lists: the débito paying a membership, if any. */
export interface SubscriptionDto {
  status: SubscriptionStatus;
  /** Pesos per charge. */
  amount: number;
  /** When the next charge is due; null unless it is 'Activa'. */
  nextChargeAt: string | null;
}

/** A débito that may still charge: waiting for its authorisation, active or paused. */
export type LiveSubscription = SubscriptionDto & {
  status: Exclude<SubscriptionStatus, 'Cancelada'>;
};

export function isLiveSubscription(
  subscription: SubscriptionDto | null,
): subscription is LiveSubscription {
  return subscription !== null && subscription.status !== 'Cancelada';
}

/** POST /order/{id}/subscription: where the member authorises the débito at Mercado Pago. */
export interface SubscriptionStartDto {
  url: string;
}

/** A freeze lasts 7 to 30 days at a time, FREEZE_DAYS_PER_YEAR days in twelve months at most. */
export const FREEZE_MIN_DAYS = 7;
export const FREEZE_MAX_DAYS = 30;
export const FREEZE_DAYS_PER_YEAR = 30;

export const FREEZE_MESSAGES = {
  daysInvalid: `Elegí entre ${FREEZE_MIN_DAYS} y ${FREEZE_MAX_DAYS} días`,
  notFreezable: 'Solo se puede congelar un abono pagado y vigente',
  alreadyFrozen: 'Este abono ya está congelado',
  notFrozen: 'Este abono no está congelado',
  yearLimit: `Podés congelar como máximo ${FREEZE_DAYS_PER_YEAR} días en doce meses`,
  frozen: 'Congelada',
} as const;

/** 'Congelar': POST /order/{id}/freeze. */
export const freezeBodySchema = z.strictObject({
  days: z
    .number({ error: FREEZE_MESSAGES.daysInvalid })
    .int(FREEZE_MESSAGES.daysInvalid)
    .min(FREEZE_MIN_DAYS, FREEZE_MESSAGES.daysInvalid)
    .max(FREEZE_MAX_DAYS, FREEZE_MESSAGES.daysInvalid),
});
export type FreezeBody = z.output<typeof freezeBodySchema>;

/** A membership's freeze: its days and the membership's new end. */
export interface FreezeDto {
  startsAt: string;
  endsAt: string;
  days: number;
  /** The membership's end, moved by the frozen days. */
  periodEnd: string;
  /** Days still free to freeze in the twelve months up to now. */
  daysLeft: number;
}
