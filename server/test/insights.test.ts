// 'Resumen' and 'Exportar CSV' (issue 22): every figure checked against orders this test made,
// with a month boundary in America/Argentina/Buenos_Aires (UTC−3), refunds and renewals.
import { describe, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, MESSAGES, type InsightsDto } from '@power-gym/contracts';
import type { Prisma } from '../src/generated/prisma/client.ts';
import { compactInsightTotals } from '../src/domain/order-counts.ts';
import { getInsights } from '../src/features/insights/insights.service.ts';
import { asAdmin, expectAdminOnly } from './support/admin.ts';
import { checkedOut } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan', 'Eva'], admin: true });

/** 15 Nov 2026, 12:00 in Buenos Aires. */
const NOW = new Date('2026-11-15T15:00:00Z');
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

interface Paid {
  userId: number;
  slot: 'lunes' | 'miercoles';
  paidAt: string;
  periodEnd?: string;
  total?: number;
  discountPercent?: number;
  state?: 'Complete' | 'Refunded';
  membership?: 'Active' | 'Renewed' | 'Expired';
  renews?: number;
  refundedAt?: string;
  reminderAt?: string;
}

/** A paid order of one place, inserted as the server would have left it. */
async function paid(order: Paid): Promise<number> {
  const slot = world.shop.slots[order.slot];
  const price = order.slot === 'lunes' ? 9999 : 5000;
  const paidAt = at(order.paidAt);
  const start = order.renews ? at(order.paidAt) : paidAt;
  const end = order.periodEnd ? at(order.periodEnd) : new Date(start.getTime() + 30 * DAY);
  const data: Prisma.OrderUncheckedCreateInput = {
    userId: order.userId,
    state: order.state ?? 'Complete',
    total: order.total ?? price,
    discountCode: order.discountPercent ? 'POWER10' : null,
    discountPercent: order.discountPercent ?? null,
    paymentId: `pay-${order.paidAt}`,
    paidAt,
    refundedAt: order.refundedAt ? at(order.refundedAt) : null,
    membership: order.membership ?? 'Active',
    periodStart: start,
    periodEnd: end,
    reminderAt: order.reminderAt ? at(order.reminderAt) : new Date(end.getTime() - 3 * DAY),
    renewsOrderId: order.renews ?? null,
    placesTaken: order.renews === undefined,
    createdAt: paidAt,
    lines: {
      create: {
        diaHoraId: slot.id,
        activityId: slot.activityId ?? 0,
        quantity: 1,
        unitPrice: price,
        subtotal: price,
      },
    },
  };
  return (await world.prisma.order.create({ data, select: { id: true } })).id;
}

/** Seven orders around the October/November boundary; see each comment. */
async function history() {
  const { ana, juan, eva } = world;
  // Paid 31 Oct 23:30 in Buenos Aires (1 Nov 02:30 UTC): October's.
  const o1 = await paid({ userId: ana.user.id, slot: 'lunes', paidAt: '2026-11-01T02:30:00Z' });
  // Paid 1 Nov 00:30 in Buenos Aires with POWER10: November's, 500 of discount.
  const o2 = await paid({
    userId: juan.user.id,
    slot: 'miercoles',
    paidAt: '2026-11-01T03:30:00Z',
    total: 4500,
    discountPercent: 10,
  });
  // Eva's September membership, renewed before its end (20 Oct) by o4, which runs to 17 Nov.
  const o3 = await paid({
    userId: eva.user.id,
    slot: 'lunes',
    paidAt: '2026-09-20T15:00:00Z',
    membership: 'Renewed',
  });
  const o4 = await paid({
    userId: eva.user.id,
    slot: 'lunes',
    paidAt: '2026-10-10T15:00:00Z',
    renews: o3,
    periodEnd: '2026-11-17T15:00:00Z',
    reminderAt: '2026-11-14T15:00:00Z',
  });
  await world.prisma.order.update({
    where: { id: o4 },
    data: { periodStart: at('2026-10-20T15:00:00Z') },
  });
  // Paid in October, refunded on 3 Nov: October's sale, November's refund, lapsed in November.
  const o5 = await paid({
    userId: ana.user.id,
    slot: 'miercoles',
    paidAt: '2026-10-05T15:00:00Z',
    state: 'Refunded',
    membership: 'Expired',
    refundedAt: '2026-11-03T15:00:00Z',
  });
  // Juan's September membership, ended 1 Oct without renewal: lapsed in October.
  const o6 = await paid({
    userId: juan.user.id,
    slot: 'miercoles',
    paidAt: '2026-09-01T15:00:00Z',
    membership: 'Expired',
  });
  // A reservation (2 places on Monday) and a cancelled order: no sale.
  const reservation = await world.prisma.order.create({
    data: {
      userId: eva.user.id,
      state: 'Created',
      total: 19998,
      createdAt: at('2026-11-10T15:00:00Z'),
      reservedUntil: at('2026-11-15T15:30:00Z'),
      lines: {
        create: {
          diaHoraId: world.shop.slots.lunes.id,
          activityId: world.shop.activities.pilates.id,
          quantity: 2,
          unitPrice: 9999,
          subtotal: 19998,
        },
      },
    },
  });
  await world.prisma.order.create({
    data: {
      userId: ana.user.id,
      state: 'Canceled',
      total: 5000,
      createdAt: at('2026-11-02T15:00:00Z'),
    },
  });
  // Monday: o1, o4 and the reservation's 2 of 10. Wednesday: o2 alone fills its single place,
  // and Ana waits for it.
  await world.prisma.diaHora.update({
    where: { id: world.shop.slots.lunes.id },
    data: { capacity: 10, stock: 6 },
  });
  await world.prisma.diaHora.update({
    where: { id: world.shop.slots.miercoles.id },
    data: { capacity: 1, stock: 0 },
  });
  await world.prisma.waitlistEntry.create({
    data: { userId: ana.user.id, diaHoraId: world.shop.slots.miercoles.id },
  });
  await world.prisma.review.createMany({
    data: [
      { userId: ana.user.id, activityId: world.shop.activities.pilates.id, rating: 5 },
      { userId: juan.user.id, activityId: world.shop.activities.pilates.id, rating: 4 },
      { userId: eva.user.id, activityId: world.shop.activities.boxeo.id, rating: null },
    ],
  });
  return { o1, o2, o3, o4, o5, o6, reservation };
}

describe('GET /api/insights', () => {
  it('is for admins, and refuses a bad period', async () => {
    await expectAdminOnly(world, 'get', '/api/insights');
    const bad = await asAdmin(world, 'get', '/api/insights?from=2026-02-30&to=2026-01-01').expect(
      400,
    );
    expect(bad.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { from: INSIGHTS_MESSAGES.dateInvalid },
    });
    const reversed = await asAdmin(world, 'get', '/api/insights?from=2026-03-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ from: INSIGHTS_MESSAGES.rangeInvalid });
  });

  it('answers revenue by Buenos Aires month, paid minus refunded, with the discounts', async () => {
    await history();
    const insights = await getInsights(world.prisma, {}, NOW);
    expect(insights.from).toBe('2025-12-01');
    expect(insights.to).toBe('2026-11-15');
    expect(insights.revenue.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    const byMonth = new Map(insights.revenue.map((month) => [month.month, month]));
    expect(byMonth.get('2026-09')).toEqual({
      month: '2026-09',
      paid: '14999.00',
      refunded: '0.00',
      net: '14999.00',
      discounts: '0.00',
    });
    // o1 (31 Oct 23:30 local), o4 and o5: October's, though o1 is 1 Nov in UTC.
    expect(byMonth.get('2026-10')).toMatchObject({ paid: '24998.00', refunded: '0.00' });
    expect(byMonth.get('2026-11')).toEqual({
      month: '2026-11',
      paid: '4500.00',
      refunded: '5000.00',
      net: '-500.00',
      discounts: '500.00',
    });
    expect(byMonth.get('2026-08')).toMatchObject({ paid: '0.00', net: '0.00' });

    const october = await getInsights(world.prisma, { from: '2026-10-01', to: '2026-10-31' }, NOW);
    expect(october.revenue).toEqual([byMonth.get('2026-10')]);

    // The sweep folds the running totals into a row per local day; the months read the same.
    await compactInsightTotals(world.prisma);
    const days = await world.prisma.revenueDay.groupBy({ by: ['day'], _count: { _all: true } });
    expect(days.every((day) => day._count._all === 1)).toBe(true);
    expect((await getInsights(world.prisma, {}, NOW)).revenue).toEqual(insights.revenue);
  });

  it('keeps the running ratings per class as ratings are given, changed and taken away', async () => {
    await history();
    const pilates = world.shop.activities.pilates.id;
    const ratingOf = async () =>
      (await getInsights(world.prisma, {}, NOW)).classes.find((c) => c.activityId === pilates);
    expect(await ratingOf()).toMatchObject({ averageRating: 4.5, ratings: 2 });
    await world.prisma.review.update({
      where: { userId_activityId: { userId: world.ana.user.id, activityId: pilates } },
      data: { rating: 1 },
    });
    await world.prisma.review.create({
      data: { userId: world.eva.user.id, activityId: pilates, rating: null },
    });
    expect(await ratingOf()).toMatchObject({ averageRating: 2.5, ratings: 2 });
    await world.prisma.review.delete({
      where: { userId_activityId: { userId: world.juan.user.id, activityId: pilates } },
    });
    await compactInsightTotals(world.prisma);
    expect(await world.prisma.ratingCount.count({ where: { activityId: pilates } })).toBe(1);
    expect(await ratingOf()).toMatchObject({ averageRating: 1, ratings: 1 });
  });

  it('keeps the running revenue as orders are paid, refunded, discounted and given lines', async () => {
    const { o2, o5 } = await history();
    const figures = async () => (await getInsights(world.prisma, {}, NOW)).revenue.at(-1);
    // A line added to the discounted paid order o2 raises its discount by its subtotal.
    await world.prisma.orderLine.create({
      data: {
        orderId: o2,
        diaHoraId: world.shop.slots.lunes.id,
        activityId: world.shop.activities.pilates.id,
        quantity: 1,
        unitPrice: 1000,
        subtotal: 1000,
      },
    });
    expect(await figures()).toMatchObject({ paid: '4500.00', discounts: '1500.00' });
    // o2 refunded on 14 Nov: November's refund, its sale stays November's.
    await world.prisma.order.update({
      where: { id: o2 },
      data: { state: 'Refunded', refundedAt: at('2026-11-14T15:00:00Z') },
    });
    expect(await figures()).toMatchObject({ paid: '4500.00', refunded: '9500.00' });
    // A refund undone by hand (o5 back to Complete) leaves November's refunds.
    await world.prisma.order.update({
      where: { id: o5 },
      data: { state: 'Complete', refundedAt: null },
    });
    expect(await figures()).toMatchObject({ refunded: '4500.00', net: '0.00' });
  });

  it('counts members and memberships today against a month ago, new, lapsed and renewed', async () => {
    await history();
    const { members } = await getInsights(world.prisma, {}, NOW);
    // Today: o1 (Ana), o2 (Juan), o4 (Eva). 15 Oct: o3 (Eva) and o5 (Ana, refunded later).
    expect(members.activeMembers).toEqual({ value: 3, previous: 2 });
    expect(members.activeMemberships).toEqual({ value: 3, previous: 2 });
    // November: o2. October: o1 (local 31 Oct) and o5; o4 continues o3, so it is not new.
    expect(members.newThisMonth).toEqual({ value: 1, previous: 2 });
    // November: o5, ended by its refund. October: o6. o3 was renewed.
    expect(members.lapsedThisMonth).toEqual({ value: 1, previous: 1 });
    expect(members.renewalRate).toEqual({ value: 0, previous: 0.5 });
  });

  it('shows each slot held over capacity, the line on full ones, what ends soon and the classes', async () => {
    const { o4 } = await history();
    const insights: InsightsDto = (await asAdmin(world, 'get', '/api/insights').expect(200)).body;
    expect(insights.occupancy).toEqual([
      {
        diaHoraId: world.shop.slots.lunes.id,
        day: 'Lunes',
        hour: '18:00',
        activity: { id: world.shop.activities.pilates.id, name: 'Pilates' },
        capacity: 10,
        held: 4,
        occupancy: 0.4,
        waiting: 0,
      },
      {
        diaHoraId: world.shop.slots.miercoles.id,
        day: 'Miercoles',
        hour: '09:30',
        activity: { id: world.shop.activities.boxeo.id, name: 'Boxeo' },
        capacity: 1,
        held: 1,
        occupancy: 1,
        waiting: 1,
      },
    ]);
    const { ending, classes } = await getInsights(world.prisma, {}, NOW);
    expect(ending).toEqual([
      {
        orderId: o4,
        endsAt: '2026-11-17T15:00:00.000Z',
        member: { id: world.eva.user.id, name: 'Eva', lastName: expect.any(String) },
        classes: ['Pilates'],
      },
    ]);
    // Booked now, as the grid counts them: Pilates o1, o4 and the reservation's 2 (o3 was
    // renewed); Boxeo o2 (o5 was refunded, o6 expired).
    expect(classes).toEqual([
      {
        activityId: world.shop.activities.pilates.id,
        name: 'Pilates',
        booked: 4,
        averageRating: 4.5,
        ratings: 2,
      },
      {
        activityId: world.shop.activities.boxeo.id,
        name: 'Boxeo',
        booked: 1,
        averageRating: null,
        ratings: 0,
      },
    ]);
  });
});

/** A débito of Ana's, paying a membership of its own, as Mercado Pago left it. */
async function debit(
  status: 'Pending' | 'Active' | 'Paused' | 'Cancelled',
  amount: number,
  { authorizedAt, cancelledAt }: { authorizedAt?: string; cancelledAt?: string },
) {
  const userId = world.ana.user.id;
  const order = await world.prisma.order.create({
    data: { userId, state: 'Complete', total: amount },
    select: { id: true },
  });
  await world.prisma.subscription.create({
    data: {
      userId,
      orderId: order.id,
      preapprovalId: `pre-insights-${order.id}`,
      authorizeUrl: 'https://mp.test/authorize',
      status,
      providerStatus: status,
      amount,
      providerAmount: amount,
      authorizedAt: authorizedAt ? at(authorizedAt) : null,
      cancelledAt: cancelledAt ? at(cancelledAt) : null,
    },
  });
}

describe("GET /api/insights: 'Débito automático'", () => {
  it('sums the active débitos and counts those authorised and cancelled per Buenos Aires month', async () => {
    // Authorised 31 Oct 23:30 in Buenos Aires (1 Nov 02:30 UTC): October's.
    await debit('Active', 9999.5, { authorizedAt: '2026-11-01T02:30:00Z' });
    // Authorised 1 Nov 00:30 in Buenos Aires: November's.
    await debit('Active', 5000, { authorizedAt: '2026-11-01T03:30:00Z' });
    // Paused by a freeze: authorised in September, charging nothing now.
    await debit('Paused', 4000, { authorizedAt: '2026-09-10T15:00:00Z' });
    // Authorised in August, cancelled 30 Sep 23:00 in Buenos Aires (1 Oct 02:00 UTC): September's.
    await debit('Cancelled', 3000, {
      authorizedAt: '2026-08-20T15:00:00Z',
      cancelledAt: '2026-10-01T02:00:00Z',
    });
    // Authorised before the period, cancelled in January: January's cancellation only.
    await debit('Cancelled', 3000, {
      authorizedAt: '2025-11-20T15:00:00Z',
      cancelledAt: '2026-01-10T15:00:00Z',
    });
    // Never authorised: neither started nor cancelled, pending or given up.
    await debit('Pending', 2000, {});
    await debit('Cancelled', 2000, { cancelledAt: '2026-11-05T15:00:00Z' });

    const { revenue, debits } = await getInsights(world.prisma, {}, NOW);
    expect(debits.monthlyRecurring).toBe('14999.50');
    expect(debits.active).toBe(2);
    expect(debits.months.map((month) => month.month)).toEqual(revenue.map((month) => month.month));
    const changed = debits.months.filter((month) => month.started + month.cancelled > 0);
    expect(changed).toEqual([
      { month: '2026-01', started: 0, cancelled: 1 },
      { month: '2026-08', started: 1, cancelled: 0 },
      { month: '2026-09', started: 1, cancelled: 1 },
      { month: '2026-10', started: 1, cancelled: 0 },
      { month: '2026-11', started: 1, cancelled: 0 },
    ]);

    // A period of its own: its months only, the active débitos as today.
    const october = await getInsights(world.prisma, { from: '2026-10-01', to: '2026-10-31' }, NOW);
    expect(october.debits).toEqual({
      monthlyRecurring: '14999.50',
      active: 2,
      months: [{ month: '2026-10', started: 1, cancelled: 0 }],
    });
  });

  it('answers zeros without débitos, through the route too', async () => {
    const insights: InsightsDto = (await asAdmin(world, 'get', '/api/insights').expect(200)).body;
    expect(insights.debits.monthlyRecurring).toBe('0.00');
    expect(insights.debits.active).toBe(0);
    expect(insights.debits.months).toHaveLength(insights.revenue.length);
    expect(insights.debits.months.every((m) => m.started === 0 && m.cancelled === 0)).toBe(true);
  });
});

describe('a payment', () => {
  it("counts in the revenue of the month it was confirmed in, today's", async () => {
    const orderId = await checkedOut(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 2 },
    ]);
    const before = Date.now();
    await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.paidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const insights: InsightsDto = (await asAdmin(world, 'get', '/api/insights').expect(200)).body;
    expect(insights.revenue.at(-1)).toMatchObject({ paid: '19998.00', net: '19998.00' });
    expect(insights.members.activeMemberships.value).toBe(1);
  });
});

describe('GET /api/order/export.csv', () => {
  it('streams the period’s orders for a spreadsheet in Spanish', async () => {
    await expectAdminOnly(world, 'get', '/api/order/export.csv');
    const { o1, o2, o5, reservation } = await history();
    await world.prisma.user.update({
      where: { id: world.juan.user.id },
      data: { name: '=HYPERLINK("x")', lastName: 'Pérez; hijo' },
    });
    const res = await asAdmin(world, 'get', '/api/order/export.csv?from=2026-10-01&to=2026-11-30')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ordenes-2026-10-01-2026-11-30.csv"',
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Número;Fecha;Socio;Email;Clases;Estado;Total;Descuento;Pago;Reembolso');
    const rowOf = (id: number) => lines.find((line) => line.startsWith(`${id};`));
    // Created in October (o4, o5, o1 on 31 Oct local) and November (o2, the reservation, the
    // cancelled order); September's are out.
    expect(lines).toHaveLength(1 + 6);
    expect(rowOf(o1)).toBe(
      `${o1};31/10/2026;Ana ${world.ana.user.lastName};${world.ana.user.email};Pilates Lunes 18:00 x1;Pagada;9999,00;;pay-2026-11-01T02:30:00Z;`,
    );
    expect(rowOf(o2)).toBe(
      `${o2};01/11/2026;"'=HYPERLINK(""x"") Pérez; hijo";${world.juan.user.email};Boxeo Miércoles 09:30 x1;Pagada;4500,00;POWER10 (10 %);pay-2026-11-01T03:30:00Z;`,
    );
    expect(rowOf(o5)).toMatch(/;Reembolsada;5000,00;;pay-[^;]+;03\/11\/2026$/);
    expect(rowOf(reservation.id)).toMatch(/;Pendiente de pago;19998,00;;;$/);

    const bad = await asAdmin(world, 'get', '/api/order/export.csv?to=mañana').expect(400);
    expect(bad.body.fields).toEqual({ to: INSIGHTS_MESSAGES.dateInvalid });
  });
});
