import { HttpError } from '../../lib/http-error.ts';
import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { enqueueOrderCreatedMail, loadOrderMailData } from '../mail/index.ts';

/** Queues the order-created mail for an order, built only from database rows. */
export async function queueOrderCreatedMail(
  tx: Prisma.TransactionClient,
  orderId: number,
): Promise<void> {
  const data = await loadOrderMailData(tx, orderId);
  if (!data) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  await enqueueOrderCreatedMail(tx, data);
}
