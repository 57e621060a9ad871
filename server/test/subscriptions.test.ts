// Débito automático (issue 33): a member turns it on for a paid membership, authorises it in the
// Mercado Pago sandbox (over HTTP, through the SDK), and each monthly charge, read back from the
// sandbox after its signed notification, extends the membership once, leaves a paid order and a
// receipt; a rejected charge mails a link; cancelling stops the charges; a membership that ends
// cancels its débito, and a charge that finds nothing to extend is refunded.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES, type MembershipDto } from '@power-gym/contracts';
import type { DiaHora } from '../src/generated/prisma/client.ts';
import { renderOrderMail } from '../src/domain/outbox/index.ts';
import { syncSubscriptions } from '../src/domain/subscriptions/sync.ts';
import { mercadoPagoProvider } from '../src/lib/mercadopago-provider.ts';
import { bookings } from './support/memberships.ts';
import {
  activeDebit as activeDebitAs,
  authorise as authoriseAt,
  paidMembership,
  startDebit as startDebitAs,
} from './support/debits.ts';
import { authEnv, type SignedInUser } from './support/tokens.ts';
import {
  createdOrder,
  startPaymentsApp,
  webhookHeaders,
  type PaymentsApp,
} from './payments-support.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ members: ['Ana', 'Juan'], admin: true });
const DAY = 86_400_000;
const logger = pino({ level: 'silent' });
let mp: PaymentsApp;
let slot: DiaHora;

const api = () => request(mp.baseUrl);
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const mails = (kind: 'subscriptionCharged' | 'subscriptionRejected') =>
  world.prisma.emailOutbox.findMany({ where: { kind }, orderBy: { id: 'asc' } });
const subscriptionOf = (preapprovalId: string) =>
  world.prisma.subscription.findUniqueOrThrow({ where: { preapprovalId } });
const provider = () => mercadoPagoProvider(mp.config.mercadoPago);

function notify(topic: string, dataId: string, headers = webhookHeaders(secret(), dataId)) {
  return api()
    .post(`/api/mercadopago/webhook?data.id=${dataId}&type=${topic}&source_news=webhooks`)
    .set(headers)
    .send({ action: 'updated', type: topic, data: { id: dataId } });
}
const secret = () => mp.config.mercadoPago.webhookSecret;

const paidOrder = (member: SignedInUser = world.ana) =>
  paidMembership(world.prisma, member.user, slot, 2);
const startDebit = (orderId: number, member: SignedInUser = world.ana) =>
  startDebitAs(mp, member, orderId);
const authorise = (url: string) => authoriseAt(mp, url);
const activeDebit = (orderId: number) => activeDebitAs(mp, world.ana, orderId);

const memberships = async (member: SignedInUser = world.ana) =>
  (await api().get('/api/membership').set(member.auth).expect(200)).body as MembershipDto[];

beforeAll(async () => {
  // One member starts many débitos here; the limit itself is the attack suite's.
  mp = await startPaymentsApp(world.prisma, { ...authEnv(), PAYMENT_RATE_LIMIT: '1000' });
});
afterEach(() => mp.sandbox.settled());
afterAll(async () => {
  await mp?.close();
});

beforeEach(async () => {
  const activity = await world.prisma.activity.create({
    data: { name: 'Funcional', image: '/f.jpg', description: 'Funcional', price: 4000 },
  });
  slot = await world.prisma.diaHora.create({
    data: { day: 'Martes', hour: '20:00', capacity: 5, stock: 5, activityId: activity.id },
  });
});

describe('turning the débito on', () => {
  it('creates a subscription for the monthly amount at today’s prices, once however often asked', async () => {
    const orderId = await paidOrder();
    await world.prisma.activity.update({
      where: { id: slot.activityId ?? 0 },
      data: { price: 4500 },
    });
    const { url, preapprovalId } = await startDebit(orderId);
    expect(url).toBe(
      `${mp.baseUrl}/mp-sandbox/subscriptions/checkout?preapproval_id=${preapprovalId}`,
    );
    // A second click answers the same page: one subscription.
    expect((await startDebit(orderId)).url).toBe(url);
    expect(await world.prisma.subscription.count()).toBe(1);

    const order = await orderOf(orderId);
    const remote = mp.sandbox.store.preapproval(preapprovalId);
    expect(remote).toMatchObject({ status: 'pending', amount: 9000 });
    const [row] = await memberships();
    expect(row?.subscription).toEqual({ status: 'Pendiente', amount: 9000, nextChargeAt: null });

    const back = await authorise(url);
    expect(back).toContain('/sociodashboard?seccion=actividades');
    expect(back).toContain(`preapproval_id=${preapprovalId}`);
    const [authorised] = await memberships();
    // Charged two days before the period ends, so a retried charge still finds it running.
    expect(authorised?.subscription).toEqual({
      status: 'Activa',
      amount: 9000,
      nextChargeAt: new Date((order.periodEnd?.getTime() ?? 0) - 2 * DAY).toISOString(),
    });
    await api().post(`/api/order/${orderId}/subscription`).set(world.ana.auth).expect(409, {
      error: SUBSCRIPTION_MESSAGES.alreadyActive,
    });
  });

  it('is refused for an unpaid or ended membership, for someone else’s, and while Mercado Pago is down', async () => {
    const unpaid = await createdOrder(world.prisma, world.ana.user, [
      { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity: 1 },
    ]);
    await api().post(`/api/order/${unpaid}/subscription`).set(world.ana.auth).expect(409, {
      error: SUBSCRIPTION_MESSAGES.notActivatable,
    });
    const paid = await paidOrder();
    await api().post(`/api/order/${paid}/subscription`).set(world.juan.auth).expect(403);
    await api().post('/api/order/999999/subscription').set(world.ana.auth).expect(404);
    await api().post('/api/order/abc/subscription').set(world.ana.auth).expect(400);
    await world.prisma.order.update({ where: { id: paid }, data: { membership: 'Expired' } });
    await api().post(`/api/order/${paid}/subscription`).set(world.ana.auth).expect(409);

    const other = await paidOrder(world.juan);
    const down = await startPaymentsApp(world.prisma, {
      ...authEnv(),
      MP_API_URL: 'http://127.0.0.1:9/mp-sandbox',
    });
    try {
      await request(down.baseUrl)
        .post(`/api/order/${other}/subscription`)
        .set(world.juan.auth)
        .expect(502, { error: PAYMENT_MESSAGES.providerUnavailable });
    } finally {
      await down.close();
    }
    expect(await world.prisma.subscription.count()).toBe(0);
  });
});

describe('each month', () => {
  it('an approved charge extends the period once from its end, with a paid order and a receipt', async () => {
    const orderId = await paidOrder();
    const first = await orderOf(orderId);
    const { preapprovalId } = await activeDebit(orderId);
    const stock = (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock;

    const charge = await mp.sandbox.chargeSubscription(preapprovalId, 'approved');
    expect(charge.notified).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ membership: 'Renewed' });
    const renewal = await world.prisma.order.findFirstOrThrow({
      where: { renewsOrderId: orderId },
    });
    expect(renewal).toMatchObject({
      state: 'Complete',
      membership: 'Active',
      paymentId: charge.paymentId,
      periodStart: first.periodEnd,
      periodEnd: new Date((first.periodEnd?.getTime() ?? 0) + 30 * DAY),
    });
    expect(Number(renewal.total)).toBe(8000);
    expect(await subscriptionOf(preapprovalId)).toMatchObject({ orderId: renewal.id });
    const receipts = await mails('subscriptionCharged');
    expect(receipts.map((mail) => mail.orderId)).toEqual([renewal.id]);
    // The member keeps their places: none taken, none given back.
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock).toBe(
      stock,
    );

    // Replays, a new notification of the same charge, a forged one: nothing more.
    expect(
      await mp.sandbox.notifySubscription('subscription_authorized_payment', charge.chargeId),
    ).toBe(200);
    await notify('subscription_authorized_payment', charge.chargeId).expect(200);
    await notify('subscription_authorized_payment', charge.chargeId, {
      ...webhookHeaders('not-the-secret', charge.chargeId),
    }).expect(401);
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(1);
    expect(await mails('subscriptionCharged')).toHaveLength(1);

    // The next month's charge extends the renewal in turn.
    await mp.sandbox.chargeSubscription(preapprovalId, 'approved');
    const second = await world.prisma.order.findFirstOrThrow({
      where: { renewsOrderId: renewal.id },
    });
    expect(second.periodStart).toEqual(renewal.periodEnd);
    expect(await mails('subscriptionCharged')).toHaveLength(2);
    const [row] = await memberships();
    expect(row).toMatchObject({ orderId: second.id, subscription: { status: 'Activa' } });
  });

  it('a rejected charge mails a link to pay by hand, once, and changes nothing else', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    const charge = await mp.sandbox.chargeSubscription(preapprovalId, 'rejected');
    await mp.sandbox.notifySubscription('subscription_authorized_payment', charge.chargeId);
    const rejected = await mails('subscriptionRejected');
    expect(rejected.map((mail) => mail.orderId)).toEqual([orderId]);
    expect(await orderOf(orderId)).toMatchObject({ membership: 'Active' });
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(0);

    const mail = await renderOrderMail(world.prisma, 'subscriptionRejected', orderId, mp.baseUrl);
    expect(mail?.text).toContain('no pudo cobrar el débito automático de tu abono');
    expect(mail?.text).toContain(
      'Pagar mi abono: ' + `${mp.baseUrl}/sociodashboard?seccion=actividades`,
    );
  });
});

describe('cancelling', () => {
  it('the member cancels: cancelled at Mercado Pago, no further charge, the membership runs on', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    await api().delete(`/api/order/${orderId}/subscription`).set(world.juan.auth).expect(403);
    const res = await api()
      .delete(`/api/order/${orderId}/subscription`)
      .set(world.ana.auth)
      .expect(200);
    expect(res.body).toEqual({ status: 'Cancelada', amount: 8000, nextChargeAt: null });
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
    expect(await subscriptionOf(preapprovalId)).toMatchObject({
      status: 'Cancelled',
      providerStatus: 'Cancelled',
    });
    await expect(mp.sandbox.chargeSubscription(preapprovalId, 'approved')).rejects.toThrow();
    expect(await orderOf(orderId)).toMatchObject({ membership: 'Active' });
    await api().delete(`/api/order/${orderId}/subscription`).set(world.ana.auth).expect(404, {
      error: SUBSCRIPTION_MESSAGES.notFound,
    });
    const [row] = await memberships();
    expect(row?.subscription?.status).toBe('Cancelada');
    // And it can be turned on again.
    await startDebit(orderId);
  });

  it('cancelling from a screen that still shows the renewed order cancels the débito that moved on', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    await mp.sandbox.chargeSubscription(preapprovalId, 'approved');
    const renewal = await world.prisma.order.findFirstOrThrow({
      where: { renewsOrderId: orderId },
    });
    await api().delete(`/api/order/${orderId}/subscription`).set(world.ana.auth).expect(200);
    expect(await subscriptionOf(preapprovalId)).toMatchObject({
      orderId: renewal.id,
      status: 'Cancelled',
    });
  });

  it('refunding the purchase a débito began cancels it, even after a charge carried it to a renewal', async () => {
    const orderId = await paidOrder();
    // Paid by hand: the refund returns nothing through Mercado Pago, only the débito is its concern.
    await world.prisma.order.update({
      where: { id: orderId },
      data: { paymentId: `manual-${orderId}` },
    });
    const { preapprovalId } = await activeDebit(orderId);
    await mp.sandbox.chargeSubscription(preapprovalId, 'approved');
    const renewal = await world.prisma.order.findFirstOrThrow({
      where: { renewsOrderId: orderId },
    });

    await api()
      .put(`/api/order/${orderId}`)
      .set(world.admin.auth)
      .send({ state: 'Canceled' })
      .expect(200);
    expect(await orderOf(orderId)).toMatchObject({ state: 'Refunded' });
    expect(await subscriptionOf(preapprovalId)).toMatchObject({
      orderId: renewal.id,
      status: 'Cancelled',
    });
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
    // The month the débito paid stays paid, to its end.
    expect(await orderOf(renewal.id)).toMatchObject({ state: 'Complete', membership: 'Active' });
  });

  it('an admin cancels a member’s débito', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    await api().delete(`/api/order/${orderId}/subscription`).set(world.admin.auth).expect(200);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
  });

  it('a membership that ends cancels its débito, and a charge made meanwhile is given back', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    const order = await orderOf(orderId);
    const afterEnd = new Date((order.periodEnd?.getTime() ?? 0) + 60_000);
    expect(await bookings.expireMemberships(world.prisma, afterEnd)).toBeGreaterThan(0);
    expect(await subscriptionOf(preapprovalId)).toMatchObject({
      status: 'Cancelled',
      providerStatus: 'Active',
    });

    // Mercado Pago has not heard yet and charges: nothing to extend, so the money goes back.
    const charge = await mp.sandbox.chargeSubscription(preapprovalId, 'approved');
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(0);
    expect(
      await world.prisma.subscriptionCharge.findUniqueOrThrow({
        where: { chargeId: charge.chargeId },
      }),
    ).toMatchObject({ refundDue: true, refundedAt: null, orderId: null });

    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(2);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
    expect(mp.sandbox.store.payment(charge.paymentId)?.status).toBe('refunded');
    const refunded = await world.prisma.subscriptionCharge.findUniqueOrThrow({
      where: { chargeId: charge.chargeId },
    });
    expect(refunded.refundedAt).not.toBeNull();
    // A second pass finds nothing to do.
    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(0);
  });

  it('a cancellation Mercado Pago cannot hear now is sent by the sync job later', async () => {
    const orderId = await paidOrder();
    const { preapprovalId } = await activeDebit(orderId);
    const down = await startPaymentsApp(world.prisma, {
      ...authEnv(),
      MP_API_URL: 'http://127.0.0.1:9/mp-sandbox',
    });
    try {
      await request(down.baseUrl)
        .delete(`/api/order/${orderId}/subscription`)
        .set(world.ana.auth)
        .expect(200);
    } finally {
      await down.close();
    }
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('authorized');
    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(1);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('cancelled');
  });
});

describe('notifications', () => {
  it('of an unknown subscription or charge change nothing', async () => {
    await notify('subscription_preapproval', randomUUID().replaceAll('-', '')).expect(200);
    await notify('subscription_authorized_payment', '123456789').expect(200);
    expect(await world.prisma.subscriptionCharge.count()).toBe(0);
  });
});
