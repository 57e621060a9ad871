// A local stand-in for the parts of the Mercado Pago API the app uses, mounted at /mp-sandbox in
// sandbox mode. The SDK talks to it over HTTP exactly as to api.mercadopago.com; the buyer page
// creates the payment, sends the same signed webhook Mercado Pago sends, then returns the browser
// to the back_url. Subscriptions (preapprovals) live in mercadopago-subscriptions.ts.
import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { MercadoPagoSettings } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import {
  SANDBOX_PATH,
  apiError,
  pageHeaders,
  record,
  requireToken,
  str,
} from './mercadopago-http.ts';
import { createNotifier } from './mercadopago-notify.ts';
import { checkoutPage, messagePage, preferenceTotal } from './mercadopago-page.ts';
import {
  MercadoPagoSandboxStore,
  type SandboxItem,
  type SandboxPayment,
  type SandboxPreference,
} from './mercadopago-store.ts';
import { subscriptionRoutes, type SandboxSubscriptions } from './mercadopago-subscriptions.ts';

export { SANDBOX_PATH };
export { signNotification } from './mercadopago-notify.ts';

export interface MercadoPagoSandboxOptions {
  settings: Pick<MercadoPagoSettings, 'accessToken' | 'webhookSecret'>;
  /** The app's public base URL: the buyer page's address is built from it. */
  publicUrl: string;
  logger: Logger;
  store?: MercadoPagoSandboxStore;
}

export interface MercadoPagoSandbox {
  router: Router;
  store: MercadoPagoSandboxStore;
  /** Sends the signed payment notification to the payment's notification_url; the HTTP status. */
  notify(payment: SandboxPayment, action?: string): Promise<number | null>;
  /** Makes a subscription's charge now, as the control route does; throws unless authorized. */
  chargeSubscription: SandboxSubscriptions['charge'];
  /** Sends (again) a signed subscription notification to the app's webhook; the HTTP status. */
  notifySubscription: SandboxSubscriptions['notify'];
  /** Resolves once every notification sent on its own (refund, PUT /preapproval) is answered. */
  settled(): Promise<void>;
}

function toPaymentResponse(payment: SandboxPayment) {
  return {
    id: Number(payment.id),
    status: payment.status,
    status_detail: payment.statusDetail,
    external_reference: payment.externalReference,
    transaction_amount: payment.amount,
    currency_id: payment.currency,
    date_created: payment.dateCreated,
    date_approved: payment.dateApproved,
    date_last_updated: payment.dateLastUpdated,
    live_mode: false,
    payer: { email: payment.payerEmail },
    order: { type: 'mercadopago', id: payment.preferenceId },
  };
}

function readItems(value: unknown): SandboxItem[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items: SandboxItem[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) return null;
    const item = raw as Record<string, unknown>;
    const { title, quantity, unit_price: unitPrice } = item;
    if (
      typeof title !== 'string' ||
      typeof quantity !== 'number' ||
      typeof unitPrice !== 'number'
    ) {
      return null;
    }
    if (!Number.isInteger(quantity) || quantity < 1 || !(unitPrice > 0)) return null;
    items.push({
      id: typeof item.id === 'string' ? item.id : undefined,
      title,
      quantity,
      unit_price: unitPrice,
      currency_id: typeof item.currency_id === 'string' ? item.currency_id : 'ARS',
    });
  }
  return items;
}

function isExpired(preference: SandboxPreference): boolean {
  return preference.expiresAt !== null && Date.parse(preference.expiresAt) < Date.now();
}

/** The preference when its link can be paid; otherwise answers why not (unknown, expired): null. */
function payableOrRefused(
  res: Response,
  preference: SandboxPreference | undefined,
): SandboxPreference | null {
  if (!preference) {
    res
      .status(404)
      .send(messagePage('Pago no encontrado', 'El link de pago no existe o ya no es válido.'));
    return null;
  }
  if (isExpired(preference)) {
    res.status(410).send(messagePage('Link de pago vencido', 'La reserva de este pedido venció.'));
    return null;
  }
  return preference;
}

export function createMercadoPagoSandbox(options: MercadoPagoSandboxOptions): MercadoPagoSandbox {
  const { settings, publicUrl, logger } = options;
  const store = options.store ?? new MercadoPagoSandboxStore();
  const router = Router();

  const notifier = createNotifier(settings.webhookSecret, logger);
  const withToken = requireToken(settings.accessToken);
  const subscriptions = subscriptionRoutes({ store, publicUrl, withToken, notifier });

  function notify(payment: SandboxPayment, action = 'payment.created'): Promise<number | null> {
    if (!payment.notificationUrl) return Promise.resolve(null);
    return notifier.send({
      url: payment.notificationUrl,
      topic: 'payment',
      dataId: payment.id,
      action,
    });
  }

  // --- API used by the SDK (registered first: /checkout/preferences is not a buyer page) ---
  const json = express.json({ limit: '100kb' });

  router.post('/checkout/preferences', json, withToken, (req, res) => {
    const body = record(req.body);
    const items = readItems(body.items);
    if (!items) {
      apiError(res, 400, 'items: title, quantity and unit_price are required', 'bad_request');
      return;
    }
    const backUrls = record(body.back_urls);
    if (body.auto_return !== undefined && typeof backUrls.success !== 'string') {
      apiError(
        res,
        400,
        'auto_return invalid. back_url.success must be defined',
        'invalid_auto_return',
      );
      return;
    }
    const preference = store.addPreference({
      items,
      payerEmail: str(record(body.payer).email),
      externalReference: str(body.external_reference),
      backUrls: {
        success: str(backUrls.success) ?? undefined,
        failure: str(backUrls.failure) ?? undefined,
        pending: str(backUrls.pending) ?? undefined,
      },
      notificationUrl: str(body.notification_url),
      expiresAt: body.expires === true ? str(body.expiration_date_to) : null,
    });
    const initPoint = `${publicUrl}${SANDBOX_PATH}/checkout/${preference.id}`;
    res.status(201).json({
      ...body,
      id: preference.id,
      date_created: preference.createdAt,
      init_point: initPoint,
      sandbox_init_point: initPoint,
    });
  });

  router.get('/v1/payments/:id', withToken, (req, res) => {
    const payment = store.payment(String(req.params.id));
    if (!payment) {
      apiError(res, 404, 'Payment not found', 'not_found');
      return;
    }
    res.json(toPaymentResponse(payment));
  });

  // A full refund (the SDK's PaymentRefund.total). Mercado Pago then notifies the payment's change
  // on its own, after answering: the notification is not awaited.
  router.post('/v1/payments/:id/refunds', json, withToken, (req, res) => {
    const paymentId = String(req.params.id);
    const payment = store.payment(paymentId);
    if (!payment) {
      apiError(res, 404, 'Payment not found', 'not_found');
      return;
    }
    const made = store.refund(paymentId, req.get('x-idempotency-key') ?? randomUUID());
    if (!made) {
      apiError(res, 400, `Payment in status ${payment.status} cannot be refunded`, 'bad_request');
      return;
    }
    const { refund, created } = made;
    res.status(201).json({
      id: refund.id,
      payment_id: Number(paymentId),
      amount: refund.amount,
      status: refund.status,
      date_created: refund.dateCreated,
      source: { type: 'collector' },
    });
    if (created && payment.notificationUrl) {
      notifier.sendLater({
        url: payment.notificationUrl,
        topic: 'payment',
        dataId: payment.id,
        action: 'payment.updated',
      });
    }
  });

  // Subscriptions: their API, the payer's page and the control routes (none is under /checkout).
  router.use(subscriptions.router);

  // --- The buyer's page ---
  router.get('/checkout/:preferenceId', (req, res) => {
    pageHeaders(res, []);
    const preference = payableOrRefused(res, store.preference(req.params.preferenceId));
    if (!preference) return;
    res.send(checkoutPage(preference, `${SANDBOX_PATH}/checkout/${preference.id}`));
  });

  router.post(
    '/checkout/:preferenceId',
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req: Request<{ preferenceId: string }>, res) => {
      const found = store.preference(req.params.preferenceId);
      const decision = str(record(req.body).decision);
      const backUrls = Object.values(found?.backUrls ?? {}).filter(
        (url): url is string => typeof url === 'string',
      );
      pageHeaders(res, backUrls);
      const preference = payableOrRefused(res, found);
      if (!preference) return;
      if (decision !== 'approve' && decision !== 'reject') {
        res.status(400).send(messagePage('Elegí una opción', 'Aprobá o rechazá el pago.'));
        return;
      }
      const approved = decision === 'approve';
      const payment = store.addPayment({
        status: approved ? 'approved' : 'rejected',
        // 'Rechazar pago' is the declined card Mercado Pago's test users most often meet.
        ...(approved ? {} : { statusDetail: 'cc_rejected_insufficient_amount' }),
        externalReference: preference.externalReference,
        amount: preferenceTotal(preference),
        currency: preference.items[0]?.currency_id ?? 'ARS',
        preferenceId: preference.id,
        notificationUrl: preference.notificationUrl,
        payerEmail: preference.payerEmail,
      });
      // Like Mercado Pago, the notification goes out before the buyer is sent back.
      await notify(payment);
      const backUrl = approved ? preference.backUrls.success : preference.backUrls.failure;
      if (!backUrl) {
        res.send(
          messagePage(
            approved ? 'Pago aprobado' : 'Pago rechazado',
            `Pago ${payment.id}. Podés cerrar esta ventana.`,
          ),
        );
        return;
      }
      const target = new URL(backUrl);
      const status = approved ? 'approved' : 'rejected';
      target.searchParams.set('status', status);
      target.searchParams.set('collection_status', status);
      target.searchParams.set('payment_id', payment.id);
      target.searchParams.set('collection_id', payment.id);
      target.searchParams.set('external_reference', preference.externalReference ?? '');
      target.searchParams.set('preference_id', preference.id);
      res.redirect(303, target.toString());
    },
  );

  return {
    router,
    store,
    notify,
    chargeSubscription: subscriptions.charge,
    notifySubscription: subscriptions.notify,
    settled: notifier.settled,
  };
}
