// Mercado Pago subscriptions (preapprovals) in the local sandbox: the API the SDK's PreApproval
// and Invoice call, the payer's authorisation page (init_point), and control routes that run a
// month's charge on demand (Mercado Pago charges on its own schedule; a stand-in cannot wait).
import express, { Router, type RequestHandler, type Response } from 'express';
import { DateTime } from 'luxon';
import { SANDBOX_PATH, apiError, pageHeaders, record, str } from './mercadopago-http.ts';
import type { Notifier } from './mercadopago-notify.ts';
import { messagePage } from './mercadopago-page.ts';
import {
  subscriptionCheckoutPage,
  subscriptionControlPage,
} from './mercadopago-subscription-page.ts';
import type {
  MercadoPagoSandboxStore,
  NewSandboxPreapproval,
  SandboxAuthorizedPayment,
  SandboxPayment,
  SandboxPreapproval,
} from './mercadopago-store.ts';

/**
 * Subscription notifications go to the URL set in the seller's panel (a preapproval has no
 * notification_url); the app's is its webhook.
 */
export const SUBSCRIPTION_WEBHOOK_PATH = '/api/mercadopago/webhook?source_news=webhooks';

export type SubscriptionTopic = 'subscription_preapproval' | 'subscription_authorized_payment';
export type ChargeStatus = 'approved' | 'rejected';

export interface SandboxCharge {
  chargeId: string;
  paymentId: string;
  /** The webhook's HTTP status, or null when it could not be delivered. */
  notified: number | null;
}

export interface SandboxSubscriptions {
  router: Router;
  /** Runs the subscription's charge now and notifies it; throws unless it is authorized. */
  charge(preapprovalId: string, status: ChargeStatus): Promise<SandboxCharge>;
  /** Sends a signed subscription notification (again); the webhook's HTTP status. */
  notify(topic: SubscriptionTopic, dataId: string, action?: string): Promise<number | null>;
}

export interface SubscriptionRoutesOptions {
  store: MercadoPagoSandboxStore;
  publicUrl: string;
  /** The API's bearer-token check. */
  withToken: RequestHandler;
  notifier: Notifier;
}

const CHANGEABLE_STATUSES = ['paused', 'authorized', 'cancelled'] as const;
type PreapprovalChange = Parameters<MercadoPagoSandboxStore['updatePreapproval']>[1];

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isChargeStatus = (value: unknown): value is ChargeStatus =>
  value === 'approved' || value === 'rejected';

/** POST /preapproval's body as the sandbox keeps it, or why it is refused. */
function readNewPreapproval(body: Record<string, unknown>): NewSandboxPreapproval | string {
  const { reason, payer_email: payerEmail, back_url: backUrl } = body;
  const externalReference = body.external_reference;
  const recurring = record(body.auto_recurring);
  const { frequency, frequency_type: frequencyType, start_date: startDate } = recurring;
  const { transaction_amount: amount, currency_id: currency } = recurring;
  if (typeof reason !== 'string' || reason.trim() === '') return 'reason is required';
  if (typeof payerEmail !== 'string' || payerEmail === '') return 'payer_email is required';
  if (!isHttpUrl(backUrl)) return 'back_url is required and must be a valid URL';
  if (externalReference !== undefined && typeof externalReference !== 'string') {
    return 'external_reference must be a string';
  }
  if (typeof frequency !== 'number' || !Number.isInteger(frequency) || frequency < 1) {
    return 'auto_recurring.frequency must be a positive integer';
  }
  if (frequencyType !== 'days' && frequencyType !== 'months') {
    return 'auto_recurring.frequency_type must be days or months';
  }
  if (typeof amount !== 'number' || !(amount > 0)) {
    return 'auto_recurring.transaction_amount must be greater than 0';
  }
  if (typeof currency !== 'string' || currency === '')
    return 'auto_recurring.currency_id is required';
  const start = typeof startDate === 'string' ? DateTime.fromISO(startDate) : null;
  if (startDate !== undefined && !start?.isValid) return 'auto_recurring.start_date is invalid';
  // Creating an authorized one needs a card token, which the sandbox does not take.
  if (body.status !== undefined && body.status !== 'pending') {
    return 'card_token_id is required to create an authorized preapproval';
  }
  return {
    reason,
    payerEmail,
    backUrl,
    externalReference: externalReference ?? null,
    frequency,
    frequencyType,
    amount,
    currency,
    startDate: start?.toUTC().toISO() ?? null,
  };
}

/** PUT /preapproval/{id}'s body as a change, or why it is refused. */
function readChange(
  current: SandboxPreapproval,
  body: Record<string, unknown>,
): PreapprovalChange | string {
  if (current.status === 'cancelled') return 'A cancelled preapproval cannot be modified';
  const change: PreapprovalChange = {};
  if (body.status !== undefined) {
    const status = CHANGEABLE_STATUSES.find((known) => known === body.status);
    if (!status) return 'status must be paused, authorized or cancelled';
    if (current.status === 'pending' && status !== 'cancelled') {
      return `A pending preapproval cannot be ${status}: the payer must authorize it first`;
    }
    change.status = status;
  }
  if (body.auto_recurring !== undefined) {
    const { transaction_amount: amount, currency_id: currency } = record(body.auto_recurring);
    if (amount !== undefined && (typeof amount !== 'number' || !(amount > 0))) {
      return 'auto_recurring.transaction_amount must be greater than 0';
    }
    if (currency !== undefined && currency !== current.currency) {
      return 'auto_recurring.currency_id cannot be changed';
    }
    if (amount !== undefined) change.amount = amount;
  }
  if (body.reason !== undefined) {
    if (typeof body.reason !== 'string' || body.reason.trim() === '') return 'reason is invalid';
    change.reason = body.reason;
  }
  return change;
}

export function subscriptionRoutes(options: SubscriptionRoutesOptions): SandboxSubscriptions {
  const { store, publicUrl, withToken, notifier } = options;
  const router = Router();
  const webhookUrl = `${publicUrl}${SUBSCRIPTION_WEBHOOK_PATH}`;
  const checkoutPath = (id: string) =>
    `${SANDBOX_PATH}/subscriptions/checkout?preapproval_id=${encodeURIComponent(id)}`;

  function toPreapprovalResponse(preapproval: SandboxPreapproval) {
    return {
      id: preapproval.id,
      payer_email: preapproval.payerEmail,
      status: preapproval.status,
      reason: preapproval.reason,
      external_reference: preapproval.externalReference,
      date_created: preapproval.dateCreated,
      last_modified: preapproval.lastModified,
      init_point: `${publicUrl}${checkoutPath(preapproval.id)}`,
      auto_recurring: {
        frequency: preapproval.frequency,
        frequency_type: preapproval.frequencyType,
        transaction_amount: preapproval.amount,
        currency_id: preapproval.currency,
        start_date: preapproval.startDate,
      },
      summarized: {
        charged_quantity: preapproval.chargedQuantity,
        charged_amount: preapproval.chargedAmount,
        last_charged_date: preapproval.lastChargedDate,
        last_charged_amount: preapproval.lastChargedAmount,
        semaphore: preapproval.semaphore,
      },
      next_payment_date: preapproval.nextPaymentDate,
      back_url: preapproval.backUrl,
      payment_method_id: preapproval.paymentMethodId,
    };
  }

  function toChargeResponse(charge: SandboxAuthorizedPayment) {
    const payment: SandboxPayment | undefined = store.payment(charge.paymentId);
    return {
      id: Number(charge.id),
      preapproval_id: charge.preapprovalId,
      type: 'scheduled',
      status: charge.status,
      transaction_amount: charge.amount,
      currency_id: charge.currency,
      reason: charge.reason,
      external_reference: charge.externalReference,
      date_created: charge.dateCreated,
      last_modified: charge.lastModified,
      debit_date: charge.debitDate,
      retry_attempt: 0,
      payment: payment
        ? { id: Number(payment.id), status: payment.status, status_detail: payment.statusDetail }
        : null,
    };
  }

  function notify(topic: SubscriptionTopic, dataId: string, action?: string) {
    const defaultAction = topic === 'subscription_preapproval' ? 'updated' : 'created';
    return notifier.send({ url: webhookUrl, topic, dataId, action: action ?? defaultAction });
  }

  async function runCharge(preapprovalId: string, status: ChargeStatus) {
    const { charge, payment } = store.chargePreapproval(preapprovalId, status);
    const notified = await notify('subscription_authorized_payment', charge.id, 'created');
    return { charge, payment, notified };
  }

  async function charge(preapprovalId: string, status: ChargeStatus): Promise<SandboxCharge> {
    const made = await runCharge(preapprovalId, status);
    return { chargeId: made.charge.id, paymentId: made.payment.id, notified: made.notified };
  }

  // --- API used by the SDK ---
  const json = express.json({ limit: '100kb' });

  router.post('/preapproval', json, withToken, (req, res) => {
    const fields = readNewPreapproval(record(req.body));
    if (typeof fields === 'string') {
      apiError(res, 400, fields, 'bad_request');
      return;
    }
    res.status(201).json(toPreapprovalResponse(store.addPreapproval(fields)));
  });

  router.get('/preapproval/:id', withToken, (req, res) => {
    const preapproval = store.preapproval(String(req.params.id));
    if (!preapproval) {
      apiError(res, 404, 'Preapproval not found', 'not_found');
      return;
    }
    res.json(toPreapprovalResponse(preapproval));
  });

  // Like Mercado Pago, the change is notified on its own after the answer.
  router.put('/preapproval/:id', json, withToken, (req, res) => {
    const id = String(req.params.id);
    const preapproval = store.preapproval(id);
    if (!preapproval) {
      apiError(res, 404, 'Preapproval not found', 'not_found');
      return;
    }
    const change = readChange(preapproval, record(req.body));
    if (typeof change === 'string') {
      apiError(res, 400, change, 'bad_request');
      return;
    }
    res.json(toPreapprovalResponse(store.updatePreapproval(id, change)));
    notifier.sendLater({
      url: webhookUrl,
      topic: 'subscription_preapproval',
      dataId: id,
      action: 'updated',
    });
  });

  router.get('/authorized_payments/:id', withToken, (req, res) => {
    const charge = store.authorizedPayment(String(req.params.id));
    if (!charge) {
      apiError(res, 404, 'Authorized payment not found', 'not_found');
      return;
    }
    res.json(toChargeResponse(charge));
  });

  // --- Sandbox control (not Mercado Pago's API; no token, like the pages) ---
  router.post('/v1/preapproval/:id/charge', json, async (req, res) => {
    const preapproval = store.preapproval(String(req.params.id));
    if (!preapproval) {
      apiError(res, 404, 'Preapproval not found', 'not_found');
      return;
    }
    const { status } = record(req.body);
    if (!isChargeStatus(status)) {
      apiError(res, 400, 'status must be approved or rejected', 'bad_request');
      return;
    }
    if (preapproval.status !== 'authorized') {
      apiError(res, 409, `A ${preapproval.status} preapproval is not charged`, 'conflict');
      return;
    }
    const made = await runCharge(preapproval.id, status);
    res.status(201).json({ ...toChargeResponse(made.charge), notification_status: made.notified });
  });

  // --- The payer's authorisation page (registered before /subscriptions/:id) ---
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  /** The subscription when it awaits the payer; otherwise answers why not: null. */
  function pendingOrRefused(res: Response, preapproval: SandboxPreapproval | undefined) {
    if (!preapproval) {
      res
        .status(404)
        .send(messagePage('Suscripción no encontrada', 'El link de autorización no existe.'));
      return null;
    }
    if (preapproval.status === 'cancelled') {
      res
        .status(410)
        .send(messagePage('Suscripción cancelada', 'Ya no está pendiente de autorización.'));
      return null;
    }
    if (preapproval.status !== 'pending') {
      res
        .status(409)
        .send(messagePage('Suscripción ya autorizada', 'Ya no está pendiente de autorización.'));
      return null;
    }
    return preapproval;
  }

  function lookUp(query: Record<string, unknown>): SandboxPreapproval | undefined {
    const id = str(query.preapproval_id);
    return id === null ? undefined : store.preapproval(id);
  }

  function backTo(preapproval: SandboxPreapproval): string {
    const target = new URL(preapproval.backUrl);
    target.searchParams.set('preapproval_id', preapproval.id);
    return target.toString();
  }

  router.get('/subscriptions/checkout', (req, res) => {
    const found = lookUp(req.query);
    pageHeaders(res, found ? [found.backUrl] : []);
    const preapproval = pendingOrRefused(res, found);
    if (!preapproval) return;
    res.send(subscriptionCheckoutPage(preapproval, checkoutPath(preapproval.id)));
  });

  router.post('/subscriptions/checkout', form, async (req, res) => {
    const found = lookUp(req.query);
    pageHeaders(res, found ? [found.backUrl] : []);
    const preapproval = pendingOrRefused(res, found);
    if (!preapproval) return;
    const decision = str(record(req.body).decision);
    if (decision === 'back') {
      res.redirect(303, backTo(preapproval));
      return;
    }
    if (decision !== 'authorize') {
      res.status(400).send(messagePage('Elegí una opción', 'Autorizá el débito o volvé.'));
      return;
    }
    store.updatePreapproval(preapproval.id, { status: 'authorized' });
    // Like Mercado Pago, the notification goes out before the payer is sent back.
    await notify('subscription_preapproval', preapproval.id, 'updated');
    res.redirect(303, backTo(preapproval));
  });

  // --- The demo's control page ---
  const controlPath = (id: string) => `${SANDBOX_PATH}/subscriptions/${encodeURIComponent(id)}`;

  router.get('/subscriptions/:id', (req, res) => {
    pageHeaders(res, []);
    const preapproval = store.preapproval(String(req.params.id));
    if (!preapproval) {
      res.status(404).send(messagePage('Suscripción no encontrada', 'No existe esa suscripción.'));
      return;
    }
    const charges = store.chargesOf(preapproval.id).map((made) => ({
      charge: made,
      paymentStatus: store.payment(made.paymentId)?.status ?? 'unknown',
    }));
    res.send(
      subscriptionControlPage(preapproval, charges, `${controlPath(preapproval.id)}/charge`),
    );
  });

  router.post('/subscriptions/:id/charge', form, async (req, res) => {
    pageHeaders(res, []);
    const preapproval = store.preapproval(String(req.params.id));
    if (!preapproval) {
      res.status(404).send(messagePage('Suscripción no encontrada', 'No existe esa suscripción.'));
      return;
    }
    const { status } = record(req.body);
    if (!isChargeStatus(status)) {
      res.status(400).send(messagePage('Elegí una opción', 'Cobro aprobado o rechazado.'));
      return;
    }
    if (preapproval.status !== 'authorized') {
      res
        .status(409)
        .send(messagePage('No se puede cobrar', 'Solo se cobra una suscripción autorizada.'));
      return;
    }
    await runCharge(preapproval.id, status);
    res.redirect(303, controlPath(preapproval.id));
  });

  return { router, charge, notify };
}
