// An order's money as the database stores it, from the one definition in contracts/src/money.ts
// (the client's cart uses the same). server/test/db/money-parity.test.ts holds these to the SQL
// twins the checkout prices with (prisma/functions/line_subtotal.sql, discounted_total.sql).
import { discountedTotalCentavos, lineSubtotal } from '@power-gym/contracts';
import { Prisma } from '../generated/prisma/client.ts';

/** The order total (decimal pesos) of a sum of whole pesos minus a whole percentage. */
export function discountedTotal(sumPesos: number, percent: number | null): Prisma.Decimal {
  return new Prisma.Decimal(discountedTotalCentavos(sumPesos, percent)).dividedBy(100);
}

export interface PricedLine {
  /** Whole pesos: the class's price when the line was priced. */
  unitPrice: number;
  /** Whole pesos. */
  subtotal: number;
}

/** A line's price from its class's price (whole pesos) and its quantity. */
export function priceLine(activityPrice: number, quantity: number): PricedLine {
  return { unitPrice: activityPrice, subtotal: lineSubtotal(activityPrice, quantity) };
}
