import { z } from 'zod';
import type { Weekday } from './constants.ts';

/** Hours a freed place is held for the first in line before it passes on; OFFER_HOURS on the server. */
export const OFFER_HOURS = 24;

export const WAITLIST_MESSAGES = {
  slotHasPlaces: 'Este horario todavía tiene lugares: reservalo desde la clase',
  alreadyHolds: 'Ya tenés un lugar en este horario',
  alreadyWaiting: 'Ya estás en la lista de espera de este horario',
  notWaiting: 'No estás en la lista de espera de este horario',
} as const;

/** The place held for a member when it freed: a reserved order to pay before `expiresAt`. */
export interface WaitlistOfferDto {
  orderId: number;
  expiresAt: string;
  /** Pesos with centavos, as on orders. */
  total: string;
}

/** GET /waitlist: one slot the caller waits for. */
export interface WaitlistEntryDto {
  diaHoraId: number;
  day: Weekday;
  hour: string;
  activity: { id: number; name: string; image: string } | null;
  /** 1 = next in line. Members holding an offer count as ahead. */
  position: number;
  /** Everyone on this slot's list. */
  waiting: number;
  joinedAt: string;
  offer: WaitlistOfferDto | null;
}

/**
 * GET /diahora/{id}/place: the caller's standing on one slot, as the server's own rules read it, so
 * a screen never guesses whether the server would take a waitlist join.
 */
export interface SlotPlaceDto {
  diaHoraId: number;
  /** The caller holds a place on it: a running reservation or offer, or a running membership. */
  holds: boolean;
  /** POST /diahora/{id}/waitlist would take the caller now (full, with a class, not held, not waiting). */
  canJoinWaitlist: boolean;
  /** The caller's place in its line, with any open offer; null when not waiting. */
  entry: WaitlistEntryDto | null;
}

/** GET /diahora/{id}/waitlist (admins): the line, first to last. */
export interface SlotWaitlistEntryDto {
  position: number;
  userId: number;
  name: string;
  lastName: string;
  email: string;
  joinedAt: string;
  offer: WaitlistOfferDto | null;
}

/** POST and DELETE /diahora/{id}/waitlist take no fields. */
export const waitlistBodySchema = z.strictObject({}).optional();
