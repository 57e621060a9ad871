// Faults outside our process: the SMTP server down or refusing, and Mercado Pago failing, slow,
// hanging up or talking nonsense. (The database gone mid-request: test/pg/attack-database-cut,
// and test/database-down for PGlite; the server killed mid-burst: test/pg/attack-crash-restart.)
import { bookings } from '../support/memberships.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@power-gym/contracts';
import { createMailTransport, retryDelayMs, sendDueMails } from '../../src/jobs/mail-sender.ts';
import { SANDBOX_PATH, createMercadoPagoSandbox } from '../../src/sandbox/mercadopago.ts';
import { startSmtpCatcher } from '../../src/sandbox/smtp-catcher.ts';
import { freePort, webhookHeaders } from '../payments-support.ts';
import { testConfig } from '../support/app.ts';
import { listen } from '../support/listen.ts';
import { signedInUser, type SignedInUser } from '../support/tokens.ts';
import { createWorld, type World } from './support/world.ts';

type Fault = 'none' | 'error' | 'slow' | 'hangup' | 'garbage';

/** A Mercado Pago stand-in (the app's own sandbox) behind a switch that breaks it on demand. */
async function startFaultyMercadoPago() {
  const port = await freePort();
  const logger = pino({ level: 'silent' });
  const settings = testConfig().mercadoPago;
  const sandbox = createMercadoPagoSandbox({
    settings,
    publicUrl: `http://127.0.0.1:${port}`,
    logger,
  });
  const state = { fault: 'none' as Fault, requests: 0, delayMs: 1_500 };
  const app = express();
  app.use((req, res, next) => {
    state.requests += 1;
    switch (state.fault) {
      case 'error':
        setTimeout(() => res.status(500).json({ message: 'internal_error', status: 500 }), 200);
        return;
      case 'slow':
        setTimeout(next, state.delayMs);
        return;
      case 'hangup':
        req.socket.destroy();
        return;
      case 'garbage':
        res.status(200).type('html').send('<html>Bad gateway</html>');
        return;
      default:
        next();
    }
  });
  app.use(SANDBOX_PATH, sandbox.router);
  const close = await listen(app, port, '127.0.0.1');
  return { apiUrl: `http://127.0.0.1:${port}${SANDBOX_PATH}`, sandbox, state, close };
}

/** An SMTP server that answers every recipient with 451 (a temporary refusal). */
async function startGreylistingSmtp(port: number) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error = new Error('Greylisted, try again later') as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let mp: Awaited<ReturnType<typeof startFaultyMercadoPago>>;
let smtpPort: number;
let world: World;

beforeAll(async () => {
  mp = await startFaultyMercadoPago();
  // Nothing listens here until a test starts an SMTP server on it.
  smtpPort = await freePort();
  world = await createWorld({
    MP_API_URL: mp.apiUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
});

afterAll(async () => {
  await world?.close();
  await mp?.close();
});

const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const stock = async () =>
  (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: world.shop.slots.lunes.id } }))
    .stock;
/** Places held or paid on the Monday slot, from the orders themselves. */
const heldPlaces = async () =>
  (
    await world.prisma.orderLine.aggregate({
      where: {
        diaHoraId: world.shop.slots.lunes.id,
        order: { state: { in: ['Created', 'Complete'] } },
      },
      _sum: { quantity: true },
    })
  )._sum.quantity ?? 0;

async function expectStockMatchesOrders() {
  const slot = await world.prisma.diaHora.findUniqueOrThrow({
    where: { id: world.shop.slots.lunes.id },
  });
  expect(slot.capacity - slot.stock).toBe(await heldPlaces());
}

describe('the SMTP server down', () => {
  it('checkout does not wait for mail; the mail is kept and goes out once the server is back', async () => {
    const buyer = await signedInUser(world.prisma, { name: 'Correo' });
    const orderId = await world.cartWithLine(buyer);
    const started = Date.now();
    const res = await world.api().post('/api/order/checkout').set(buyer.auth).send({ orderId });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const where = { to: buyer.user.email };
    expect(await world.prisma.emailOutbox.findFirstOrThrow({ where })).toMatchObject({
      status: 'Pending',
      attempts: 0,
    });

    // The sender the server runs, with the configured SMTP_URL: nobody answers.
    const transport = createMailTransport(world.config.mail);
    const now = new Date();
    expect(await sendDueMails(world.prisma, transport, now)).toMatchObject({ sent: 0 });
    const kept = await world.prisma.emailOutbox.findFirstOrThrow({ where });
    expect(kept).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(kept.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Back, but refusing for now (451): still kept, tried again later.
    const refusing = await startGreylistingSmtp(smtpPort);
    const later = new Date(now.getTime() + retryDelayMs(1) + 1);
    try {
      expect(await sendDueMails(world.prisma, transport, later)).toMatchObject({ sent: 0 });
    } finally {
      await refusing.close();
    }
    const greylisted = await world.prisma.emailOutbox.findFirstOrThrow({ where });
    expect(greylisted).toMatchObject({ status: 'Pending', attempts: 2 });
    expect(greylisted.lastError).toMatch(/451/);

    const healthy = await startSmtpCatcher({ port: smtpPort });
    try {
      const evenLater = new Date(later.getTime() + retryDelayMs(2) + 1);
      expect(await sendDueMails(world.prisma, transport, evenLater)).toMatchObject({
        failed: 0,
      });
      const delivered = healthy.mailbox.list().filter((mail) => mail.to.includes(where.to));
      expect(delivered.map((mail) => mail.subject)).toEqual([`Recibimos tu pedido #${orderId}`]);
    } finally {
      await healthy.close();
    }
    expect(await world.prisma.emailOutbox.findFirstOrThrow({ where })).toMatchObject({
      status: 'Sent',
      attempts: 3,
    });
  });
});

describe('Mercado Pago failing or slow', () => {
  let payer: SignedInUser;

  beforeAll(async () => {
    payer = await signedInUser(world.prisma, { name: 'Pagador' });
  });

  it.each([
    ['answers 500', 'error'],
    ['hangs up', 'hangup'],
    ['answers something that is not its API', 'garbage'],
  ] as const)(
    'when it %s: 502 in Spanish, the order stays Created with its places',
    async (_what, fault) => {
      const orderId = await world.createdOrder(payer);
      const heldBefore = await heldPlaces();
      mp.state.fault = fault;
      try {
        const res = await world.api().post('/api/mercadopago').set(payer.auth).send({ orderId });
        expect(res.status).toBe(502);
        expect(res.body).toEqual({ error: PAYMENT_MESSAGES.providerUnavailable });
      } finally {
        mp.state.fault = 'none';
      }
      const order = await orderOf(orderId);
      expect(order.state).toBe('Created');
      expect(order.paymentId).toBeNull();
      expect(await heldPlaces()).toBe(heldBefore);
      await expectStockMatchesOrders();
      // Once it answers again the member can pay the same order.
      const retry = await world.api().post('/api/mercadopago').set(payer.auth).send({ orderId });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(expect.stringContaining('/checkout/'));
    },
  );

  it('when it is slow the member waits and gets the payment page', async () => {
    const orderId = await world.createdOrder(payer);
    mp.state.fault = 'slow';
    const started = Date.now();
    try {
      const res = await world.api().post('/api/mercadopago').set(payer.auth).send({ orderId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.stringContaining('/checkout/'));
    } finally {
      mp.state.fault = 'none';
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(mp.state.delayMs);
    expect((await orderOf(orderId)).state).toBe('Created');
  });

  it('a notification that cannot be checked is refused (502), then processed when Mercado Pago retries', async () => {
    const orderId = await world.createdOrder(payer);
    const payment = mp.sandbox.store.addPayment({
      status: 'approved',
      externalReference: String(orderId),
      amount: 9999,
    });
    const requestId = randomUUID();
    const notify = () =>
      world
        .api()
        .post(`/api/mercadopago/webhook?data.id=${payment.id}&type=payment`)
        .set(webhookHeaders(world.config.mercadoPago.webhookSecret, payment.id, requestId))
        .send({ action: 'payment.updated', type: 'payment', data: { id: payment.id } });

    mp.state.fault = 'error';
    try {
      const res = await notify();
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: PAYMENT_MESSAGES.providerUnavailable });
      const confirm = await world
        .api()
        .post('/api/mercadopago/confirm')
        .set(payer.auth)
        .send({ orderId, paymentId: payment.id });
      expect(confirm.status).toBe(502);
    } finally {
      mp.state.fault = 'none';
    }
    expect((await orderOf(orderId)).state).toBe('Created');

    // Mercado Pago sends the same notification again (same x-request-id).
    const replay = await notify();
    expect(replay.status).toBe(200);
    const paid = await orderOf(orderId);
    expect(paid.state).toBe('Complete');
    expect(paid.paymentId).toBe(payment.id);
    await expectStockMatchesOrders();
  });

  it('an order left unpaid while Mercado Pago was down gives its places back at expiry', async () => {
    const orderId = await world.createdOrder(payer);
    mp.state.fault = 'error';
    try {
      await world.api().post('/api/mercadopago').set(payer.auth).send({ orderId }).expect(502);
    } finally {
      mp.state.fault = 'none';
    }
    const stockBefore = await stock();
    const order = await orderOf(orderId);
    const minutes = world.config.reservationMinutes;
    expect(order.reservedUntil?.getTime()).toBeGreaterThan(Date.now() + (minutes - 1) * 60_000);

    // The sweep the server runs every minute, half an hour later.
    const afterExpiry = new Date((order.reservedUntil?.getTime() ?? 0) + 1_000);
    expect(await bookings.expireReservations(world.prisma, afterExpiry)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(orderId)).state).toBe('Canceled');
    expect(await stock()).toBeGreaterThanOrEqual(stockBefore + 1);
    await expectStockMatchesOrders();
    const late = await world.api().post('/api/mercadopago').set(payer.auth).send({ orderId });
    expect(late.status).toBe(409);
    expect([PAYMENT_MESSAGES.orderNotPayable, ORDER_MESSAGES.orderCanceled]).toContain(
      late.body.error,
    );
  });
});
