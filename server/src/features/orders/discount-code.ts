import { ORDER_MESSAGES } from '@power-gym/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The discount a code names, for an order that keeps it: null without a code; 400 for a code no
 * discount has, which changes nothing.
 */
export async function discountOf(tx: Prisma.TransactionClient, codigo: string | undefined) {
  if (!codigo) return null;
  const discount = await tx.descuento.findUnique({
    where: { codigo },
    select: { codigo: true, descuento: true },
  });
  if (!discount) throw new HttpError(400, ORDER_MESSAGES.discountInvalid);
  return discount;
}
