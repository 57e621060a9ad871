// Places going back to their slots: the one way a stock rises (docs/architecture.md, "Data rules").
import type { Prisma } from '../generated/prisma/client.ts';
import { offerFreedPlaces, type OfferPolicy } from './waitlist.ts';

/**
 * Returns an order's places to its slots, in slot order, never above a slot's capacity, and
 * offers them to the slots' waitlists in the same transaction: a freed place is never both free
 * and owed to someone waiting.
 */
export async function returnPlaces(
  tx: Prisma.TransactionClient,
  orderId: number,
  policy: OfferPolicy,
): Promise<void> {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    select: { diaHoraId: true, quantity: true },
    orderBy: { diaHoraId: 'asc' },
  });
  for (const line of lines) {
    await tx.$executeRaw`
      UPDATE "DiaHora" SET stock = LEAST(capacity, stock + ${line.quantity}), "updatedAt" = now()
       WHERE id = ${line.diaHoraId}`;
    await offerFreedPlaces(tx, line.diaHoraId, policy);
  }
}
