// 'Aumento de cuota': a class's new price from a day announced ahead (docs/api.md, 'Débito
// automático'). Kept apart from subscriptions.ts, which memberships.ts imports: the price field
// is the admin's (admin.ts), and admin.ts imports the orders' contracts.
import { z } from 'zod';
import { priceSchema } from './admin.ts';
import { idSchema } from './common.ts';
import { calendarDaySchema } from './days.ts';

/** Days ahead a price rise must be announced (PRICE_NOTICE_DAYS on the server). */
export const PRICE_NOTICE_DAYS = 30;
export const PRICE_CHANGE_MESSAGES = {
  tooSoon: 'El aumento se anuncia con al menos 30 días de anticipación: elegí una fecha posterior',
  samePrice: 'El precio nuevo es igual al actual',
  priceZero: 'El precio nuevo debe ser mayor a cero',
  duplicate: 'Ya hay un aumento programado para esa fecha',
  notFound: 'No se encontró el aumento',
  alreadyApplied: 'Ese aumento ya se aplicó: no se puede retirar',
} as const;

/** 'Aumento de cuota': POST /activity/{id}/price-changes. */
export const priceChangeBodySchema = z.strictObject({
  price: priceSchema.refine((price) => price > 0, PRICE_CHANGE_MESSAGES.priceZero),
  effectiveFrom: calendarDaySchema(),
});
export type PriceChangeBody = z.output<typeof priceChangeBodySchema>;

export const priceChangeParamsSchema = z.strictObject({ id: idSchema, changeId: idSchema });

/** A scheduled (or applied, or withdrawn) price rise of a class. */
export interface PriceChangeDto {
  id: number;
  activityId: number;
  /** Whole pesos from `effectiveFrom`. */
  price: number;
  /** 'AAAA-MM-DD' in the gym's time zone. */
  effectiveFrom: string;
  state: 'Programado' | 'Aplicado' | 'Retirado';
  /** Members whose débito was told of it. */
  noticed: number;
  createdAt: string;
}
