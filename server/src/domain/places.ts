// Places going back to their slots: the one way a stock rises (docs/architecture.md, "Data rules").
import type { Prisma } from '../generated/prisma/client.ts';

/** Returns an order's places to its slots, in slot order, never above a slot's capacity. */
export async function returnPlaces(tx: Prisma.TransactionClient, orderId: number): Promise<void> {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    select: { diaHoraId: true, quantity: true },
    orderBy: { diaHoraId: 'asc' },
  });
  for (const line of lines) {
    await tx.$executeRaw`
      UPDATE "DiaHora" SET stock = LEAST(capacity, stock + ${line.quantity}), "updatedAt" = now()
       WHERE id = ${line.diaHoraId}`;
  }
}
