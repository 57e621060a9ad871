// Bookings: the one home of a place's life (docs/architecture.md, 'The life of a place'), built once
// at start-up from configuration (createApp, main.ts) so no policy travels through the calls.
//   take   places.ts takeOrderPlaces / take_order_places (prisma/functions/bookings.sql)
//   hold   memberships.ts startMembership, on payment (orders.ts completeOrder)
//   free   places.ts returnOrderPlaces, then every listener of freed places
//   offer  waitlist.ts, the listener of freed places
// A new way to book makes its reservation with reservations.ts createReservedOrder, and a feature
// that wants freed places (make-ups) joins `freedPlaceListeners` below.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { MembershipPolicy } from '../../config.ts';
import { membershipTransitions } from './memberships.ts';
import { orderTransitions } from './orders.ts';
import { returnOrderPlaces, type FreedLines } from './places.ts';
import { offerFreedPlacesFor } from './waitlist.ts';

type Tx = Prisma.TransactionClient;

/** Reacts, in the freeing transaction, to places given back to a slot. */
export type FreedPlaceListener = (tx: Tx, diaHoraId: number) => Promise<unknown>;

export type BookingPolicy = Pick<
  MembershipPolicy,
  'days' | 'reminderDays' | 'offerHours' | 'makeupDays'
>;

export interface Bookings {
  /** Created → Canceled, its places freed; false when it already left Created. */
  cancelOrder(tx: Tx, orderId: number): Promise<boolean>;
  /** Created → Complete with its payment, its places held as a membership. */
  completeOrder(
    tx: Tx,
    orderId: number,
    payment: { id: string; status: string },
    now?: Date,
  ): Promise<boolean>;
  /** Complete → Refunded, its membership ended and its places freed. */
  refundOrder(tx: Tx, orderId: number, now?: Date): Promise<boolean>;
  /** Ends a held membership early (a deleted member); `resumeRenewed` as for a refund. */
  endMembership(tx: Tx, orderId: number, options: { resumeRenewed: boolean }): Promise<void>;
  /** Places appeared on a slot without an order (a capacity raised): the listeners hear of them. */
  placesAdded(tx: Tx, diaHoraId: number): Promise<void>;
  /** The reservation sweep: cancels the reservations past their time. */
  expireReservations(prisma: PrismaClient, now?: Date): Promise<number>;
  /**
   * The membership sweep: expires the memberships past their end and gives back the places of
   * the classes their renewals left out.
   */
  expireMemberships(prisma: PrismaClient, now?: Date): Promise<number>;
}

export function createBookings(policy: BookingPolicy): Bookings {
  const freedPlaceListeners: FreedPlaceListener[] = [offerFreedPlacesFor(policy.offerHours)];
  const placesAdded = async (tx: Tx, diaHoraId: number) => {
    for (const listener of freedPlaceListeners) await listener(tx, diaHoraId);
  };
  const freeOrderPlaces = async (tx: Tx, orderId: number, which?: FreedLines) => {
    const freed = await returnOrderPlaces(tx, orderId, which);
    for (const diaHoraId of freed) await placesAdded(tx, diaHoraId);
    return freed.length;
  };
  const memberships = membershipTransitions(policy, freeOrderPlaces);
  const orders = orderTransitions({ freeOrderPlaces, memberships });
  return {
    ...orders,
    endMembership: memberships.endMembership,
    expireMemberships: memberships.expireMemberships,
    placesAdded,
  };
}
