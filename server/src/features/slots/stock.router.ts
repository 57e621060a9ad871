import { Router } from 'express';
import { ORDER_MESSAGES, addStockBodySchema, subtractStockBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { assertOwnerOrAdmin } from '../../domain/orders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getMember, requireProfile } from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';

const addStock = { body: addStockBodySchema };
const subtractStock = { body: subtractStockBodySchema };

/**
 * The documented stock calls. Stock moves only inside checkout and cancelOrder, so neither can
 * change a figure: addStock reports that the cancellation already returned the places,
 * subtractStock refuses. Mounted before the slot router so `/:id` never captures them.
 */
export function slotStockRouter(prisma: PrismaClient): Router {
  const router = Router();

  router.put('/addStock', requireProfile, validate(addStock), async (req, res) => {
    const { body } = validated(res, addStock);
    const order = await prisma.order.findUnique({
      where: { id: body.orderId },
      select: { userId: true, state: true },
    });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    assertOwnerOrAdmin(getMember(req), order.userId);
    res.json({ restored: false, state: order.state, message: ORDER_MESSAGES.stockNotRestored });
  });

  router.put('/subtractStock', requireProfile, validate(subtractStock), () => {
    throw new HttpError(409, ORDER_MESSAGES.stockAtCheckout);
  });

  return router;
}
