// Débito automático (issue 33), the month's changes: 'Aumento de cuota' (set with notice, mailed to
// the members whose débito pays for the class, applied once on its day to the class and to each
// débito at Mercado Pago) and 'Congelar' (the end moves, the débito pauses and resumes, the
// frozen days' sessions are not the member's and check-in says 'Congelada').
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import {
  FREEZE_MESSAGES,
  PRICE_CHANGE_MESSAGES,
  addDays,
  formatMoney,
  type FreezeDto,
  type PriceChangeDto,
} from '@power-gym/contracts';
import type { DiaHora } from '../src/generated/prisma/client.ts';
import { resumeEndedFreezes } from '../src/domain/subscriptions/freezes.ts';
import { applyDuePriceChanges } from '../src/domain/subscriptions/price-changes.ts';
import { syncSubscriptions } from '../src/domain/subscriptions/sync.ts';
import { heldBy } from '../src/domain/sessions.ts';
import { gymToday } from '../src/lib/local-period.ts';
import { mercadoPagoProvider } from '../src/lib/mercadopago-provider.ts';
import { activeDebit, paidMembership } from './support/debits.ts';
import { authEnv, type SignedInUser } from './support/tokens.ts';
import { createdOrder, startPaymentsApp, type PaymentsApp } from './payments-support.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ members: ['Ana', 'Juan'], admin: true });
const DAY = 86_400_000;
const logger = pino({ level: 'silent' });
let mp: PaymentsApp;
let slot: DiaHora;

const api = () => request(mp.baseUrl);
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const provider = () => mercadoPagoProvider(mp.config.mercadoPago);

const paidOrder = (member: SignedInUser = world.ana) =>
  paidMembership(world.prisma, member.user, slot);

/** A paid membership whose débito the member authorised in the sandbox. */
async function debited(member: SignedInUser = world.ana) {
  const orderId = await paidOrder(member);
  const { preapprovalId } = await activeDebit(mp, member, orderId);
  return { orderId, preapprovalId };
}

beforeAll(async () => {
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

describe("'Aumento de cuota'", () => {
  const rise = (body: unknown, auth = world.admin.auth) =>
    api()
      .post(`/api/activity/${slot.activityId}/price-changes`)
      .set(auth)
      .send(body as object);

  it('is set with notice, mailed to each member with a débito, applied once on its day', async () => {
    const { preapprovalId } = await debited(world.ana);
    await paidOrder(world.juan); // no débito: no mail
    const day = addDays(gymToday(), 30);

    await rise({ price: 5000, effectiveFrom: addDays(gymToday(), 29) }).expect(400, {
      error: PRICE_CHANGE_MESSAGES.tooSoon,
    });
    await rise({ price: 4000, effectiveFrom: day }).expect(409, {
      error: PRICE_CHANGE_MESSAGES.samePrice,
    });
    await rise({ price: 5000, effectiveFrom: day }, world.ana.auth).expect(403);
    const created = (await rise({ price: 5000, effectiveFrom: day }).expect(201))
      .body as PriceChangeDto;
    expect(created).toMatchObject({
      price: 5000,
      effectiveFrom: day,
      state: 'Programado',
      noticed: 1,
    });
    await rise({ price: 5500, effectiveFrom: day }).expect(409, {
      error: PRICE_CHANGE_MESSAGES.duplicate,
    });
    const notices = await world.prisma.emailOutbox.findMany({
      where: { subject: { startsWith: 'Aumento de cuota' } },
    });
    expect(notices.map((mail) => mail.to)).toEqual([world.ana.user.email]);
    expect(notices[0]?.text).toContain(
      `pasa de ${formatMoney(4000)} a ${formatMoney(5000)} por mes`,
    );

    // Not yet: nothing changes. On its day: the class and the débito, once.
    expect(await applyDuePriceChanges(world.prisma)).toBe(0);
    const onTheDay = new Date(Date.now() + 30 * DAY + 60_000);
    expect(await applyDuePriceChanges(world.prisma, onTheDay)).toBe(1);
    expect(await applyDuePriceChanges(world.prisma, onTheDay)).toBe(0);
    expect(
      (await world.prisma.activity.findUniqueOrThrow({ where: { id: slot.activityId ?? 0 } }))
        .price,
    ).toBe(5000);
    expect(
      await world.prisma.subscription.findUniqueOrThrow({ where: { preapprovalId } }),
    ).toMatchObject({ status: 'Active' });
    expect(mp.sandbox.store.preapproval(preapprovalId)?.amount).toBe(4000);
    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(1);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.amount).toBe(5000);
    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(0);

    const listed = (
      await api()
        .get(`/api/activity/${slot.activityId}/price-changes`)
        .set(world.admin.auth)
        .expect(200)
    ).body as PriceChangeDto[];
    expect(listed.map((change) => change.state)).toEqual(['Aplicado']);
    await api()
      .delete(`/api/activity/${slot.activityId}/price-changes/${created.id}`)
      .set(world.admin.auth)
      .expect(409, { error: PRICE_CHANGE_MESSAGES.alreadyApplied });
  });

  it('can be withdrawn before its day, and then never applies', async () => {
    const day = addDays(gymToday(), 40);
    const created = (await rise({ price: 6000, effectiveFrom: day }).expect(201))
      .body as PriceChangeDto;
    const withdrawn = await api()
      .delete(`/api/activity/${slot.activityId}/price-changes/${created.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(withdrawn.body).toMatchObject({ state: 'Retirado' });
    expect(await applyDuePriceChanges(world.prisma, new Date(Date.now() + 41 * DAY))).toBe(0);
    expect(
      (await world.prisma.activity.findUniqueOrThrow({ where: { id: slot.activityId ?? 0 } }))
        .price,
    ).toBe(4000);
    await api()
      .delete(`/api/activity/${slot.activityId}/price-changes/999999`)
      .set(world.admin.auth)
      .expect(404);
  });
});

describe("'Congelar'", () => {
  const freeze = (orderId: number, days: unknown, auth = world.ana.auth) =>
    api().post(`/api/order/${orderId}/freeze`).set(auth).send({ days });

  it('moves the end by the frozen days, pauses the débito, and it resumes by itself', async () => {
    const { orderId, preapprovalId } = await debited();
    const before = await orderOf(orderId);
    await freeze(orderId, 6).expect(400);
    expect((await freeze(orderId, 6)).body.fields).toEqual({ days: FREEZE_MESSAGES.daysInvalid });
    await freeze(orderId, 31).expect(400);
    await freeze(orderId, 7, world.juan.auth).expect(403);
    const frozen = (await freeze(orderId, 7).expect(201)).body as FreezeDto;
    expect(frozen).toMatchObject({ days: 7, daysLeft: 23 });
    const after = await orderOf(orderId);
    expect(after.periodEnd?.getTime()).toBe((before.periodEnd?.getTime() ?? 0) + 7 * DAY);
    expect(frozen.periodEnd).toBe(after.periodEnd?.toISOString());
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('paused');
    await freeze(orderId, 7).expect(409, { error: FREEZE_MESSAGES.alreadyFrozen });

    // The frozen days' sessions are not hers; the place stays held.
    const inside = new Date(Date.now() + 2 * DAY);
    expect((await heldBy(world.prisma, slot.id, inside, world.ana.user.id)).paid).toBe(false);
    expect(
      (await heldBy(world.prisma, slot.id, new Date(Date.now() + 9 * DAY), world.ana.user.id)).paid,
    ).toBe(true);
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock).toBe(
      4,
    );

    // Seven days on, the sync job resumes the débito, once.
    const later = new Date(Date.now() + 7 * DAY + 60_000);
    expect(await resumeEndedFreezes(world.prisma, later)).toBe(1);
    expect(await resumeEndedFreezes(world.prisma, later)).toBe(0);
    expect(await syncSubscriptions(world.prisma, provider(), logger)).toBe(1);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('authorized');
  });

  it('ends early on request: the unused days come off the end, the débito resumes', async () => {
    const { orderId, preapprovalId } = await debited();
    const before = await orderOf(orderId);
    await api().delete(`/api/order/${orderId}/freeze`).set(world.ana.auth).expect(404, {
      error: FREEZE_MESSAGES.notFrozen,
    });
    await freeze(orderId, 10).expect(201);
    const ended = (
      await api().delete(`/api/order/${orderId}/freeze`).set(world.ana.auth).expect(200)
    ).body as FreezeDto;
    const after = await orderOf(orderId);
    // Ended within a minute of starting: the end is back within that minute.
    expect(
      Math.abs((after.periodEnd?.getTime() ?? 0) - (before.periodEnd?.getTime() ?? 0)),
    ).toBeLessThan(60_000);
    expect(ended.days).toBe(1);
    expect(mp.sandbox.store.preapproval(preapprovalId)?.status).toBe('authorized');
  });

  it('allows FREEZE_DAYS_PER_YEAR days in twelve months, and only a running paid membership', async () => {
    const first = await paidOrder();
    await freeze(first, 25).expect(201);
    const second = await paidOrder();
    await freeze(second, 7).expect(409, { error: FREEZE_MESSAGES.yearLimit });
    await freeze(second, 5).expect(400);
    const unpaid = await createdOrder(world.prisma, world.juan.user, [
      { diaHoraId: slot.id, activityId: slot.activityId ?? 0, quantity: 1 },
    ]);
    await freeze(unpaid, 7, world.juan.auth).expect(409, { error: FREEZE_MESSAGES.notFreezable });
  });

  it("check-in says 'Congelada' while frozen and records nothing", async () => {
    const desk = world.admin;
    const orderId = await paidOrder();
    await freeze(orderId, 7).expect(201);
    const res = await api()
      .post('/api/checkin')
      .set(desk.auth)
      .send({ userId: world.ana.user.id })
      .expect(200);
    expect(res.body).toMatchObject({ result: 'Congelada' });
    expect(await world.prisma.attendance.count()).toBe(0);
  });
});
