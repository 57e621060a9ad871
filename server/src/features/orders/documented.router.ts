// The documented surface of the original app that our own client does not call: kept because
// the API reference promises them (docs/api.md), each behaving as that reference says.
import { Router } from 'express';
import {
  ORDER_MESSAGES,
  addLineBodySchema,
  orderCreatedMailBodySchema,
  putCheckoutBodySchema,
  sumaTotalBodySchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { ownerOrAdmin, requireAdmin, requireProfile, requireToken } from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { byId, handle } from '../../middleware/validate.ts';
import { orderOwner } from '../../middleware/order-owner.ts';
import { checkoutFor, type OrdersDeps } from './orders.router.ts';
import { deleteOrder, lineAtCheckout, recomputeTotal, requeueOrderMail } from './orders.service.ts';
import { audited } from '../../middleware/audited.ts';
import { orderSubject } from '../../domain/audit-subjects.ts';

const putCheckout = { body: putCheckoutBodySchema };
const sumaTotal = { body: sumaTotalBodySchema };
const addLine = { body: addLineBodySchema };
const orderMail = { body: orderCreatedMailBodySchema };

/** /order: PUT /checkout (the same checkout as POST), PUT /sumaTotal, and the admin's DELETE /{id}. */
export function documentedOrdersRouter(prisma: PrismaClient, deps: OrdersDeps): Router {
  const router = Router();
  const confirm = checkoutFor(prisma, deps);

  router.put(
    '/checkout',
    requireToken,
    ...handle(putCheckout, ({ body }, req) => confirm(req, body.orderId, body.codigo)),
  );

  router.put(
    '/sumaTotal',
    requireProfile,
    ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId)),
    ...handle(sumaTotal, ({ body }) => recomputeTotal(prisma, body.orderId)),
  );

  router.delete(
    '/:id',
    requireAdmin,
    audited(prisma, 'order.delete', orderSubject),
    ...handle(byId, ({ params }) => deleteOrder(prisma, params.id, deps.bookings), {
      status: 204,
    }),
  );

  return router;
}

/** POST /orderline/checkout: the documented per-line call at checkout. */
export function documentedOrderLinesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.post(
    '/checkout',
    requireProfile,
    ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId)),
    ...handle(addLine, ({ body }) => lineAtCheckout(prisma, body)),
  );
  return router;
}

/** POST /email/orderCreated: queues the order mail again; its content comes from the database. */
export function documentedOrderMailRouter(
  prisma: PrismaClient,
  { config, rateLimits }: { config: Pick<Config, 'mailRateLimit'>; rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/orderCreated',
    requireProfile,
    rateLimits.byMember('order-mail', config.mailRateLimit),
    ownerOrAdmin(orderOwner(prisma, (req) => req.body?.info?.orderId)),
    ...handle(
      orderMail,
      async ({ body }) => {
        await requeueOrderMail(prisma, body.info.orderId);
        return { queued: true, message: ORDER_MESSAGES.mailQueued };
      },
      { status: 202 },
    ),
  );
  return router;
}
