import type { Prisma } from '../../generated/prisma/client.ts';
import { priceLine } from '../money.ts';

/** What a month of the order's classes costs at today's prices: what its débito charges. */
export async function membershipAmount(
  db: Prisma.TransactionClient,
  orderId: number,
): Promise<number> {
  const lines = await db.orderLine.findMany({
    where: { orderId },
    select: { quantity: true, activity: { select: { price: true } } },
  });
  return lines.reduce(
    (sum, line) => sum + priceLine(line.activity.price, line.quantity).subtotal,
    0,
  );
}
