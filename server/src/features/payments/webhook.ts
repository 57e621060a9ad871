// Mercado Pago notifications (Webhooks). Only a trigger: the signature is checked, the
// notification recorded once per x-request-id, and the payment (or the débito's subscription or
// charge: subscription-notification.ts) fetched from the provider.
import type { RequestHandler } from 'express';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { PAYMENT_MESSAGES } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { applyPayment } from './apply-payment.ts';
import { applySubscriptionNotification, isSubscriptionTopic } from './subscription-notification.ts';
import { PaymentProviderError, type PaymentProvider } from '../../lib/mercadopago-provider.ts';

export interface WebhookDeps {
  prisma: PrismaClient;
  provider: PaymentProvider;
  logger: Logger;
  secret: string;
  bookings: Bookings;
}

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function firstString(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

function jsonBody(body: unknown): Prisma.InputJsonValue {
  return typeof body === 'object' && body !== null ? (body as Prisma.InputJsonValue) : {};
}

function bodyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  return firstString((body as Record<string, unknown>)[field]);
}

/** Stores the notification once per request id; returns its row, or null when already handled. */
async function recordNotification(
  prisma: PrismaClient,
  fields: { requestId: string | undefined; paymentId: string; action: string | undefined },
  payload: Prisma.InputJsonValue,
): Promise<number | null> {
  const data = {
    requestId: fields.requestId ?? null,
    paymentId: fields.paymentId,
    action: fields.action ?? null,
    signatureValid: true,
    payload,
  };
  if (fields.requestId === undefined) {
    return (await prisma.paymentNotification.create({ data, select: { id: true } })).id;
  }
  const inserted = await prisma.paymentNotification.createMany({ data, skipDuplicates: true });
  const row = await prisma.paymentNotification.findUniqueOrThrow({
    where: { requestId: fields.requestId },
    select: { id: true, status: true },
  });
  // A replay of a notification we could not finish (provider down) is processed again.
  return inserted.count === 1 || row.status === null ? row.id : null;
}

export function mercadoPagoWebhook(deps: WebhookDeps): RequestHandler {
  const { prisma, provider, logger, secret, bookings } = deps;
  return async (req, res) => {
    const dataId = firstString(req.query['data.id']);
    const requestId = firstString(req.get('x-request-id'));
    try {
      WebhookSignatureValidator.validate({
        xSignature: req.get('x-signature'),
        xRequestId: requestId,
        // Mercado Pago signs alphanumeric ids in lower case.
        dataId: dataId?.toLowerCase(),
        secret,
      });
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignatureError)) throw error;
      logger.warn({ reason: error.reason, requestId, dataId }, 'webhook signature refused');
      res.status(401).json({ error: PAYMENT_MESSAGES.invalidSignature });
      return;
    }

    const type = firstString(req.query.type) ?? bodyField(req.body, 'type');
    const known = type === 'payment' || isSubscriptionTopic(type);
    if (!known || dataId === undefined || !PAYMENT_ID.test(dataId)) {
      logger.info({ type, dataId, requestId }, 'webhook ignored (not a payment)');
      res.json({ received: true });
      return;
    }

    const notificationId = await recordNotification(
      prisma,
      { requestId, paymentId: dataId, action: bodyField(req.body, 'action') },
      jsonBody(req.body),
    );
    if (notificationId === null) {
      res.json({ received: true, duplicate: true });
      return;
    }

    if (isSubscriptionTopic(type)) {
      let outcome;
      try {
        outcome = await applySubscriptionNotification(deps, type, dataId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error, type, dataId }, 'subscription lookup failed');
        res.status(502).json({ error: PAYMENT_MESSAGES.providerUnavailable });
        return;
      }
      await prisma.paymentNotification.update({
        where: { id: notificationId },
        data: { status: outcome },
      });
      res.json({ received: true });
      return;
    }

    let payment;
    try {
      payment = await provider.getPayment(dataId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // 5xx: Mercado Pago retries the notification later.
      logger.warn({ err: error, paymentId: dataId }, 'payment lookup failed');
      res.status(502).json({ error: PAYMENT_MESSAGES.providerUnavailable });
      return;
    }
    if (!payment) {
      await prisma.paymentNotification.update({
        where: { id: notificationId },
        data: { status: 'not_found' },
      });
      logger.warn({ paymentId: dataId }, 'notified payment not found at the provider');
      res.json({ received: true });
      return;
    }
    await applyPayment(
      prisma,
      payment,
      {
        notificationId,
        action: bodyField(req.body, 'action') ?? 'webhook',
        payload: jsonBody(req.body),
      },
      logger,
      bookings,
    );
    res.json({ received: true });
  };
}
