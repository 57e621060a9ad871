import { Router, type Request } from 'express';
import {
  addLineBodySchema,
  cartBodySchema,
  checkoutBodySchema,
  idParamsSchema,
  orderIdParamsSchema,
  saveCartBodySchema,
  userIdParamsSchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import {
  getMember,
  getToken,
  ownerOrAdmin,
  requireAdmin,
  requireProfile,
  requireToken,
  userIdIn,
} from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { orderOwner } from '../../shared/order-lifecycle.ts';
import {
  changeCartLine,
  findOrCreateCart,
  getOrderLines,
  resetCart,
  saveCartLines,
} from './cart.service.ts';
import { checkoutOrder } from './checkout.ts';
import { cancelByCaller, listOrders, listUserOrders } from './orders.service.ts';

export interface OrdersDeps {
  config: Pick<Config, 'reservationMinutes'>;
}

const cart = { body: cartBodySchema };
const byUser = { params: userIdParamsSchema };
const byId = { params: idParamsSchema };
const checkout = { body: checkoutBodySchema };
const saveCart = { body: saveCartBodySchema };
const addLine = { body: addLineBodySchema };
const byOrder = { params: orderIdParamsSchema };

/** The checkout as the routes call it: the verified uid, the configured reservation. */
export function checkoutFor(prisma: PrismaClient, { config }: OrdersDeps) {
  return (req: Request, orderId: number, codigo?: string) =>
    checkoutOrder(prisma, {
      orderId,
      caller: getToken(req),
      discountCode: codigo,
      reservationMinutes: config.reservationMinutes,
    });
}

/** /order: the cart, the checkout, cancelling and the order lists, as our client calls them. */
export function ordersRouter(prisma: PrismaClient, deps: OrdersDeps): Router {
  const router = Router();
  const confirm = checkoutFor(prisma, deps);
  const ownerOfParam = ownerOrAdmin(orderOwner(prisma, (req) => req.params.id));
  const ownerOfUser = ownerOrAdmin(userIdIn((req) => req.params.userId));

  router.post(
    '/cart',
    requireProfile,
    ownerOrAdmin(userIdIn((req) => req.body?.userId ?? getMember(req).user.id)),
    validate(cart),
    async (req, res) => {
      const { body } = validated(res, cart);
      res.json(await findOrCreateCart(prisma, body.userId ?? getMember(req).user.id));
    },
  );

  router.delete(
    '/cart/:userId',
    requireProfile,
    ownerOfUser,
    validate(byUser),
    async (_req, res) => {
      const { params } = validated(res, byUser);
      res.json(await resetCart(prisma, params.userId));
    },
  );

  // requireToken only: the checkout's own statement checks the profile, the owner and the role.
  router.post('/checkout', requireToken, validate(checkout), async (req, res) => {
    const { body } = validated(res, checkout);
    res.json(await confirm(req, body.orderId, body.codigo));
  });

  router.put('/canceled/:id', requireProfile, ownerOfParam, validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    res.json({ order: await cancelByCaller(prisma, params.id) });
  });

  router.get('/user/:userId', requireProfile, ownerOfUser, validate(byUser), async (_req, res) => {
    const { params } = validated(res, byUser);
    res.json(await listUserOrders(prisma, params.userId));
  });

  router.get('/', requireAdmin, async (_req, res) => {
    res.json(await listOrders(prisma));
  });

  return router;
}

/** /orderline (also reached as /orderLine: Express paths ignore case): the cart's lines. */
export function orderLinesRouter(prisma: PrismaClient): Router {
  const router = Router();
  const ownerOfBody = ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId));

  router.post('/cart', requireProfile, ownerOfBody, validate(saveCart), async (_req, res) => {
    const { body } = validated(res, saveCart);
    res.json(await saveCartLines(prisma, body.orderId, body.lines));
  });

  router.post('/', requireProfile, ownerOfBody, validate(addLine), async (_req, res) => {
    const { body } = validated(res, addLine);
    res.json(await changeCartLine(prisma, { ...body, mode: 'add' }));
  });

  router.get(
    '/:orderId',
    requireProfile,
    ownerOrAdmin(orderOwner(prisma, (req) => req.params.orderId)),
    validate(byOrder),
    async (_req, res) => {
      const { params } = validated(res, byOrder);
      res.json(await getOrderLines(prisma, params.orderId));
    },
  );

  return router;
}
