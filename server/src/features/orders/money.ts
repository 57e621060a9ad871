// Money rules of an order, each defined once in TypeScript and once in SQL for checkout_order;
// server/test/db/money-parity.test.ts checks each pair gives the same figures.
import { Prisma } from '../../generated/prisma/client.ts';

/**
 * The order total: whole pesos minus a whole percentage. sum × (100 − p) is an integer number of
 * centavos, so the result is exact and needs no rounding. SQL twin: discounted_total
 * (prisma/functions/discounted_total.sql).
 */
export function discountedTotal(sumPesos: number, percent: number | null): Prisma.Decimal {
  const centavos = BigInt(sumPesos) * BigInt(100 - (percent ?? 0));
  return new Prisma.Decimal(centavos.toString()).dividedBy(100);
}

export interface PricedLine {
  /** Whole pesos: the class's price when the line was priced. */
  unitPrice: number;
  /** Whole pesos. */
  subtotal: number;
}

/**
 * A line's price from its class's price (whole pesos) and its quantity. SQL twin: line_subtotal
 * (prisma/functions/line_subtotal.sql), which checkout_order uses to price the lines again.
 */
export function priceLine(activityPrice: number, quantity: number): PricedLine {
  return { unitPrice: activityPrice, subtotal: activityPrice * quantity };
}
