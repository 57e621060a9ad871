import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  addLineBodySchema,
  adminOrdersQuerySchema,
  memberPageQuerySchema,
  cartBodySchema,
  cashQuerySchema,
  deskSaleBodySchema,
  cartDiscountBodySchema,
  checkoutBodySchema,
  idParamsSchema,
  orderIdParamsSchema,
  periodQuerySchema,
  renewBodySchema,
  saveCartBodySchema,
  updateOrderStateBodySchema,
  userIdParamsSchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import {
  assertOwnerOrAdmin,
  getMember,
  getToken,
  isAdmin,
  optionalCaller,
  ownerOrAdmin,
  requireAdmin,
  requirePermission,
  requireProfile,
  requireToken,
  userIdIn,
} from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { cashDay, sellAtDesk } from './desk-sale.ts';
import {
  byId,
  byUser,
  handle,
  handlePage,
  validate,
  validated,
} from '../../middleware/validate.ts';
import { orderOwner } from '../../middleware/order-owner.ts';
import {
  changeCartLine,
  findOrCreateCart,
  getOrderLines,
  resetCart,
  saveCartLines,
  setCartDiscount,
} from './cart.service.ts';
import { checkoutOrder } from './checkout.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentProvider } from '../../lib/mercadopago-provider.ts';
import { listOrders, listUserOrders, setStateByAdmin } from './orders.service.ts';
import { cancelByAdmin, cancelFromSpec } from './refund.ts';
import { streamOrdersCsv } from './export-csv.ts';
import { listBoughtActivities } from './bought-activities.ts';
import { renewOrder } from './renew.ts';
import { audited } from '../../middleware/audited.ts';
import { orderSubject } from '../../domain/audit-subjects.ts';

export interface OrdersDeps {
  config: Pick<Config, 'reservationMinutes' | 'discountRateLimit'>;
  rateLimits: RateLimits;
  bookings: Bookings;
  /** The admin's refunds talk to Mercado Pago. */
  provider: PaymentProvider;
  logger: Logger;
}

const cart = { body: cartBodySchema };
const deskSale = { body: deskSaleBodySchema };
const cash = { query: cashQuerySchema };
const cartDiscount = { body: cartDiscountBodySchema };
const checkout = { body: checkoutBodySchema };
const saveCart = { body: saveCartBodySchema };
const addLine = { body: addLineBodySchema };
const byOrder = { params: orderIdParamsSchema };
const userPage = { params: userIdParamsSchema, query: memberPageQuerySchema };
const adminList = { query: adminOrdersQuerySchema };
const renew = { params: idParamsSchema, body: renewBodySchema };
const setState = { params: idParamsSchema, body: updateOrderStateBodySchema };
const period = { query: periodQuerySchema };

/** The checkout as the routes call it: the verified uid, the configured reservation. */
export function checkoutFor(prisma: PrismaClient, { config }: OrdersDeps) {
  return (req: Request, orderId: number, codigo?: string, payerEmail?: string) =>
    checkoutOrder(prisma, {
      orderId,
      caller: getToken(req),
      mayActFor: async (ownerId) => {
        const member = await optionalCaller(req);
        if (!member) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
        assertOwnerOrAdmin(member, { id: ownerId });
      },
      discountCode: codigo,
      payerEmail,
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
    ...handle(cart, ({ body }, req) =>
      findOrCreateCart(prisma, body.userId ?? getMember(req).user.id),
    ),
  );

  // Rate-limited with /descuento/validate (one bucket per member): both answer whether a code exists.
  router.put(
    '/cart/discount',
    requireProfile,
    deps.rateLimits.byMember('discount', deps.config.discountRateLimit),
    ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId)),
    ...handle(cartDiscount, ({ body }) => setCartDiscount(prisma, body.orderId, body.codigo)),
  );

  router.delete(
    '/cart/:userId',
    requireProfile,
    ownerOfUser,
    ...handle(byUser, ({ params }) => resetCart(prisma, params.userId)),
  );

  // 'Venta en recepción' and 'Caja del día' (desk-sale.ts): the desk's and the admin's.
  router.post(
    '/desk',
    requirePermission('deskSales'),
    audited(prisma, 'order.deskSale', orderSubject),
    ...handle(
      deskSale,
      ({ body }, req) =>
        sellAtDesk(
          prisma,
          { bookings: deps.bookings, reservationMinutes: deps.config.reservationMinutes },
          getMember(req),
          body,
        ),
      { status: 201 },
    ),
  );
  router.get(
    '/desk',
    requirePermission('deskSales'),
    ...handle(cash, ({ query }) => cashDay(prisma, query)),
  );

  // requireToken only: the checkout's own statement checks the profile, the owner and the role.
  router.post(
    '/checkout',
    requireToken,
    ...handle(checkout, ({ body }, req) => confirm(req, body.orderId, body.codigo, body.email)),
  );

  router.put(
    '/canceled/:id',
    requireProfile,
    ownerOfParam,
    audited(prisma, 'order.cancel', orderSubject, { who: 'staff' }),
    ...handle(byId, async ({ params }, req) => {
      const member = getMember(req);
      return {
        order: await cancelFromSpec(prisma, deps, {
          caller: { id: member.user.id, isAdmin: isAdmin(member) },
          orderId: params.id,
        }),
      };
    }),
  );

  router.get(
    '/user/:userId',
    requireProfile,
    ownerOfUser,
    ...handlePage(userPage, ({ params, query }) => listUserOrders(prisma, params.userId, query)),
  );

  router.get(
    '/user/:userId/activities',
    requireProfile,
    ownerOfUser,
    ...handlePage(userPage, ({ params, query }) =>
      listBoughtActivities(prisma, params.userId, query),
    ),
  );

  router.get('/', requireAdmin, ...handlePage(adminList, ({ query }) => listOrders(prisma, query)));

  // 'Exportar CSV': streamed, so it answers at any size.
  router.get('/export.csv', requireAdmin, validate(period), async (_req, res) => {
    await streamOrdersCsv(prisma, validated(res, period).query, res);
  });

  // 'Renovar': 201 with the renewal order, or 200 with the one already waiting for its payment.
  router.post(
    '/:id/renew',
    requireProfile,
    deps.rateLimits.byMember('renew', deps.config.discountRateLimit),
    ownerOfParam,
    audited(prisma, 'order.renew', orderSubject, { who: 'staff' }),
    validate(renew),
    async (_req, res) => {
      const { params, body } = validated(res, renew);
      const renewal = await renewOrder(prisma, {
        orderId: params.id,
        codigo: body.codigo,
        slotIds: body.slotIds,
        reservationMinutes: deps.config.reservationMinutes,
      });
      res.status(renewal.created ? 201 : 200).json(renewal.order);
    },
  );

  return router;
}

/**
 * PUT /order/{id} (admins): marks an order paid by hand, or cancels it; a paid one is refunded
 * (refund.ts). Mounted after the documented PUT /order/checkout and /order/sumaTotal, which '/:id'
 * would otherwise catch.
 */
export function orderStateRouter(prisma: PrismaClient, deps: OrdersDeps): Router {
  const router = Router();
  router.put(
    '/:id',
    requireAdmin,
    audited(prisma, 'order.update', orderSubject),
    ...handle(setState, async ({ params, body }, req) => {
      const change = { adminId: getMember(req).user.id, orderId: params.id };
      const order =
        body.state === 'Canceled'
          ? await cancelByAdmin(prisma, deps, change)
          : await setStateByAdmin(prisma, { ...change, state: body.state }, deps.bookings);
      return { order };
    }),
  );
  return router;
}

/** /orderline (also reached as /orderLine: Express paths ignore case): the cart's lines. */
export function orderLinesRouter(prisma: PrismaClient): Router {
  const router = Router();
  const ownerOfBody = ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId));

  router.post(
    '/cart',
    requireProfile,
    ownerOfBody,
    ...handle(saveCart, ({ body }) => saveCartLines(prisma, body.orderId, body.lines)),
  );

  router.post(
    '/',
    requireProfile,
    ownerOfBody,
    ...handle(addLine, ({ body }) => changeCartLine(prisma, { ...body, mode: 'add' })),
  );

  router.get(
    '/:orderId',
    requireProfile,
    ownerOrAdmin(orderOwner(prisma, (req) => req.params.orderId)),
    ...handle(byOrder, ({ params }) => getOrderLines(prisma, params.orderId)),
  );

  return router;
}
