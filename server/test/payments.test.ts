import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { PAYMENT_MESSAGES } from '@power-gym/contracts';
import { createApp } from '../src/app.ts';
import { renderOrderMail } from '../src/domain/outbox/index.ts';
import type { Activity, DiaHora } from '../src/generated/prisma/client.ts';
import { testConfig } from './support/app.ts';
import { insertActivity, insertSlot, stockOf } from './support/fixtures.ts';
import { authEnv } from './support/tokens.ts';
import {
  createdOrder,
  freePort,
  startPaymentsApp,
  webhookHeaders,
  type PaymentsApp,
} from './payments-support.ts';
import { cartWith } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({
  fresh: 'once',
  members: [
    { name: 'Ana', lastName: 'López' },
    { name: 'Juan', lastName: 'Martínez' },
  ],
  admin: true,
});
let mp: PaymentsApp;

let yoga: Activity;
let boxeo: Activity;
let lunes: DiaHora;
let miercoles: DiaHora;

const api = () => request(mp.baseUrl);
const secret = () => mp.config.mercadoPago.webhookSecret;
const order = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const confirmedMails = (orderId: number) =>
  world.prisma.emailOutbox.count({ where: { orderId, kind: 'paymentConfirmed' } });
const rejectedMails = (orderId: number) =>
  world.prisma.emailOutbox.count({ where: { orderId, kind: 'paymentRejected' } });

/** One yoga place (3500) on Monday: total 3500.00. */
const simpleOrder = (member = world.ana) =>
  createdOrder(world.prisma, member.user, [
    { diaHoraId: lunes.id, activityId: yoga.id, quantity: 1 },
  ]);

function sendWebhook(
  paymentId: string,
  headers: Record<string, string>,
  action = 'payment.updated',
) {
  return api()
    .post(`/api/mercadopago/webhook?data.id=${paymentId}&type=payment&source_news=webhooks`)
    .set(headers)
    .send({ action, type: 'payment', data: { id: paymentId }, api_version: 'v1' });
}

function providerPayment(
  orderId: number,
  status: string,
  amount = 3500,
  at = new Date(),
  statusDetail?: string,
) {
  return mp.sandbox.store.addPayment({
    status,
    externalReference: String(orderId),
    amount,
    dateLastUpdated: at.toISOString(),
    ...(statusDetail ? { statusDetail } : {}),
  });
}

const rejectedPayment = (orderId: number) =>
  providerPayment(orderId, 'rejected', 3500, new Date(), 'cc_rejected_insufficient_amount');

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, authEnv());
  yoga = await insertActivity(world.prisma, 'Yoga', 3500);
  boxeo = await insertActivity(world.prisma, 'Boxeo', 5000);
  lunes = await insertSlot(world.prisma, 'Lunes', '18:00', 100, 100, yoga.id);
  miercoles = await insertSlot(world.prisma, 'Miercoles', '19:30', 100, 100, boxeo.id);
  await world.prisma.descuento.create({ data: { codigo: 'POWER10', descuento: 10 } });
});

afterAll(async () => {
  await mp?.close();
});

describe('POST /api/mercadopago', () => {
  it('answers the payment URL itself (a JSON string), its preference built from the database order whatever the body says', async () => {
    const orderId = await createdOrder(
      world.prisma,
      world.ana.user,
      [
        { diaHoraId: lunes.id, activityId: yoga.id, quantity: 2 },
        { diaHoraId: miercoles.id, activityId: boxeo.id, quantity: 1 },
      ],
      'POWER10',
    );
    const res = await api()
      .post('/api/mercadopago')
      .set(world.ana.auth)
      .send({
        orderId,
        items: [{ title: 'Yoga', unit_price: 1, quantity: 1 }],
        total: 1,
        unit_price: 1,
      })
      .expect(200);
    // The body is the URL itself, a JSON string: the original app sends the browser to it.
    expect(res.type).toBe('application/json');
    expect(typeof res.body).toBe('string');
    const url = res.body as string;
    const prefix = `${mp.baseUrl}/mp-sandbox/checkout/`;
    expect(url.startsWith(prefix)).toBe(true);
    const preference = mp.sandbox.store.preference(url.slice(prefix.length));
    expect(preference?.items).toEqual([
      {
        id: `slot-${lunes.id}`,
        title: 'Yoga — Lunes 18:00',
        quantity: 2,
        unit_price: 3150,
        currency_id: 'ARS',
      },
      {
        id: `slot-${miercoles.id}`,
        title: 'Boxeo — Miércoles 19:30',
        quantity: 1,
        unit_price: 4500,
        currency_id: 'ARS',
      },
    ]);
    expect((await order(orderId)).total.toFixed(2)).toBe('10800.00');
    const purchases = `${mp.baseUrl}/sociodashboard?seccion=compras`;
    expect(preference).toMatchObject({
      payerEmail: world.ana.user.email,
      externalReference: String(orderId),
      backUrls: { success: purchases, failure: purchases, pending: purchases },
      notificationUrl: `${mp.baseUrl}/api/mercadopago/webhook?source_news=webhooks`,
      expiresAt: (await order(orderId)).reservedUntil?.toISOString(),
    });
    expect((await order(orderId)).state).toBe('Created');
  });

  it("pays with the e-mail given at checkout and sends that order's mails there", async () => {
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: lunes.id, quantity: 1 }]);
    const payer = 'pagos.ana@example.com';
    const checkout = (email: string) =>
      api().post('/api/order/checkout').set(world.ana.auth).send({ orderId, email });
    await checkout('no es un email').expect(400);
    await checkout(payer).expect(200);
    const res = await api().post('/api/mercadopago').set(world.ana.auth).send({ orderId });
    const preferenceId = (res.body as string).split('/').pop() ?? '';
    expect(mp.sandbox.store.preference(preferenceId)?.payerEmail).toBe(payer);

    const payment = providerPayment(orderId, 'approved');
    await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
    const mails = await world.prisma.emailOutbox.findMany({
      where: { orderId },
      orderBy: { id: 'asc' },
    });
    expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'orderCreated', to: payer },
      { kind: 'paymentConfirmed', to: payer },
    ]);
    // The account keeps its own e-mail.
    expect(
      (await world.prisma.user.findUniqueOrThrow({ where: { id: world.ana.user.id } })).email,
    ).toBe(world.ana.user.email);
  });

  it("refuses another member's order, an order that is not Created and bad input", async () => {
    const orderId = await simpleOrder();
    await api().post('/api/mercadopago').set(world.juan.auth).send({ orderId }).expect(403);
    await api().post('/api/mercadopago').send({ orderId }).expect(401);
    await api().post('/api/mercadopago').set(world.ana.auth).send({ orderId: 'x' }).expect(400);
    await api().post('/api/mercadopago').set(world.ana.auth).send({ orderId: 999_999 }).expect(404);
    const cart = await world.prisma.order.findFirstOrThrow({
      where: { userId: world.ana.user.id, state: 'Cart' },
    });
    const res = await api()
      .post('/api/mercadopago')
      .set(world.ana.auth)
      .send({ orderId: cart.id })
      .expect(409);
    expect(res.body.error).toBe(PAYMENT_MESSAGES.orderNotPayable);
    await world.prisma.order.update({
      where: { id: orderId },
      data: { reservedUntil: new Date(Date.now() - 1000) },
    });
    const expired = await api()
      .post('/api/mercadopago')
      .set(world.ana.auth)
      .send({ orderId })
      .expect(409);
    expect(expired.body.error).toBe(PAYMENT_MESSAGES.orderExpired);
  });

  it('answers 502 in Spanish when Mercado Pago cannot be reached, and the order stays Created', async () => {
    const closed = await freePort();
    const app = createApp({
      prisma: world.prisma,
      config: testConfig(authEnv({ MP_API_URL: `http://127.0.0.1:${closed}` })),
      logger: pino({ level: 'silent' }),
    });
    const orderId = await simpleOrder();
    const res = await request(app)
      .post('/api/mercadopago')
      .set(world.ana.auth)
      .send({ orderId })
      .expect(502);
    expect(res.body).toEqual({ error: 'No pudimos conectar con Mercado Pago, intentá nuevamente' });
    expect((await order(orderId)).state).toBe('Created');
  });
});

describe('POST /api/mercadopago/webhook', () => {
  it('refuses a missing or bad signature and changes nothing', async () => {
    const orderId = await simpleOrder();
    const payment = providerPayment(orderId, 'approved');
    const before = await world.prisma.paymentNotification.count();
    await sendWebhook(payment.id, {}).expect(401);
    await sendWebhook(payment.id, webhookHeaders('otro-secreto', payment.id)).expect(401);
    // Signed for another payment id.
    await sendWebhook(payment.id, webhookHeaders(secret(), '123')).expect(401);
    const tampered = webhookHeaders(secret(), payment.id);
    // Flip the signature's first hex digit (a plain '0' would leave one signature in 16 intact).
    tampered['x-signature'] = String(tampered['x-signature']).replace(/v1=(.)/, (_match, digit) =>
      digit === '0' ? 'v1=1' : 'v1=0',
    );
    const res = await sendWebhook(payment.id, tampered).expect(401);
    expect(res.body.error).toBe(PAYMENT_MESSAGES.invalidSignature);
    expect(await order(orderId)).toMatchObject({ state: 'Created', paymentStatus: null });
    expect(await world.prisma.paymentNotification.count()).toBe(before);
    expect(await confirmedMails(orderId)).toBe(0);
  });

  it('completes the order on an approved payment and queues the confirmation mail', async () => {
    const orderId = await simpleOrder();
    const payment = providerPayment(orderId, 'approved');
    await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
    expect(await order(orderId)).toMatchObject({
      state: 'Complete',
      paymentId: payment.id,
      paymentStatus: 'approved',
    });
    expect(await confirmedMails(orderId)).toBe(1);
    const status = await api().get(`/api/order/${orderId}/payment`).set(world.ana.auth).expect(200);
    expect(status.body).toEqual({
      orderId,
      state: 'Complete',
      paymentStatus: 'approved',
      paymentStatusDetail: null,
      paymentId: payment.id,
    });
    await api().get(`/api/order/${orderId}/payment`).set(world.juan.auth).expect(403);
    await api().get(`/api/order/${orderId}/payment`).set(world.admin.auth).expect(200);
  });

  it('a rejected payment leaves the order payable with its reason, mails once, and a retry pays it', async () => {
    const before = await stockOf(world.prisma, lunes.id);
    const orderId = await simpleOrder();
    expect(await stockOf(world.prisma, lunes.id)).toBe(before - 1);
    const first = rejectedPayment(orderId);
    const headers = webhookHeaders(secret(), first.id);
    await sendWebhook(first.id, headers, 'payment.created').expect(200);
    expect(await order(orderId)).toMatchObject({
      state: 'Created',
      paymentId: first.id,
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
    });
    // The places stay reserved until reservedUntil: the order is still payable.
    expect(await stockOf(world.prisma, lunes.id)).toBe(before - 1);
    expect(await rejectedMails(orderId)).toBe(1);
    const mail = await renderOrderMail(world.prisma, 'paymentRejected', orderId, mp.baseUrl);
    expect(mail?.subject).toBe(`El pago fue rechazado: Pedido #${orderId}`);
    expect(mail?.text).toContain('la tarjeta no tiene fondos suficientes');
    expect(mail?.text).toContain('reintentar el pago');

    // A replay, and the same payment notified again under a new request id: no second mail.
    await sendWebhook(first.id, headers, 'payment.created').expect(200, {
      received: true,
      duplicate: true,
    });
    await sendWebhook(first.id, webhookHeaders(secret(), first.id)).expect(200);
    expect(await rejectedMails(orderId)).toBe(1);
    const status = await api().get(`/api/order/${orderId}/payment`).set(world.ana.auth).expect(200);
    expect(status.body).toEqual({
      orderId,
      state: 'Created',
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
      paymentId: first.id,
    });

    // 'Reintentar el pago': a new preference, a second rejection (its own mail), then approval.
    await api().post('/api/mercadopago').set(world.ana.auth).send({ orderId }).expect(200);
    const second = rejectedPayment(orderId);
    await sendWebhook(second.id, webhookHeaders(secret(), second.id)).expect(200);
    expect(await rejectedMails(orderId)).toBe(2);
    // A late notification of the first attempt changes nothing.
    await sendWebhook(first.id, webhookHeaders(secret(), first.id)).expect(200);
    expect(await rejectedMails(orderId)).toBe(2);
    expect((await order(orderId)).paymentId).toBe(second.id);
    const third = providerPayment(orderId, 'approved');
    await sendWebhook(third.id, webhookHeaders(secret(), third.id)).expect(200);
    expect(await order(orderId)).toMatchObject({
      state: 'Complete',
      paymentId: third.id,
      paymentStatus: 'approved',
      paymentStatusDetail: null,
    });
    expect(await confirmedMails(orderId)).toBe(1);
    expect(await rejectedMails(orderId)).toBe(2);
    expect(await stockOf(world.prisma, lunes.id)).toBe(before - 1);
  });

  it("'Cancelar' after a rejected payment cancels the order and gives the places back; the cart is kept", async () => {
    const before = await stockOf(world.prisma, lunes.id);
    const orderId = await simpleOrder(world.juan);
    // The checkout left the member a new, empty cart; a class goes into it.
    const cart = await world.prisma.order.findFirstOrThrow({
      where: { userId: world.juan.user.id, state: 'Cart' },
    });
    await world.prisma.orderLine.create({
      data: {
        orderId: cart.id,
        diaHoraId: miercoles.id,
        activityId: boxeo.id,
        quantity: 1,
        unitPrice: 5000,
        subtotal: 5000,
      },
    });
    const payment = rejectedPayment(orderId);
    await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
    expect((await order(orderId)).state).toBe('Created');
    expect(await world.prisma.orderLine.count({ where: { orderId: cart.id } })).toBe(1);
    expect((await order(cart.id)).state).toBe('Cart');
    await api().put(`/api/order/canceled/${orderId}`).set(world.juan.auth).expect(200);
    expect((await order(orderId)).state).toBe('Canceled');
    expect(await stockOf(world.prisma, lunes.id)).toBe(before);
    expect(await rejectedMails(orderId)).toBe(1);
    // The order is no longer payable.
    await api().post('/api/mercadopago').set(world.juan.auth).send({ orderId }).expect(409);
    await world.prisma.orderLine.deleteMany({ where: { orderId: cart.id } });
  });

  it('handles a replayed notification once', async () => {
    const orderId = await simpleOrder();
    const payment = providerPayment(orderId, 'approved');
    const headers = webhookHeaders(secret(), payment.id);
    await sendWebhook(payment.id, headers).expect(200);
    const replay = await sendWebhook(payment.id, headers).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    // Mercado Pago retrying with a new request id: stored, but no second effect.
    await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
    expect(
      await world.prisma.paymentNotification.count({
        where: { requestId: headers['x-request-id'] },
      }),
    ).toBe(1);
    expect(await confirmedMails(orderId)).toBe(1);
    expect((await order(orderId)).state).toBe('Complete');
  });

  it('ignores out-of-order news: never leaves Complete, never goes back to an older status', async () => {
    /** The provider says `status` at `at`, then 'pending' dated `earlier`. */
    const newsOutOfOrder = async (orderId: number, status: string, at: string, earlier: string) => {
      const payment = providerPayment(orderId, status, 3500, new Date(at));
      await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
      mp.sandbox.store.updatePayment(payment.id, 'pending', new Date(earlier));
      await sendWebhook(payment.id, webhookHeaders(secret(), payment.id)).expect(200);
    };
    const orderId = await simpleOrder();
    await newsOutOfOrder(orderId, 'approved', '2026-11-20T10:05:00Z', '2026-11-20T10:00:00Z');
    expect(await order(orderId)).toMatchObject({ state: 'Complete', paymentStatus: 'approved' });

    const other = await simpleOrder();
    await newsOutOfOrder(other, 'in_process', '2026-11-20T11:00:00Z', '2026-11-20T10:59:00Z');
    expect(await order(other)).toMatchObject({ state: 'Created', paymentStatus: 'in_process' });
  });

  it('does not complete an order when the amount or currency differ', async () => {
    const orderId = await simpleOrder();
    const cheap = providerPayment(orderId, 'approved', 1);
    await sendWebhook(cheap.id, webhookHeaders(secret(), cheap.id)).expect(200);
    const dollars = mp.sandbox.store.addPayment({
      status: 'approved',
      externalReference: String(orderId),
      amount: 3500,
      currency: 'USD',
    });
    await sendWebhook(dollars.id, webhookHeaders(secret(), dollars.id)).expect(200);
    expect(await order(orderId)).toMatchObject({ state: 'Created', paymentStatus: null });
    const unknown = mp.sandbox.store.addPayment({
      status: 'approved',
      externalReference: '999999',
      amount: 1,
    });
    await sendWebhook(unknown.id, webhookHeaders(secret(), unknown.id)).expect(200);
  });

  it('ignores notifications that are not about payments', async () => {
    await api()
      .post('/api/mercadopago/webhook?data.id=77&type=merchant_order')
      .set(webhookHeaders(secret(), '77'))
      .send({ type: 'merchant_order', data: { id: '77' } })
      .expect(200, { received: true });
  });
});

describe('POST /api/mercadopago/confirm', () => {
  it('looks the payment up with the provider when the notification is late', async () => {
    const orderId = await simpleOrder();
    const payment = providerPayment(orderId, 'approved');
    await api()
      .post('/api/mercadopago/confirm')
      .set(world.juan.auth)
      .send({ orderId, paymentId: payment.id })
      .expect(403);
    const res = await api()
      .post('/api/mercadopago/confirm')
      .set(world.ana.auth)
      .send({ orderId, paymentId: payment.id })
      .expect(200);
    expect(res.body).toEqual({
      orderId,
      state: 'Complete',
      paymentStatus: 'approved',
      paymentStatusDetail: null,
      paymentId: payment.id,
    });
    expect(await confirmedMails(orderId)).toBe(1);
  });

  it('refuses a payment of another order and an unknown payment', async () => {
    const orderId = await simpleOrder();
    const other = await simpleOrder();
    const payment = providerPayment(other, 'approved');
    const res = await api()
      .post('/api/mercadopago/confirm')
      .set(world.ana.auth)
      .send({ orderId, paymentId: payment.id })
      .expect(409);
    expect(res.body.error).toBe(PAYMENT_MESSAGES.paymentMismatch);
    await api()
      .post('/api/mercadopago/confirm')
      .set(world.ana.auth)
      .send({ orderId, paymentId: '1' })
      .expect(404);
    await api()
      .post('/api/mercadopago/confirm')
      .set(world.ana.auth)
      .send({ orderId, paymentId: 'abc', status: 'approved' })
      .expect(400);
    expect((await order(orderId)).state).toBe('Created');
    expect((await order(other)).state).toBe('Created');
  });
});

describe('the sandbox round trip over HTTP', () => {
  async function payInSandbox(orderId: number, decision: 'approve' | 'reject') {
    const { body } = await api()
      .post('/api/mercadopago')
      .set(world.ana.auth)
      .send({ orderId })
      .expect(200);
    const pagePath = new URL(body as string).pathname;
    const page = await api().get(pagePath).expect(200);
    expect(page.text).toContain('Aprobar pago');
    expect(page.text).toContain('Rechazar pago');
    expect(page.text).toContain(`Pedido #${orderId}`);
    const res = await api().post(pagePath).type('form').send({ decision }).expect(303);
    return new URL(res.headers.location as string);
  }

  it('approves: the signed notification completes the order before the browser is back', async () => {
    const orderId = await simpleOrder();
    const back = await payInSandbox(orderId, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${mp.baseUrl}/sociodashboard`);
    expect(back.searchParams.get('seccion')).toBe('compras');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe(String(orderId));
    const paymentId = back.searchParams.get('payment_id');
    expect(await order(orderId)).toMatchObject({
      state: 'Complete',
      paymentId,
      paymentStatus: 'approved',
    });
    const notification = await world.prisma.paymentNotification.findFirstOrThrow({
      where: { paymentId: paymentId ?? '' },
    });
    expect(notification).toMatchObject({ signatureValid: true, status: 'approved', orderId });
    expect(await confirmedMails(orderId)).toBe(1);
  });

  it('rejects: the order stays payable with its places and the reason, and paying again completes it', async () => {
    const before = await stockOf(world.prisma, miercoles.id);
    const orderId = await createdOrder(world.prisma, world.ana.user, [
      { diaHoraId: miercoles.id, activityId: boxeo.id, quantity: 3 },
    ]);
    expect(await stockOf(world.prisma, miercoles.id)).toBe(before - 3);
    const back = await payInSandbox(orderId, 'reject');
    expect(back.searchParams.get('status')).toBe('rejected');
    expect(await order(orderId)).toMatchObject({
      state: 'Created',
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
    });
    expect(await stockOf(world.prisma, miercoles.id)).toBe(before - 3);
    expect(await rejectedMails(orderId)).toBe(1);
    // The browser's lookup on the way back finds it applied: no second mail.
    await api()
      .post('/api/mercadopago/confirm')
      .set(world.ana.auth)
      .send({ orderId, paymentId: back.searchParams.get('payment_id') })
      .expect(200);
    expect(await rejectedMails(orderId)).toBe(1);
    await payInSandbox(orderId, 'approve');
    expect((await order(orderId)).state).toBe('Complete');
    expect(await stockOf(world.prisma, miercoles.id)).toBe(before - 3);
  });
});
