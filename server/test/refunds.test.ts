// Refunds (issue 21): an admin cancelling a paid order refunds it in full through Mercado Pago
// (the local sandbox over HTTP), once, whoever asks first: the admin, a double click, the refund's
// own notification or a refund made from Mercado Pago's panel.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ORDER_MESSAGES, type OrderDto } from '@power-gym/contracts';
import type { DiaHora } from '../src/generated/prisma/client.ts';
import { buildApp } from './support/app.ts';
import { authEnv, type SignedInUser } from './support/tokens.ts';
import {
  createdOrder,
  startPaymentsApp,
  webhookHeaders,
  type PaymentsApp,
} from './payments-support.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ members: ['Ana', 'Juan'], admin: true });
let mp: PaymentsApp;
let slot: DiaHora;

const api = () => request(mp.baseUrl);
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const stock = async () =>
  (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock;
const refundMails = (orderId: number) =>
  world.prisma.emailOutbox.count({ where: { orderId, kind: 'orderRefunded' } });
const cancelAsAdmin = (orderId: number) =>
  api().put(`/api/order/${orderId}`).set(world.admin.auth).send({ state: 'Canceled' });

function notify(paymentId: string, requestId?: ReturnType<typeof randomUUID>) {
  return api()
    .post(`/api/mercadopago/webhook?data.id=${paymentId}&type=payment&source_news=webhooks`)
    .set(webhookHeaders(mp.config.mercadoPago.webhookSecret, paymentId, requestId))
    .send({ action: 'payment.updated', type: 'payment', data: { id: paymentId } });
}

/** A place on the slot, paid at the sandbox and notified: a Complete order with a membership. */
async function paidOrder(
  member: SignedInUser = world.ana,
): Promise<{ id: number; paymentId: string }> {
  const id = await createdOrder(world.prisma, member.user, [
    { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity: 1 },
  ]);
  const payment = mp.sandbox.store.addPayment({
    status: 'approved',
    externalReference: String(id),
    amount: 4000,
    notificationUrl: `${mp.baseUrl}/api/mercadopago/webhook?source_news=webhooks`,
  });
  await notify(payment.id).expect(200);
  expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
  return { id, paymentId: payment.id };
}

/** The sandbox notifies a refund after answering it: wait until that notification was handled. */
async function refundNotificationHandled(paymentId: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const seen = await world.prisma.paymentNotification.count({
      where: { paymentId, status: 'refunded' },
    });
    if (seen > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no refund notification for payment ${paymentId}`);
}

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, authEnv());
});

// A refund's own notification must not reach the app while the next test empties the database.
afterEach(() => mp.sandbox.settled());

afterAll(async () => {
  await mp?.close();
});

beforeEach(async () => {
  const activity = await world.prisma.activity.create({
    data: { name: 'Funcional', image: '/f.jpg', description: 'Funcional', price: 4000 },
  });
  slot = await world.prisma.diaHora.create({
    data: { day: 'Martes', hour: '20:00', capacity: 2, stock: 2, activityId: activity.id },
  });
});

describe('an admin cancelling a paid order', () => {
  it('refunds the payment in full, ends the membership, frees the place for the waitlist, once', async () => {
    const { id, paymentId } = await paidOrder();
    await paidOrder(world.admin);
    await api().post(`/api/diahora/${slot.id}/waitlist`).set(world.juan.auth).send({}).expect(201);

    const res = await cancelAsAdmin(id).expect(200);
    expect((res.body as { order: OrderDto }).order).toMatchObject({
      id,
      state: 'Refunded',
      paymentStatus: 'refunded',
    });
    expect(mp.sandbox.store.payment(paymentId)?.status).toBe('refunded');
    const order = await orderOf(id);
    expect(order).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(order.refundedAt).not.toBeNull();
    expect(await refundMails(id)).toBe(1);
    // The place went to Juan, first in line.
    expect(await stock()).toBe(0);
    const [offer] = await world.prisma.waitlistEntry.findMany({
      where: { userId: world.juan.user.id },
    });
    expect(offer?.offerOrderId).not.toBeNull();

    // Mercado Pago's own notification of that refund, a second click, a replay: nothing more.
    await refundNotificationHandled(paymentId);
    await cancelAsAdmin(id).expect(200);
    await notify(paymentId).expect(200);
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(await refundMails(id)).toBe(1);
    expect(await stock()).toBe(0);
    expect(
      await world.prisma.order.count({ where: { userId: world.juan.user.id, state: 'Created' } }),
    ).toBe(1);
  });

  it('refunds once when two clicks arrive together', async () => {
    const { id } = await paidOrder();
    const [first, second] = await Promise.all([cancelAsAdmin(id), cancelAsAdmin(id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await refundMails(id)).toBe(1);
    expect(await stock()).toBe(2);
  });

  it('keeps the order paid and says why when Mercado Pago refuses or is down; a retry works', async () => {
    const { id, paymentId } = await paidOrder();
    const down = buildApp(world.prisma, authEnv({ MP_API_URL: 'http://127.0.0.1:9/mp' }));
    const res = await request(down)
      .put(`/api/order/${id}`)
      .set(world.admin.auth)
      .send({ state: 'Canceled' })
      .expect(502);
    expect(res.body).toEqual({ error: ORDER_MESSAGES.refundFailed });
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
    expect(await stock()).toBe(1);

    // A payment in mediation cannot be refunded: Mercado Pago answers 400.
    mp.sandbox.store.updatePayment(paymentId, 'in_mediation');
    expect((await cancelAsAdmin(id).expect(502)).body).toEqual({
      error: ORDER_MESSAGES.refundFailed,
    });
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });
    expect(await refundMails(id)).toBe(0);

    mp.sandbox.store.updatePayment(paymentId, 'approved');
    await cancelAsAdmin(id).expect(200);
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded' });
    expect(await stock()).toBe(2);
  });
});

describe("a refund made from Mercado Pago's panel", () => {
  it('refunds the order when its notification arrives, once', async () => {
    const { id, paymentId } = await paidOrder();
    mp.sandbox.store.updatePayment(paymentId, 'refunded');
    const requestId = randomUUID();
    await notify(paymentId, requestId).expect(200);
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(await stock()).toBe(2);
    await notify(paymentId, requestId).expect(200);
    await notify(paymentId).expect(200);
    await cancelAsAdmin(id).expect(200);
    expect(await refundMails(id)).toBe(1);
    expect(await stock()).toBe(2);
  });
});

describe('refunds and renewals', () => {
  it('a refunded renewal hands the places back to the membership it renewed', async () => {
    const first = await paidOrder();
    const renewal = await api().post(`/api/order/${first.id}/renew`).set(world.ana.auth).send({});
    expect(renewal.status).toBe(201);
    const renewalId = (renewal.body as OrderDto).id;
    await api()
      .put(`/api/order/${renewalId}`)
      .set(world.admin.auth)
      .send({ state: 'Complete' })
      .expect(200);
    expect(await orderOf(first.id)).toMatchObject({ membership: 'Renewed' });
    expect(await stock()).toBe(1);

    await cancelAsAdmin(renewalId).expect(200);
    expect(await orderOf(renewalId)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(await orderOf(first.id)).toMatchObject({ state: 'Complete', membership: 'Active' });
    expect(await stock()).toBe(1);
  });

  it('refunding an order cancels its renewal waiting for payment, and the places come back', async () => {
    const first = await paidOrder();
    const renewal = await api().post(`/api/order/${first.id}/renew`).set(world.ana.auth).send({});
    const renewalId = (renewal.body as OrderDto).id;
    await cancelAsAdmin(first.id).expect(200);
    expect(await orderOf(renewalId)).toMatchObject({ state: 'Canceled' });
    expect(await orderOf(first.id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(await stock()).toBe(2);
  });
});

describe("the spec's cancel, PUT /order/canceled/{id}", () => {
  it('refunds a paid order for an admin as PUT /order/{id} does; the member is still refused', async () => {
    const { id, paymentId } = await paidOrder();
    const cancel = (member: SignedInUser) =>
      api().put(`/api/order/canceled/${id}`).set(member.auth).send({});
    expect((await cancel(world.ana).expect(409)).body).toEqual({
      error: ORDER_MESSAGES.completeCannotCancel,
    });
    expect(await orderOf(id)).toMatchObject({ state: 'Complete', membership: 'Active' });

    const res = await cancel(world.admin).expect(200);
    expect((res.body as { order: OrderDto }).order).toMatchObject({
      id,
      state: 'Refunded',
      paymentStatus: 'refunded',
    });
    expect(mp.sandbox.store.payment(paymentId)?.status).toBe('refunded');
    expect(await orderOf(id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect(await stock()).toBe(2);
    await refundNotificationHandled(paymentId);
    await cancel(world.admin).expect(200);
    expect(await refundMails(id)).toBe(1);
  });
});
