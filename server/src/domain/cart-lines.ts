// What deleting a class or a slot does to the carts that hold it (docs/api.md, the DELETE routes of
// /activity and /diahora): the lines leave the open carts in the admin's transaction, and each
// cart's running total follows. Orders past the cart keep their lines; the delete is refused.
import type { Prisma } from '../generated/prisma/client.ts';
import { prismaErrorCode } from '../lib/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';

type Tx = Prisma.TransactionClient;

/**
 * Removes the lines of a slot or a class from every open cart. The carts are locked in id order
 * first, as every cart write and the checkout lock them, so a checkout racing the delete either
 * confirmed its order before (and the delete is refused) or finds the line already gone.
 */
export async function dropCartLines(
  tx: Tx,
  match: { diaHoraId: number } | { activityId: number },
): Promise<void> {
  const lines = await tx.orderLine.findMany({
    where: { ...match, order: { state: 'Cart' } },
    select: { orderId: true },
  });
  if (lines.length === 0) return;
  const ids = [...new Set(lines.map((line) => line.orderId))];
  const carts = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Order" WHERE id = ANY(${ids}) AND state = 'Cart' ORDER BY id FOR UPDATE`;
  const cartIds = carts.map((cart) => cart.id);
  await tx.orderLine.deleteMany({ where: { ...match, orderId: { in: cartIds } } });
  await tx.$executeRaw`
    UPDATE "Order" o
       SET total = COALESCE((SELECT SUM(l.subtotal) FROM "OrderLine" l WHERE l."orderId" = o.id), 0),
           "updatedAt" = now()
     WHERE o.id = ANY(${cartIds})`;
}

/**
 * Runs the delete; a line saved into a cart while it ran (the foreign key, P2003) is the same
 * refusal as an order's line.
 */
export async function refusingWhenReferenced<T>(
  message: string,
  remove: () => Promise<T>,
): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (prismaErrorCode(error) === 'P2003') throw new HttpError(409, message);
    throw error;
  }
}
