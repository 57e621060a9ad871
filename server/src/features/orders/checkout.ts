import {
  AUTH_MESSAGES,
  GYM_TIME_ZONE,
  ORDER_MESSAGES,
  noStockMessage,
  type OrderDto,
  type Weekday,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DISCOUNT_REFUSALS, type DiscountRefusal } from '../../domain/discount-codes.ts';
import { fromOrderRowJson, toOrderDto, type OrderRowJson } from './order-dto.ts';

export interface CheckoutInput {
  orderId: number;
  /** The uid of the caller's verified token: the checkout reads their profile itself. */
  caller: { uid: string };
  /**
   * Asked when the order is another member's: throws unless the caller may act for that owner
   * (the owner-or-admin rule, middleware/auth.ts), and the checkout then runs for the owner.
   * Without it, another member's order is refused.
   */
  mayActFor?: (ownerId: number) => Promise<void>;
  /** Upper-case code; a code that may not be used is refused (discount_refusal.sql). */
  discountCode?: string | undefined;
  /** The payer e-mail given at checkout; the account's when absent. */
  payerEmail?: string | undefined;
  /** Minutes the places stay reserved while the payment is pending. */
  reservationMinutes?: number;
  now?: Date;
}

const DEFAULT_RESERVATION_MINUTES = 30;

/** What the checkout_order function answers (prisma/functions/checkout_order.sql). */
type CheckoutOutcome =
  | { outcome: 'created' | 'unchanged'; order: OrderRowJson }
  | { outcome: 'noStock'; activity: string; day: Weekday; hour: string }
  | { outcome: 'notOwner'; ownerId: number }
  | {
      outcome:
        | 'profileRequired'
        | 'notFound'
        | 'canceled'
        | DiscountRefusal
        | 'cartEmpty'
        | 'slotWithoutActivity'
        | 'slotOffSale';
    };

const REFUSALS = {
  profileRequired: [403, AUTH_MESSAGES.profileRequired],
  notFound: [404, ORDER_MESSAGES.orderNotFound],
  canceled: [409, ORDER_MESSAGES.orderCanceled],
  ...DISCOUNT_REFUSALS,
  cartEmpty: [400, ORDER_MESSAGES.cartEmpty],
  slotWithoutActivity: [400, ORDER_MESSAGES.slotWithoutActivity],
  slotOffSale: [409, ORDER_MESSAGES.slotOffSale],
} as const;

/** Timestamps travel as UTC text cast to timestamp(3), as Prisma stores them. */
const utc = (date: Date): string => date.toISOString();

/**
 * Confirms a cart: reserves every slot's places with a conditional decrement, prices the lines
 * from the database, applies the discount, sets Created with a reservation expiry, creates the
 * review placeholders, queues the order-created mail and opens a new empty cart. Repeating it on
 * an order that is already Created (or Complete) returns it unchanged.
 *
 * It is the hot path of the shop: the database function checkout_order does all of it in one
 * statement, so no slot stays locked while this process is busy, and answers with the order as
 * order_row reads it; toOrderDto, the mapper of every order read, builds the answer, so a confirmed
 * order has one shape everywhere.
 */
export async function checkoutOrder(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  { orderId, caller, mayActFor, discountCode, payerEmail, reservationMinutes, now }: CheckoutInput,
): Promise<OrderDto> {
  const writtenAt = now ?? new Date();
  const minutes = reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
  const reservedUntil = new Date(writtenAt.getTime() + minutes * 60_000);
  const run = async (actingForOwner: boolean) => {
    const rows = await prisma.$queryRaw<{ result: CheckoutOutcome }[]>`
      SELECT checkout_order(${orderId}::int, ${caller.uid}::text, ${actingForOwner}::boolean,
                            ${discountCode?.toUpperCase() ?? null}::text, ${payerEmail ?? null}::text,
                            ${utc(writtenAt)}::timestamp(3), ${utc(reservedUntil)}::timestamp(3),
                            ${GYM_TIME_ZONE}::text)
             AS result`;
    const result = rows[0]?.result;
    if (!result) throw new Error('checkout_order returned no row');
    return result;
  };
  let result = await run(false);
  if (result.outcome === 'notOwner') {
    if (!mayActFor) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    await mayActFor(result.ownerId);
    result = await run(true);
  }
  switch (result.outcome) {
    case 'created':
    case 'unchanged':
      return toOrderDto(fromOrderRowJson(result.order));
    case 'noStock':
      throw new HttpError(409, noStockMessage(result.activity, result.day, result.hour));
    case 'notOwner':
      throw new Error(`checkout_order refused order ${orderId} for its owner's agent`);
    default: {
      const [status, message] = REFUSALS[result.outcome];
      throw new HttpError(status, message);
    }
  }
}
