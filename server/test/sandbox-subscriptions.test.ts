// The local Mercado Pago sandbox's subscriptions (débito automático): the SDK's PreApproval and
// Invoice over HTTP, the payer's authorisation page, the charge control and the signed
// subscription notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { WebhookSignatureValidator } from 'mercadopago';
import {
  PaymentProviderError,
  mercadoPagoProvider,
  type SubscriptionRequest,
} from '../src/lib/mercadopago-provider.ts';
import {
  SANDBOX_PATH,
  createMercadoPagoSandbox,
  type MercadoPagoSandbox,
} from '../src/sandbox/mercadopago.ts';
import { freePort, startPaymentsApp, type PaymentsApp } from './payments-support.ts';
import { listen } from './support/listen.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once' });
let mp: PaymentsApp;

/** A second sandbox whose "app" only records the notifications it receives. */
interface Captured {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}
let capture: { url: string; sandbox: MercadoPagoSandbox; seen: Captured[]; close(): Promise<void> };

async function startCapture() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sandbox = createMercadoPagoSandbox({
    settings: mp.config.mercadoPago,
    publicUrl: url,
    logger: pino({ level: 'silent' }),
  });
  const seen: Captured[] = [];
  const app = express();
  app.use(SANDBOX_PATH, sandbox.router);
  app.post('/api/mercadopago/webhook', express.json(), (req, res) => {
    seen.push({ query: { ...req.query }, headers: req.headers, body: req.body });
    res.json({ received: true });
  });
  const close = await listen(app, port, '127.0.0.1');
  return { url, sandbox, seen, close };
}

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, {});
  capture = await startCapture();
});

afterAll(async () => {
  await mp?.sandbox.settled();
  await capture?.sandbox.settled();
  await capture?.close();
  await mp?.close();
});

const token = () => `Bearer ${mp.config.mercadoPago.accessToken}`;
const START = '2030-01-15T12:00:00.000Z';

const subscription = (overrides: Partial<SubscriptionRequest> = {}): SubscriptionRequest => ({
  reason: 'Power Gym: Yoga lunes 18:00',
  externalReference: 'sub-1',
  payerEmail: 'ana@example.com',
  amount: 4000,
  backUrl: 'http://localhost:5173/abonos?vista=1',
  startDate: new Date(START),
  frequencyDays: 30,
  ...overrides,
});

const preapprovalBody = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Yoga',
  payer_email: 'ana@example.com',
  external_reference: 'sub-2',
  back_url: 'http://localhost:5173/abonos',
  auto_recurring: {
    frequency: 1,
    frequency_type: 'months',
    transaction_amount: 5000,
    currency_id: 'ARS',
    start_date: '2030-01-31T12:00:00.000Z',
  },
  ...overrides,
});

/** POST /preapproval straight to the sandbox (the provider always sends valid bodies). */
const createPreapproval = (body: Record<string, unknown>, baseUrl = mp.baseUrl) =>
  request(baseUrl).post(`${SANDBOX_PATH}/preapproval`).set('authorization', token()).send(body);

const checkoutPath = (id: string) => `${SANDBOX_PATH}/subscriptions/checkout?preapproval_id=${id}`;

/** The payer's choice on the authorisation page. */
const decide = (id: string, decision: string, baseUrl = mp.baseUrl) =>
  request(baseUrl).post(checkoutPath(id)).type('form').send({ decision });

const controlCharge = (id: string, body: Record<string, unknown>) =>
  request(mp.baseUrl).post(`${SANDBOX_PATH}/v1/preapproval/${id}/charge`).send(body);

/** A subscription the payer authorised, made through the SDK. */
async function authorised(overrides: Partial<SubscriptionRequest> = {}): Promise<string> {
  const { id } = await mercadoPagoProvider(mp.config.mercadoPago).createSubscription(
    subscription(overrides),
  );
  await decide(id, 'authorize').expect(303);
  return id;
}

describe('Mercado Pago sandbox subscriptions', () => {
  it("answers the SDK's PreApproval and Invoice like the real API", async () => {
    const provider = mercadoPagoProvider(mp.config.mercadoPago);
    const created = await provider.createSubscription(subscription());
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect(created.url).toBe(`${mp.baseUrl}${checkoutPath(created.id)}`);
    expect(await provider.getSubscription(created.id)).toEqual({
      id: created.id,
      status: 'pending',
      externalReference: 'sub-1',
      amount: 4000,
      currency: 'ARS',
      nextPaymentDate: null,
    });
    expect(await provider.updateSubscription(created.id, { amount: 4500 })).toMatchObject({
      status: 'pending',
      amount: 4500,
    });
    // Only the payer authorises a pending subscription.
    await expect(
      provider.updateSubscription(created.id, { status: 'authorized' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);

    await decide(created.id, 'authorize').expect(303);
    expect(await provider.getSubscription(created.id)).toMatchObject({
      status: 'authorized',
      nextPaymentDate: START,
    });
    expect(await provider.updateSubscription(created.id, { status: 'paused' })).toMatchObject({
      status: 'paused',
    });
    expect(await provider.updateSubscription(created.id, { status: 'authorized' })).toMatchObject({
      status: 'authorized',
    });

    const { chargeId, paymentId, notified } = await mp.sandbox.chargeSubscription(
      created.id,
      'approved',
    );
    expect(typeof notified).toBe('number');
    expect(await provider.getCharge(chargeId)).toEqual({
      id: chargeId,
      preapprovalId: created.id,
      status: 'processed',
      paymentId,
      paymentStatus: 'approved',
      paymentStatusDetail: 'accredited',
      amount: 4500,
      currency: 'ARS',
      externalReference: 'sub-1',
      dateLastUpdated: expect.any(String),
    });
    expect(await provider.getPayment(paymentId)).toMatchObject({
      status: 'approved',
      amount: 4500,
      externalReference: 'sub-1',
    });

    expect(await provider.updateSubscription(created.id, { status: 'cancelled' })).toMatchObject({
      status: 'cancelled',
    });
    // Cancelled is final.
    for (const change of [{ status: 'authorized' as const }, { amount: 5000 }]) {
      await expect(provider.updateSubscription(created.id, change)).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    }
    expect(await provider.getSubscription('0'.repeat(32))).toBeNull();
    expect(await provider.getCharge('1')).toBeNull();
    await mp.sandbox.settled();
  });

  it('refuses invalid preapprovals, unknown ids and a wrong access token', async () => {
    const recurring = preapprovalBody().auto_recurring;
    const invalid = [
      preapprovalBody({ reason: undefined }),
      preapprovalBody({ payer_email: 42 }),
      preapprovalBody({ back_url: undefined }),
      preapprovalBody({ back_url: 'not a url' }),
      preapprovalBody({ auto_recurring: { ...recurring, frequency: 0 } }),
      preapprovalBody({ auto_recurring: { ...recurring, frequency: 1.5 } }),
      preapprovalBody({ auto_recurring: { ...recurring, frequency_type: 'weeks' } }),
      preapprovalBody({ auto_recurring: { ...recurring, transaction_amount: 0 } }),
      preapprovalBody({ auto_recurring: { ...recurring, currency_id: undefined } }),
      preapprovalBody({ auto_recurring: { ...recurring, start_date: 'mañana' } }),
      preapprovalBody({ status: 'authorized' }),
    ];
    for (const body of invalid) {
      const res = await createPreapproval(body).expect(400);
      expect(res.body).toMatchObject({ error: 'bad_request', status: 400, cause: [] });
    }

    const { body: created } = await createPreapproval(preapprovalBody()).expect(201);
    const put = (id: string, body: Record<string, unknown>) =>
      request(mp.baseUrl)
        .put(`${SANDBOX_PATH}/preapproval/${id}`)
        .set('authorization', token())
        .send(body);
    await put(created.id, { status: 'finished' }).expect(400);
    await put(created.id, { status: 'paused' }).expect(400);
    await put(created.id, { auto_recurring: { transaction_amount: -1 } }).expect(400);
    await put(created.id, {
      auto_recurring: { transaction_amount: 10, currency_id: 'USD' },
    }).expect(400);
    await put(created.id, { reason: 'Yoga y pilates' }).expect(200);
    await put('f'.repeat(32), { status: 'paused' }).expect(404);
    const auth = { authorization: token() };
    await request(mp.baseUrl).get(`${SANDBOX_PATH}/preapproval/nope`).set(auth).expect(404);
    await request(mp.baseUrl).get(`${SANDBOX_PATH}/authorized_payments/1`).set(auth).expect(404);

    const wrong = mercadoPagoProvider({ ...mp.config.mercadoPago, accessToken: 'TEST-wrong' });
    await expect(wrong.createSubscription(subscription())).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await request(mp.baseUrl)
      .get(`${SANDBOX_PATH}/preapproval/${created.id}`)
      .set('authorization', 'Bearer TEST-wrong')
      .expect(401);
    await mp.sandbox.settled();
  });

  it('shows an accessible, escaped authorisation page and returns the payer to back_url', async () => {
    const provider = mercadoPagoProvider(mp.config.mercadoPago);
    const { id, url } = await provider.createSubscription(
      subscription({ reason: 'Yoga <script>alert(1)</script>' }),
    );
    const page = await request(mp.baseUrl).get(new URL(url).pathname + new URL(url).search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Yoga &lt;script&gt;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('Monto mensual');
    expect(page.text).toMatch(/4\.000,00/);
    expect(page.text).toContain('ana@example.com');
    expect(page.text).toContain('15/01/2030');
    expect(page.text).toContain('Autorizar débito');
    expect(page.text).toContain('Volver sin autorizar');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('form-action');
    expect(csp).toContain('http://localhost:5173');

    const back = await decide(id, 'back').expect(303);
    const backTo = new URL(back.headers.location ?? '');
    expect(backTo.origin + backTo.pathname).toBe('http://localhost:5173/abonos');
    expect(Object.fromEntries(backTo.searchParams)).toEqual({ vista: '1', preapproval_id: id });
    expect(mp.sandbox.store.preapproval(id)?.status).toBe('pending');
    await decide(id, 'maybe').expect(400);

    const authorise = await decide(id, 'authorize').expect(303);
    expect(authorise.headers.location).toBe(back.headers.location);
    const { body } = await request(mp.baseUrl)
      .get(`${SANDBOX_PATH}/preapproval/${id}`)
      .set('authorization', token())
      .expect(200);
    expect(body).toMatchObject({
      status: 'authorized',
      next_payment_date: START,
      payment_method_id: 'account_money',
    });

    const again = await request(mp.baseUrl).get(checkoutPath(id)).expect(409);
    expect(again.text).toContain('Ya no está pendiente');
    await decide(id, 'authorize').expect(409);
    await provider.updateSubscription(id, { status: 'cancelled' });
    await request(mp.baseUrl).get(checkoutPath(id)).expect(410);
    await request(mp.baseUrl).get(checkoutPath('nope')).expect(404);
    await request(mp.baseUrl).get(`${SANDBOX_PATH}/subscriptions/checkout`).expect(404);
    await mp.sandbox.settled();
  });

  it("runs a month's charge on demand, only for an authorized subscription", async () => {
    const { body: created } = await createPreapproval(preapprovalBody()).expect(201);
    expect(created).toMatchObject({
      status: 'pending',
      next_payment_date: null,
      payment_method_id: null,
      summarized: { charged_quantity: 0, charged_amount: 0 },
    });
    await controlCharge(created.id, { status: 'approved' }).expect(409);
    await expect(mp.sandbox.chargeSubscription(created.id, 'approved')).rejects.toThrow();
    await decide(created.id, 'authorize').expect(303);
    await controlCharge(created.id, { status: 'maybe' }).expect(400);
    await controlCharge('f'.repeat(32), { status: 'approved' }).expect(404);

    const approved = await controlCharge(created.id, { status: 'approved' }).expect(201);
    expect(approved.body).toMatchObject({
      preapproval_id: created.id,
      type: 'scheduled',
      status: 'processed',
      transaction_amount: 5000,
      currency_id: 'ARS',
      external_reference: 'sub-2',
      debit_date: '2030-01-31T12:00:00.000Z',
      payment: { status: 'approved', status_detail: 'accredited' },
    });
    expect(approved.body.id).toEqual(expect.any(Number));
    expect(approved.body.notification_status).toEqual(expect.any(Number));
    // Monthly from 31 January: the last day of February.
    expect(mp.sandbox.store.preapproval(created.id)).toMatchObject({
      nextPaymentDate: '2030-02-28T12:00:00.000Z',
      chargedQuantity: 1,
      chargedAmount: 5000,
      lastChargedAmount: 5000,
      semaphore: 'green',
    });

    const rejected = await controlCharge(created.id, { status: 'rejected' }).expect(201);
    expect(rejected.body).toMatchObject({
      status: 'recycling',
      payment: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
    });
    expect(mp.sandbox.store.payment(String(rejected.body.payment.id))?.status).toBe('rejected');
    const { body: after } = await request(mp.baseUrl)
      .get(`${SANDBOX_PATH}/preapproval/${created.id}`)
      .set('authorization', token())
      .expect(200);
    expect(after).toMatchObject({
      next_payment_date: '2030-03-28T12:00:00.000Z',
      summarized: { charged_quantity: 1, charged_amount: 5000, semaphore: 'yellow' },
    });
    expect(after.summarized.last_charged_date).toEqual(expect.any(String));

    const provider = mercadoPagoProvider(mp.config.mercadoPago);
    await provider.updateSubscription(created.id, { status: 'paused' });
    await controlCharge(created.id, { status: 'approved' }).expect(409);
    await provider.updateSubscription(created.id, { status: 'cancelled' });
    const refused = await controlCharge(created.id, { status: 'approved' }).expect(409);
    expect(refused.body.message).toMatch(/cancelled/);
    await mp.sandbox.settled();
  });

  it('sends signed subscription notifications the SDK validator accepts', async () => {
    const { sandbox, seen, url } = capture;
    const secret = mp.config.mercadoPago.webhookSecret;
    const provider = mercadoPagoProvider({
      ...mp.config.mercadoPago,
      apiUrl: `${url}${SANDBOX_PATH}`,
    });
    const { id } = await provider.createSubscription(subscription());
    await decide(id, 'authorize', url).expect(303);
    const { chargeId, notified } = await sandbox.chargeSubscription(id, 'approved');
    expect(notified).toBe(200);
    await provider.updateSubscription(id, { status: 'paused' });
    await sandbox.settled();
    expect(await sandbox.notifySubscription('subscription_authorized_payment', chargeId)).toBe(200);

    expect(seen.map(({ query, body }) => [query.type, body.action, query['data.id']])).toEqual([
      ['subscription_preapproval', 'updated', id],
      ['subscription_authorized_payment', 'created', chargeId],
      ['subscription_preapproval', 'updated', id],
      ['subscription_authorized_payment', 'created', chargeId],
    ]);
    for (const { query, headers, body } of seen) {
      expect(query.source_news).toBe('webhooks');
      expect(body).toMatchObject({
        type: query.type,
        live_mode: false,
        api_version: 'v1',
        data: { id: query['data.id'] },
      });
      expect(() =>
        WebhookSignatureValidator.validate({
          xSignature: String(headers['x-signature']),
          xRequestId: String(headers['x-request-id']),
          dataId: String(query['data.id']),
          secret,
        }),
      ).not.toThrow();
    }

    // The payment notifications are unchanged.
    seen.length = 0;
    const payment = sandbox.store.addPayment({
      status: 'approved',
      externalReference: '12',
      amount: 100,
      notificationUrl: `${url}/api/mercadopago/webhook?source_news=webhooks`,
    });
    expect(await sandbox.notify(payment)).toBe(200);
    expect(seen[0]?.query).toMatchObject({ type: 'payment', 'data.id': payment.id });
    expect(seen[0]?.body).toMatchObject({ type: 'payment', action: 'payment.created' });
  });

  it('offers a control page that charges this month', async () => {
    const id = await authorised({ externalReference: 'sub-3' });
    const path = `${SANDBOX_PATH}/subscriptions/${id}`;
    const page = await request(mp.baseUrl).get(path).expect(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Autorizada');
    expect(page.text).toContain('Todavía no hubo cobros');
    expect(page.text).toContain(`action="${path}/charge"`);
    expect(page.text).toContain('Cobrar este mes (aprobado)');
    expect(page.text).toContain('Cobrar este mes (rechazado)');
    expect(page.text).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    for (const status of ['approved', 'rejected']) {
      const res = await request(mp.baseUrl)
        .post(`${path}/charge`)
        .type('form')
        .send({ status })
        .expect(303);
      expect(res.headers.location).toBe(path);
    }
    const charged = await request(mp.baseUrl).get(path).expect(200);
    expect(charged.text).toContain('Aprobado');
    expect(charged.text).toContain('Rechazado');
    expect(mp.sandbox.store.chargesOf(id)).toHaveLength(2);
    await request(mp.baseUrl).post(`${path}/charge`).type('form').send({}).expect(400);

    const { id: pending } = await mercadoPagoProvider(mp.config.mercadoPago).createSubscription(
      subscription(),
    );
    const waiting = await request(mp.baseUrl)
      .get(`${SANDBOX_PATH}/subscriptions/${pending}`)
      .expect(200);
    expect(waiting.text).toContain('Solo se cobra una suscripción autorizada');
    expect(waiting.text).not.toContain('Cobrar este mes (aprobado)');
    await request(mp.baseUrl)
      .post(`${SANDBOX_PATH}/subscriptions/${pending}/charge`)
      .type('form')
      .send({ status: 'approved' })
      .expect(409);
    await request(mp.baseUrl).get(`${SANDBOX_PATH}/subscriptions/nope`).expect(404);
  });
});
