import { Router } from 'express';
import { ORDER_MESSAGES, addStockBodySchema, subtractStockBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ownerOrAdmin, requireProfile } from '../../middleware/auth.ts';
import { handle, validate } from '../../middleware/validate.ts';
import { orderOwner } from '../../middleware/order-owner.ts';

const addStock = { body: addStockBodySchema };
const subtractStock = { body: subtractStockBodySchema };

/**
 * The documented stock calls of the original app (docs/api.md); our client never calls them. Stock moves only inside checkout and cancelOrder, so neither can
 * change a figure: addStock reports that the cancellation already returned the places,
 * subtractStock refuses. Mounted before the slot router so `/:id` never captures them.
 */
export function documentedSlotsRouter(prisma: PrismaClient): Router {
  const router = Router();

  const ownerOfBody = ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId));

  router.put(
    '/addStock',
    requireProfile,
    ownerOfBody,
    ...handle(addStock, async ({ body }) => {
      const order = await prisma.order.findUniqueOrThrow({
        where: { id: body.orderId },
        select: { state: true },
      });
      return { restored: false, state: order.state, message: ORDER_MESSAGES.stockNotRestored };
    }),
  );

  router.put('/subtractStock', requireProfile, validate(subtractStock), () => {
    throw new HttpError(409, ORDER_MESSAGES.stockAtCheckout);
  });

  return router;
}
