// PostgreSQL only: 'El pago fue rechazado' is mailed once per rejected payment, however many
// copies of its notification (and browser lookups) arrive at the same time.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsApp, webhookHeaders, type PaymentsApp } from '../payments-support.ts';
import { checkedOut, insertShop } from '../support/orders.ts';
import { authEnv, signedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
let mp: PaymentsApp;

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, authEnv());
});

afterAll(async () => {
  await mp?.close();
});

describe('a rejected payment on PostgreSQL under concurrent notifications', () => {
  it('20 replays of one notification, 20 re-sends with new request ids and 10 lookups: one mail, the order still payable', async () => {
    const shop = await insertShop(world.prisma);
    const member = await signedInUser(world.prisma);
    const orderId = await checkedOut(world.app, member, [
      { diaHoraId: shop.slots.lunes.id, quantity: 1 },
    ]);
    const payment = mp.sandbox.store.addPayment({
      status: 'rejected',
      statusDetail: 'cc_rejected_insufficient_amount',
      externalReference: String(orderId),
      amount: 9999,
    });
    const path = `/api/mercadopago/webhook?data.id=${payment.id}&type=payment&source_news=webhooks`;
    const body = { action: 'payment.updated', type: 'payment', data: { id: payment.id } };
    const replayed = webhookHeaders(mp.config.mercadoPago.webhookSecret, payment.id);
    const send = (headers: Record<string, string>) =>
      request(mp.baseUrl).post(path).set(headers).send(body);

    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => send(replayed)),
      ...Array.from({ length: 20 }, () =>
        send(webhookHeaders(mp.config.mercadoPago.webhookSecret, payment.id)),
      ),
      ...Array.from({ length: 10 }, () =>
        request(mp.baseUrl)
          .post('/api/mercadopago/confirm')
          .set(member.auth)
          .send({ orderId, paymentId: payment.id }),
      ),
    ]);

    expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(
      await world.prisma.emailOutbox.count({ where: { orderId, kind: 'paymentRejected' } }),
    ).toBe(1);
    expect(await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      state: 'Created',
      paymentId: payment.id,
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
    });
    // Exactly one notification or lookup applied it; every other one found it applied.
    const outcomes = await world.prisma.paymentNotification.findMany({
      where: { paymentId: payment.id },
      select: { payload: true },
    });
    const applied = outcomes.filter(
      ({ payload }) => (payload as { outcome?: string }).outcome === 'rejected',
    );
    expect(applied).toHaveLength(1);
    // 21 request ids (one replayed 20 times) and 10 lookups.
    expect(outcomes).toHaveLength(31);
    const slot = await world.prisma.diaHora.findUniqueOrThrow({
      where: { id: shop.slots.lunes.id },
    });
    expect(slot.stock).toBe(9);
  });
});
