import { Router, type Request } from 'express';
import {
  ORDER_MESSAGES,
  addLineBodySchema,
  cartBodySchema,
  checkoutBodySchema,
  createReviewBodySchema,
  idParamsSchema,
  orderCreatedMailBodySchema,
  orderIdParamsSchema,
  putCheckoutBodySchema,
  saveCartBodySchema,
  sumaTotalBodySchema,
  updateOrderStateBodySchema,
  userIdParamsSchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { assertOwnerOrAdmin, checkoutOrder } from '../../domain/orders.ts';
import {
  getMember,
  getToken,
  requireAdmin,
  requireProfile,
  requireToken,
} from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { validate, validated } from '../../middleware/validate.ts';
import {
  changeCartLine,
  findOrCreateCart,
  getOrderLines,
  resetCart,
  saveCartLines,
} from './cart.service.ts';
import {
  cancelByCaller,
  createReviewPlaceholder,
  deleteOrder,
  lineAtCheckout,
  listOrders,
  listUserOrders,
  recomputeTotal,
  requeueOrderMail,
  setStateByAdmin,
} from './orders.service.ts';

export interface OrdersDeps {
  config: Pick<Config, 'reservationMinutes'>;
}

const cart = { body: cartBodySchema };
const byUser = { params: userIdParamsSchema };
const byId = { params: idParamsSchema };
const checkout = { body: checkoutBodySchema };
const putCheckout = { body: putCheckoutBodySchema };
const sumaTotal = { body: sumaTotalBodySchema };
const setState = { params: idParamsSchema, body: updateOrderStateBodySchema };

/** /order: carts, checkout, cancelling and the order lists. */
export function ordersRouter(prisma: PrismaClient, { config }: OrdersDeps): Router {
  const router = Router();
  const confirm = (req: Request, orderId: number, codigo?: string) =>
    checkoutOrder(prisma, {
      orderId,
      caller: getToken(req),
      discountCode: codigo,
      reservationMinutes: config.reservationMinutes,
    });

  router.post('/cart', requireProfile, validate(cart), async (req, res) => {
    const { body } = validated(res, cart);
    const member = getMember(req);
    const userId = body.userId ?? member.user.id;
    assertOwnerOrAdmin(member, userId);
    res.json(await findOrCreateCart(prisma, userId));
  });

  router.delete('/cart/:userId', requireProfile, validate(byUser), async (req, res) => {
    const { params } = validated(res, byUser);
    assertOwnerOrAdmin(getMember(req), params.userId);
    res.json(await resetCart(prisma, params.userId));
  });

  // requireToken: the checkout's own statement checks the profile and the role.
  router.post('/checkout', requireToken, validate(checkout), async (req, res) => {
    const { body } = validated(res, checkout);
    res.json(await confirm(req, body.orderId, body.codigo));
  });

  router.put('/checkout', requireToken, validate(putCheckout), async (req, res) => {
    const { body } = validated(res, putCheckout);
    res.json(await confirm(req, body.orderId, body.codigo));
  });

  router.put('/sumaTotal', requireProfile, validate(sumaTotal), async (req, res) => {
    const { body } = validated(res, sumaTotal);
    res.json(await recomputeTotal(prisma, getMember(req), body.orderId));
  });

  router.put('/canceled/:id', requireProfile, validate(byId), async (req, res) => {
    const { params } = validated(res, byId);
    res.json({ order: await cancelByCaller(prisma, getMember(req), params.id) });
  });

  router.get('/user/:userId', requireProfile, validate(byUser), async (req, res) => {
    const { params } = validated(res, byUser);
    assertOwnerOrAdmin(getMember(req), params.userId);
    res.json(await listUserOrders(prisma, params.userId));
  });

  router.get('/', requireAdmin, async (_req, res) => {
    res.json(await listOrders(prisma));
  });

  router.put('/:id', requireAdmin, validate(setState), async (req, res) => {
    const { params, body } = validated(res, setState);
    res.json({ order: await setStateByAdmin(prisma, getMember(req), params.id, body.state) });
  });

  router.delete('/:id', requireAdmin, validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    await deleteOrder(prisma, params.id);
    res.status(204).end();
  });

  return router;
}

const saveCart = { body: saveCartBodySchema };
const addLine = { body: addLineBodySchema };
const byOrder = { params: orderIdParamsSchema };

/** /orderline (also reached as /orderLine: Express paths ignore case). */
export function orderLinesRouter(prisma: PrismaClient): Router {
  const router = Router();

  router.post('/cart', requireProfile, validate(saveCart), async (req, res) => {
    const { body } = validated(res, saveCart);
    res.json(await saveCartLines(prisma, getMember(req), body.orderId, body.lines));
  });

  router.post('/checkout', requireProfile, validate(addLine), async (req, res) => {
    const { body } = validated(res, addLine);
    res.json(await lineAtCheckout(prisma, getMember(req), body));
  });

  router.post('/', requireProfile, validate(addLine), async (req, res) => {
    const { body } = validated(res, addLine);
    res.json(await changeCartLine(prisma, getMember(req), { ...body, mode: 'add' }));
  });

  router.get('/:orderId', requireProfile, validate(byOrder), async (req, res) => {
    const { params } = validated(res, byOrder);
    res.json(await getOrderLines(prisma, getMember(req), params.orderId));
  });

  return router;
}

const createReview = { body: createReviewBodySchema };

/** POST /review/create: the placeholder checkout already creates, for the documented call. */
export function orderReviewsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.post('/create', requireProfile, validate(createReview), async (req, res) => {
    const { body } = validated(res, createReview);
    const result = await createReviewPlaceholder(
      prisma,
      getMember(req),
      body.idUser,
      body.idActivity,
    );
    res.status(result.created ? 201 : 200).json(result.review);
  });
  return router;
}

const orderMail = { body: orderCreatedMailBodySchema };

/** POST /email/orderCreated: re-queues the order mail from database data. */
export function orderMailRouter(
  prisma: PrismaClient,
  { config, rateLimits }: { config: Pick<Config, 'mailRateLimit'>; rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/orderCreated',
    requireProfile,
    rateLimits.byMember('order-mail', config.mailRateLimit),
    validate(orderMail),
    async (req, res) => {
      const { body } = validated(res, orderMail);
      await requeueOrderMail(prisma, getMember(req), body.info.orderId);
      res.status(202).json({ queued: true, message: ORDER_MESSAGES.mailQueued });
    },
  );
  return router;
}
