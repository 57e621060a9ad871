import { Router } from 'express';
import {
  PAYMENT_MESSAGES,
  mercadoPagoCheckoutBodySchema,
  paymentConfirmBodySchema,
  type MercadoPagoCheckoutDto,
  type OrderPaymentDto,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { getMember, ownerOrAdmin, requireProfile } from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { byId, handle, validate, validated } from '../../middleware/validate.ts';
import { orderOwner } from '../../middleware/order-owner.ts';
import { applyPayment, orderIdOf } from './apply-payment.ts';
import { startPayment } from './start-payment.ts';
import {
  PaymentProviderError,
  mercadoPagoProvider,
  type PaymentProvider,
} from '../../lib/mercadopago-provider.ts';
import { mercadoPagoWebhook } from './webhook.ts';

export interface PaymentsDeps {
  config: Pick<Config, 'mercadoPago' | 'publicUrl' | 'paymentRateLimit' | 'webhookRateLimit'>;
  logger: Logger;
  rateLimits: RateLimits;
  bookings: Bookings;
  /** Defaults to the mercadopago SDK configured from `config.mercadoPago`. */
  provider?: PaymentProvider;
}

const checkout = { body: mercadoPagoCheckoutBodySchema };
const confirm = { body: paymentConfirmBodySchema };

/** What the server holds about an order's payment. */
async function orderPayment(prisma: PrismaClient, orderId: number): Promise<OrderPaymentDto> {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      state: true,
      paymentStatus: true,
      paymentStatusDetail: true,
      paymentId: true,
    },
  });
  return {
    orderId: order.id,
    state: order.state,
    paymentStatus: order.paymentStatus,
    paymentStatusDetail: order.paymentStatusDetail,
    paymentId: order.paymentId,
  };
}

/**
 * Mercado Pago: POST /mercadopago (start paying), POST /mercadopago/webhook (notifications),
 * POST /mercadopago/confirm (server-side lookup when a notification is late) and
 * GET /order/:id/payment (what the server holds). Mounted at the API root.
 */
export function paymentsRouter(prisma: PrismaClient, deps: PaymentsDeps): Router {
  const { config, logger, rateLimits } = deps;
  const provider = deps.provider ?? mercadoPagoProvider(config.mercadoPago);
  const router = Router();
  const ownerOfBody = ownerOrAdmin(orderOwner(prisma, (req) => req.body?.orderId));

  router.post(
    '/mercadopago',
    requireProfile,
    rateLimits.byMember('payment', config.paymentRateLimit),
    validate(checkout),
    async (req, res) => {
      const { body } = validated(res, checkout);
      const url = await startPayment(prisma, provider, logger, {
        orderId: body.orderId,
        userId: getMember(req).user.id,
        publicUrl: config.publicUrl,
      });
      const dto: MercadoPagoCheckoutDto = url;
      res.json(dto);
    },
  );

  router.post(
    '/mercadopago/webhook',
    rateLimits.byAddress(
      'payment-notification',
      config.webhookRateLimit,
      PAYMENT_MESSAGES.tooManyRequests,
    ),
    mercadoPagoWebhook({
      prisma,
      provider,
      logger,
      secret: config.mercadoPago.webhookSecret,
      bookings: deps.bookings,
    }),
  );

  router.post(
    '/mercadopago/confirm',
    requireProfile,
    // The purchases screen may confirm again while a notification is late.
    rateLimits.byMember('payment-confirm', 2 * config.paymentRateLimit),
    ownerOfBody,
    validate(confirm),
    async (req, res) => {
      const { body } = validated(res, confirm);
      let payment;
      try {
        payment = await provider.getPayment(body.paymentId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error, paymentId: body.paymentId }, 'payment lookup failed');
        throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      }
      if (!payment) throw new HttpError(404, PAYMENT_MESSAGES.paymentNotFound);
      if (orderIdOf(payment) !== body.orderId) {
        throw new HttpError(409, PAYMENT_MESSAGES.paymentMismatch);
      }
      await applyPayment(
        prisma,
        payment,
        { action: 'lookup', payload: { requestedBy: getMember(req).user.id } },
        logger,
        deps.bookings,
      );
      res.json(await orderPayment(prisma, body.orderId));
    },
  );

  router.get(
    '/order/:id/payment',
    requireProfile,
    ownerOrAdmin(orderOwner(prisma, (req) => req.params.id)),
    ...handle(byId, ({ params }) => orderPayment(prisma, params.id)),
  );

  return router;
}
