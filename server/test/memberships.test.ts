// Memberships (issue 20): a paid order holds its places for MEMBERSHIP_DAYS, is reminded and
// expired once each by the membership sweep, and renews through a renewal order.
import { bookings } from './support/memberships.ts';
import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { expectRfc5545 } from './support/icalendar.ts';
import {
  GYM_TIME_ZONE,
  MEMBERSHIP_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  noStockMessage,
  type AdminOrderDto,
  type CalendarFeedDto,
  type MembershipDto,
  type OrderDto,
} from '@power-gym/contracts';
import { asAdmin, paidOrder, reservedOrder, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { stockBreaches } from '../src/domain/bookings/places.ts';
import { useTestWorld } from './support/test-world.ts';
import { queueReminders } from '../src/domain/bookings/memberships.ts';

// The calendar's events are at the configured address (GYM_ADDRESS), not the demo's.
const GYM_ADDRESS = 'Calle de Prueba 123, Olivos';
const world = useTestWorld({
  shop: true,
  members: ['Ana', 'Juan'],
  admin: true,
  // Renewals share the discount checks' rate limit (20 a minute): this file renews more often.
  env: { GYM_ADDRESS, DISCOUNT_RATE_LIMIT: '100' },
});

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const lunes = () => world.shop.slots.lunes.id;
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });
const mailsOf = (kind: 'membershipReminder' | 'membershipExpired') =>
  world.prisma.emailOutbox.findMany({ where: { kind }, select: { orderId: true, to: true } });
const memberships = async () =>
  (await send(world.app, 'get', '/api/membership', { auth: world.ana }).expect(200))
    .body as MembershipDto[];
const renew = (orderId: number, body: object = {}, member = world.ana) =>
  send(world.app, 'post', `/api/order/${orderId}/renew`, { auth: member, body });
const pay = (orderId: number) =>
  asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);

/** Ana's paid order of Lunes and Miércoles, renewed (and paid) for Lunes alone. */
async function renewedWithoutMiercoles() {
  const miercoles = world.shop.slots.miercoles.id;
  const orderId = await paidOrder(world, [
    { diaHoraId: lunes(), quantity: 1 },
    { diaHoraId: miercoles, quantity: 1 },
  ]);
  const renewal = (await renew(orderId, { slotIds: [lunes()] }).expect(201)).body as OrderDto;
  await pay(renewal.id);
  return { miercoles, orderId, renewal };
}

describe('a paid order', () => {
  it('holds its places for MEMBERSHIP_DAYS from the payment, reminded REMINDER_DAYS before', async () => {
    const before = Date.now();
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 2 }]);
    const order = await orderOf(orderId);
    expect(order.membership).toBe('Active');
    const start = order.periodStart?.getTime() ?? 0;
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(order.periodEnd?.getTime()).toBe(start + 30 * DAY);
    expect(order.reminderAt?.getTime()).toBe(start + 27 * DAY);

    const [membership] = await memberships();
    expect(membership).toMatchObject({
      orderId,
      diaHoraId: lunes(),
      quantity: 2,
      activity: { name: 'Pilates' },
      day: 'Lunes',
      hour: '18:00',
      status: 'Activa',
      pendingRenewalId: null,
      endsAt: order.periodEnd?.toISOString(),
    });
    const compras = await send(world.app, 'get', `/api/order/user/${world.ana.user.id}`, {
      auth: world.ana,
    }).expect(200);
    expect((compras.body as OrderDto[])[0]?.period).toEqual({
      startsAt: order.periodStart?.toISOString(),
      endsAt: order.periodEnd?.toISOString(),
      status: 'Activa',
    });
  });

  it("sends the reminder once, then is 'Por vencer' and listed by the admin's filter", async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    const other = await paidOrder(world, [
      { diaHoraId: world.shop.slots.miercoles.id, quantity: 1 },
    ]);
    await world.prisma.order.update({
      where: { id: orderId },
      data: { reminderAt: daysFromNow(-1) },
    });

    expect(await queueReminders(world.prisma)).toBe(1);
    expect(await queueReminders(world.prisma)).toBe(0);
    expect(await mailsOf('membershipReminder')).toEqual([{ orderId, to: world.ana.user.email }]);
    expect((await memberships()).find((m) => m.orderId === orderId)?.status).toBe('Por vencer');

    const ending = await asAdmin(world, 'get', '/api/order?ending=true').expect(200);
    expect((ending.body as AdminOrderDto[]).map((o) => o.id)).toEqual([orderId]);
    expect(ending.headers['x-total-count']).toBe('1');
    expect((ending.body as AdminOrderDto[])[0]?.period?.status).toBe('Por vencer');
    const all = await asAdmin(world, 'get', '/api/order').expect(200);
    expect((all.body as AdminOrderDto[]).map((o) => o.id)).toContain(other);
    const bad = await asAdmin(world, 'get', '/api/order?ending=si').expect(400);
    expect(bad.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: { ending: ORDER_MESSAGES.endingFilterInvalid },
    });
  });

  it('expires once at the end of its period: the places come back and the member is told', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 3 }]);
    expect(await stockOf(world.prisma, lunes())).toBe(7);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(29))).toBe(0);

    const [first, second] = await Promise.all([
      bookings.expireMemberships(world.prisma, daysFromNow(31)),
      bookings.expireMemberships(world.prisma, daysFromNow(31)),
    ]);
    expect(first + second).toBe(1);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(32))).toBe(0);
    expect(await stockOf(world.prisma, lunes())).toBe(10);
    expect((await orderOf(orderId)).membership).toBe('Expired');
    expect(await mailsOf('membershipExpired')).toEqual([{ orderId, to: world.ana.user.email }]);
    expect((await memberships())[0]).toMatchObject({ orderId, status: 'Vencida' });
    // No reminder for a membership already over.
    expect(await queueReminders(world.prisma, daysFromNow(31))).toBe(0);
  });
});

describe('POST /api/order/{id}/renew', () => {
  it('within the period: an order at today’s prices that takes no place, paid from the end on', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 2 }]);
    const original = await orderOf(orderId);
    await world.prisma.activity.update({
      where: { id: world.shop.activities.pilates.id },
      data: { price: 12000 },
    });

    const created = await renew(orderId, { codigo: 'quince' }).expect(201);
    const renewal = created.body as OrderDto;
    expect(renewal).toMatchObject({
      state: 'Created',
      renewsOrderId: orderId,
      total: '20400.00', // 2 × 12000 − 15 %
      discountCode: 'QUINCE',
      period: null,
    });
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    // A second click answers the same order.
    const again = await renew(orderId).expect(200);
    expect((again.body as OrderDto).id).toBe(renewal.id);
    expect((await memberships())[0]?.pendingRenewalId).toBe(renewal.id);

    await pay(renewal.id);
    const renewed = await orderOf(renewal.id);
    expect(renewed.membership).toBe('Active');
    expect(renewed.periodStart).toEqual(original.periodEnd);
    expect(renewed.periodEnd?.getTime()).toBe((original.periodEnd?.getTime() ?? 0) + 30 * DAY);
    expect((await orderOf(orderId)).membership).toBe('Renewed');
    expect(await stockOf(world.prisma, lunes())).toBe(8);

    // The old period's end frees nothing; the new one's does.
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(0);
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(61))).toBe(1);
    expect(await stockOf(world.prisma, lunes())).toBe(10);

    const listed = await memberships();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ orderId: renewal.id, status: 'Vencida' });
    const compras = await send(world.app, 'get', `/api/order/user/${world.ana.user.id}`, {
      auth: world.ana,
    });
    const periods = (compras.body as OrderDto[]).map((o) => [o.id, o.period?.status]);
    expect(periods).toEqual(
      expect.arrayContaining([
        [orderId, 'Renovada'],
        [renewal.id, 'Vencida'],
      ]),
    );
    await renew(orderId).expect(409, { error: MEMBERSHIP_MESSAGES.alreadyRenewed });
  });

  it('holds the places while the renewal waits for its payment; a lapsed renewal gives none back', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    const renewal = (await renew(orderId).expect(201)).body as OrderDto;
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(0);
    expect((await orderOf(orderId)).membership).toBe('Active');

    // The reservation runs out: the renewal is cancelled without touching the stock.
    expect(await bookings.expireReservations(world.prisma, daysFromNow(1))).toBe(1);
    expect((await orderOf(renewal.id)).state).toBe('Canceled');
    expect(await stockOf(world.prisma, lunes())).toBe(9);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(1);
    expect(await stockOf(world.prisma, lunes())).toBe(10);
  });

  it('after the end: a new purchase that needs a free place', async () => {
    const miercoles = world.shop.slots.miercoles.id; // 3 places
    const orderId = await paidOrder(world, [{ diaHoraId: miercoles, quantity: 2 }]);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(1);
    expect(await stockOf(world.prisma, miercoles)).toBe(3);

    // Juan takes two of the three places: Ana's renewal of two is refused and changes nothing.
    await reservedOrder(world, [{ diaHoraId: miercoles, quantity: 2 }], world.juan);
    const refused = await renew(orderId).expect(409);
    expect(refused.body).toEqual({ error: noStockMessage('Boxeo', 'Miercoles', '09:30') });
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(0);
    expect(await stockOf(world.prisma, miercoles)).toBe(1);

    await world.prisma.diaHora.update({
      where: { id: miercoles },
      data: { stock: 3, capacity: 5 },
    });
    const renewal = (await renew(orderId).expect(201)).body as OrderDto;
    expect(await stockOf(world.prisma, miercoles)).toBe(1);
    await pay(renewal.id);
    const paid = await orderOf(renewal.id);
    expect(paid.periodStart?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await orderOf(orderId)).membership).toBe('Expired');
  });

  it('renews only the classes chosen (slotIds), priced from the database; the others stay the member’s until the period ends', async () => {
    const miercoles = world.shop.slots.miercoles.id;
    const orderId = await paidOrder(world, [
      { diaHoraId: lunes(), quantity: 2 },
      { diaHoraId: miercoles, quantity: 1 },
    ]);
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    expect(await stockOf(world.prisma, miercoles)).toBe(2);
    await world.prisma.activity.update({
      where: { id: world.shop.activities.pilates.id },
      data: { price: 10_500 },
    });
    const created = await renew(orderId, { slotIds: [lunes()], total: 1 }).expect(400);
    expect(created.body.error).toBe(MESSAGES.invalidInput);
    const renewal = (await renew(orderId, { slotIds: [String(lunes())] }).expect(201))
      .body as OrderDto;
    expect(renewal.lines.map((line) => [line.diaHoraId, line.quantity, line.unitPrice])).toEqual([
      [lunes(), 2, 10_500],
    ]);
    expect(renewal.total).toBe('21000.00');
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    await pay(renewal.id);
    expect((await orderOf(orderId)).membership).toBe('Renewed');
    // Paid for until the end of the period, the class left out keeps its place until then.
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    expect(await stockOf(world.prisma, miercoles)).toBe(2);
    expect(await stockBreaches(world.prisma)).toEqual([]);
    const held = await memberships();
    expect(held.map((m) => [m.diaHoraId, m.orderId, m.status, m.leftOutOfRenewal])).toEqual([
      [lunes(), renewal.id, 'Activa', false],
      [miercoles, orderId, 'Activa', true],
    ]);
    expect(held[1]?.endsAt).toBe((await orderOf(orderId)).periodEnd?.toISOString());

    // Its end gives that place back, once; the renewal holds the others on.
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(29))).toBe(0);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(1);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(0);
    expect(await stockOf(world.prisma, miercoles)).toBe(3);
    expect(await stockOf(world.prisma, lunes())).toBe(8);
    expect(await stockBreaches(world.prisma)).toEqual([]);
    expect((await memberships()).map((m) => m.diaHoraId)).toEqual([lunes()]);
  });

  it('a renewal of some classes refunded within the period hands every class back to the order it renewed', async () => {
    const { miercoles, orderId, renewal } = await renewedWithoutMiercoles();
    // Juan takes the places left; the one left out is still Ana's.
    await reservedOrder(world, [{ diaHoraId: miercoles, quantity: 2 }], world.juan);
    expect(await stockOf(world.prisma, miercoles)).toBe(0);

    await asAdmin(world, 'put', `/api/order/${renewal.id}`, { state: 'Canceled' }).expect(200);
    expect(await orderOf(renewal.id)).toMatchObject({ state: 'Refunded', membership: 'Expired' });
    expect((await orderOf(orderId)).membership).toBe('Active');
    expect(await stockOf(world.prisma, lunes())).toBe(9);
    expect(await stockOf(world.prisma, miercoles)).toBe(0);
    expect(await stockBreaches(world.prisma)).toEqual([]);
    expect((await memberships()).map((m) => [m.orderId, m.leftOutOfRenewal])).toEqual([
      [orderId, false],
      [orderId, false],
    ]);
    // Its end frees both, once.
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(1);
    expect(await stockOf(world.prisma, lunes())).toBe(10);
    expect(await stockOf(world.prisma, miercoles)).toBe(1);
    expect(await stockBreaches(world.prisma)).toEqual([]);
  });

  it('a renewal of some classes refunded once the class left out went back frees its own places; the order it renewed stays renewed', async () => {
    const { miercoles, orderId, renewal } = await renewedWithoutMiercoles();
    // The sweep runs as if the period had ended, and Juan takes the place it gave back.
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(1);
    expect(await stockOf(world.prisma, miercoles)).toBe(3);
    await reservedOrder(world, [{ diaHoraId: miercoles, quantity: 3 }], world.juan);

    await asAdmin(world, 'put', `/api/order/${renewal.id}`, { state: 'Canceled' }).expect(200);
    // Resumed, it would hold a Wednesday place that is Juan's now.
    expect((await orderOf(orderId)).membership).toBe('Renewed');
    expect(await stockOf(world.prisma, lunes())).toBe(10);
    expect(await stockOf(world.prisma, miercoles)).toBe(0);
    expect(await stockBreaches(world.prisma)).toEqual([]);
  });

  it('a refunded order that was renewed without some classes gives those places back at once', async () => {
    const { miercoles, orderId } = await renewedWithoutMiercoles();
    expect(await stockOf(world.prisma, miercoles)).toBe(2);

    await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Canceled' }).expect(200);
    expect((await orderOf(orderId)).state).toBe('Refunded');
    expect(await stockOf(world.prisma, miercoles)).toBe(3);
    // The renewal holds its class on.
    expect(await stockOf(world.prisma, lunes())).toBe(9);
    expect(await stockBreaches(world.prisma)).toEqual([]);
    expect(await bookings.expireMemberships(world.prisma, daysFromNow(31))).toBe(0);
    expect(await stockOf(world.prisma, miercoles)).toBe(3);
  });

  it('refuses slot ids that are not of the order, empty or repeated, changing nothing', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    const foreign = world.shop.slots.miercoles.id;
    const stock = await stockOf(world.prisma, foreign);
    await renew(orderId, { slotIds: [lunes(), foreign] }).expect(400, {
      error: MEMBERSHIP_MESSAGES.slotNotInOrder,
    });
    await renew(orderId, { slotIds: [999_999] }).expect(400, {
      error: MEMBERSHIP_MESSAGES.slotNotInOrder,
    });
    for (const slotIds of [[], [lunes(), lunes()], [0], ['x'], 'todos']) {
      const res = await renew(orderId, { slotIds }).expect(400);
      expect(res.body.error).toBe(MESSAGES.invalidInput);
    }
    expect(await world.prisma.order.count({ where: { renewsOrderId: orderId } })).toBe(0);
    expect(await stockOf(world.prisma, foreign)).toBe(stock);
    expect((await orderOf(orderId)).membership).toBe('Active');
  });

  it('refuses what is not a paid order of the caller, changing nothing', async () => {
    const reserved = await reservedOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    await renew(reserved).expect(409, { error: MEMBERSHIP_MESSAGES.notRenewable });
    const paid = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    await renew(paid, {}, world.juan).expect(403);
    await renew(999_999).expect(404, { error: ORDER_MESSAGES.orderNotFound });
    await renew(paid, { codigo: 'NOEXISTE' }).expect(400, {
      error: ORDER_MESSAGES.discountInvalid,
    });
    const extra = await renew(paid, { pagar: true }).expect(400);
    expect(extra.body.error).toBe(MESSAGES.invalidInput);
    await send(world.app, 'post', '/api/order/abc/renew', { auth: world.ana }).expect(400);
    await send(world.app, 'post', `/api/order/${paid}/renew`).expect(401);
    expect(await world.prisma.order.count({ where: { renewsOrderId: { not: null } } })).toBe(0);
  });
});

describe('the calendar feed', () => {
  it('lists each held class as a weekly event in Buenos Aires until the membership ends', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    const order = await orderOf(orderId);
    await world.prisma.trainer.create({
      data: {
        name: 'Laura',
        image: '/media/t.jpg',
        specialty: 'Pilates',
        experience: '5 años',
        activities: { connect: { id: world.shop.activities.pilates.id } },
      },
    });
    const { url } = (
      await send(world.app, 'get', '/api/membership/calendar', { auth: world.ana }).expect(200)
    ).body as CalendarFeedDto;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = await send(world.app, 'get', '/api/membership/calendar', { auth: world.ana });
    expect(again.body).toEqual({ url });

    const path = new URL(url).pathname;
    const res = await send(world.app, 'get', path).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.text).toContain(`TZID:${GYM_TIME_ZONE}`);
    expectRfc5545(res.text);
    // Parsed by a second iCalendar library.
    const events = Object.values(ical.sync.parseICS(res.text)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe('Pilates');
    expect(event?.location).toBe(GYM_ADDRESS);
    expect(event?.description).toBe('Entrenador: Laura');
    // Every Monday at 18:00 in Buenos Aires (UTC−3: 21:00 UTC) from the payment to the end.
    const start = order.periodStart ?? new Date(0);
    const end = order.periodEnd ?? new Date(0);
    const classes =
      event?.rrule?.between(
        new Date(start.getTime() - 7 * DAY),
        new Date(end.getTime() + 7 * DAY),
        true,
      ) ?? [];
    expect(classes.length).toBeGreaterThanOrEqual(4);
    expect(classes.length).toBeLessThanOrEqual(5);
    for (const date of classes) {
      expect(date.getUTCDay()).toBe(1);
      expect(date.toISOString()).toMatch(/T21:00:00\.000Z$/);
    }
    expect(classes[0]?.getTime()).toBeGreaterThanOrEqual(start.getTime());
    expect(classes[0]?.getTime()).toBeLessThan(start.getTime() + 7 * DAY);
    expect(classes.at(-1)?.getTime()).toBeLessThanOrEqual(end.getTime());

    // A new URL revokes the old one.
    const reset = await send(world.app, 'post', '/api/membership/calendar/reset', {
      auth: world.ana,
    }).expect(200);
    const fresh = (reset.body as CalendarFeedDto).url;
    expect(fresh).not.toBe(url);
    await send(world.app, 'get', path).expect(404, { error: MEMBERSHIP_MESSAGES.feedNotFound });
    await send(world.app, 'get', new URL(fresh).pathname).expect(200);
    await send(world.app, 'get', `/api/calendar/${'A'.repeat(43)}.ics`).expect(404);
    await send(world.app, 'get', '/api/calendar/nada.ics').expect(400);

    // An expired membership leaves the feed.
    await bookings.expireMemberships(world.prisma, daysFromNow(31));
    const after = await send(world.app, 'get', new URL(fresh).pathname).expect(200);
    expect(after.text).not.toContain('BEGIN:VEVENT');
  });

  it('keeps a renewed order’s classes until its end, where its renewal’s begin', async () => {
    const { miercoles, orderId, renewal } = await renewedWithoutMiercoles();
    const { url } = (
      await send(world.app, 'get', '/api/membership/calendar', { auth: world.ana }).expect(200)
    ).body as CalendarFeedDto;
    const feed = await send(world.app, 'get', new URL(url).pathname).expect(200);
    const events = Object.values(ical.sync.parseICS(feed.text)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    // UNTIL is written to the second.
    const seconds = (date: unknown) =>
      date instanceof Date ? Math.floor(date.getTime() / 1000) : 0;
    const renewedEnd = seconds((await orderOf(orderId)).periodEnd);
    const spans = events
      .map((event) => [event.uid, seconds(event.rrule?.options.until)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(spans).toEqual([
      [`order-${orderId}-slot-${lunes()}@powergym`, renewedEnd],
      [`order-${orderId}-slot-${miercoles}@powergym`, renewedEnd],
      [
        `order-${renewal.id}-slot-${lunes()}@powergym`,
        seconds((await orderOf(renewal.id)).periodEnd),
      ],
    ]);
  });

  it('is only for signed-in members', async () => {
    await send(world.app, 'get', '/api/membership/calendar').expect(401);
    await send(world.app, 'post', '/api/membership/calendar/reset').expect(401);
    await send(world.app, 'get', '/api/membership').expect(401);
  });
});
