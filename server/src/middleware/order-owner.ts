import type { Request } from 'express';
import { ORDER_MESSAGES, bodyIdSchema } from '@power-gym/contracts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import type { OwnerRef } from './auth.ts';

/**
 * The owner of the order an id in the request names, for auth.ts's ownerOrAdmin: null when the id
 * does not parse (validate answers 400), 404 when no order has it.
 */
export function orderOwner(
  prisma: PrismaClient,
  idOf: (req: Request) => unknown,
): (req: Request) => Promise<OwnerRef | null> {
  return async (req) => {
    const id = bodyIdSchema.safeParse(idOf(req));
    if (!id.success) return null;
    const order = await prisma.order.findUnique({
      where: { id: id.data },
      select: { userId: true },
    });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    return { id: order.userId };
  };
}
