// Issue 31: a cancelled class, a closed day and 'No voy' give a make-up credit; a credit books a
// place in a coming session of the same class. Places on a date: holders − skips + make-ups.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  MAKEUP_MESSAGES,
  MESSAGES,
  SESSION_MESSAGES,
  type MakeupDto,
  type MemberSessionDto,
  type SessionDto,
} from '@power-gym/contracts';
import { asAdmin, expectAdminOnly, paidOrder, reservedOrder, send } from './support/admin.ts';
import { insertSlot } from './support/fixtures.ts';
import { cartWith } from './support/orders.ts';
import { expectRfc5545 } from './support/icalendar.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const lunes = () => world.shop.slots.lunes.id; // Pilates, Lunes 18:00, 10 places
const THREE_HOURS = 3 * 3_600_000;

const sessionsOf = async (slotId: number) =>
  (await send(world.app, 'get', `/api/diahora/${slotId}/sessions`).expect(200))
    .body as SessionDto[];

/** The slot's coming sessions that are held, more than three hours away. */
const comingSessions = async (slotId: number) =>
  (await sessionsOf(slotId)).filter(
    (s) => s.status === 'Programada' && Date.parse(s.startsAt) > Date.now() + THREE_HOURS,
  );

const firstComing = async (slotId: number) => {
  const [session] = await comingSessions(slotId);
  if (!session) throw new Error(`slot ${slotId} has no coming session`);
  return session;
};

const sessionPath = (slotId: number, date: string) => `/api/diahora/${slotId}/sessions/${date}`;

async function paidBy(member: SignedInUser, diaHoraId: number, quantity = 1): Promise<number> {
  const orderId = await reservedOrder(world, [{ diaHoraId, quantity }], member);
  await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);
  return orderId;
}

const makeups = async (member: SignedInUser) =>
  (await send(world.app, 'get', '/api/makeups', { auth: member }).expect(200)).body as MakeupDto[];

const mySessions = async (member: SignedInUser) =>
  (await send(world.app, 'get', '/api/sessions', { auth: member }).expect(200))
    .body as MemberSessionDto[];

const sessionMails = () =>
  world.prisma.emailOutbox.findMany({
    where: { orderId: null },
    orderBy: { id: 'asc' },
    select: { to: true, subject: true, text: true },
  });

/** 'No voy': `member` skips the slot's session on `date`. */
async function skip(member: SignedInUser, slotId: number, date: string) {
  await send(world.app, 'post', `${sessionPath(slotId, date)}/skip`, { auth: member }).expect(200);
}

/** `member` books the credit into the slot's session on `date`. */
const book = (
  member: SignedInUser,
  creditId: number | undefined,
  diaHoraId: number,
  date?: string,
) =>
  send(world.app, 'post', `/api/makeups/${creditId}/booking`, {
    auth: member,
    body: { diaHoraId, date },
  });

/** Ana holds Lunes and skips its first coming session: her credit, and Viernes to use it in. */
async function anaSkipsForACredit() {
  await paidBy(world.ana, lunes());
  const viernes = await viernesPilates();
  await skip(world.ana, lunes(), (await firstComing(lunes())).date);
  const [credit] = await makeups(world.ana);
  return { viernes, credit };
}

/** A second Pilates slot, for make-ups. */
const viernesPilates = () =>
  insertSlot(world.prisma, 'Viernes', '19:00', 2, 2, world.shop.activities.pilates.id);

describe('PUT /api/diahora/{id}/sessions/{date} (admin)', () => {
  it('cancels a class: each paid holder gets one credit and one mail; the same again changes only the reason', async () => {
    await paidBy(world.ana, lunes(), 2);
    await paidBy(world.juan, lunes());
    const reserved = await reservedOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    const { date } = await firstComing(lunes());

    const res = await asAdmin(world, 'put', sessionPath(lunes(), date), {
      status: 'Cancelada',
      reason: 'Profesora enferma',
    }).expect(200);
    expect(res.body).toMatchObject({
      date,
      status: 'Cancelada',
      reason: 'Profesora enferma',
      free: 0,
    });

    const credits = await world.prisma.makeupCredit.findMany({ orderBy: { userId: 'asc' } });
    expect(credits.map((c) => [c.userId, c.source, c.reason])).toEqual([
      [world.ana.user.id, 'Cancelada', 'Profesora enferma'],
      [world.juan.user.id, 'Cancelada', 'Profesora enferma'],
    ]);
    const mails = await sessionMails();
    expect(mails.map((m) => m.to).sort()).toEqual(
      [world.ana.user.email, world.juan.user.email].sort(),
    );
    expect(mails[0]?.subject).toMatch(/^Clase cancelada: Pilates, lunes \d+\/\d+ 18:00$/);
    expect(mails[0]?.text).toContain('Profesora enferma');
    expect(mails[0]?.text).toContain('Tenés una clase para recuperar hasta el');

    await asAdmin(world, 'put', sessionPath(lunes(), date), {
      status: 'Cancelada',
      reason: 'Profesora con gripe',
    }).expect(200);
    expect(await world.prisma.makeupCredit.count()).toBe(2);
    expect(await sessionMails()).toHaveLength(2);
    expect((await firstCancelled(lunes()))?.reason).toBe('Profesora con gripe');
    // The reserved order, once paid, gets its credit for the cancelled class of its period.
    await asAdmin(world, 'put', `/api/order/${reserved}`, { state: 'Complete' }).expect(200);
    expect(await world.prisma.makeupCredit.count({ where: { userId: world.ana.user.id } })).toBe(1);
  });

  it('holds it again: the unused credits are withdrawn with a mail, a used one stays', async () => {
    await paidBy(world.ana, lunes());
    await paidBy(world.juan, lunes());
    const viernes = await viernesPilates();
    const { date } = await firstComing(lunes());
    await asAdmin(world, 'put', sessionPath(lunes(), date), {
      status: 'Cancelada',
      reason: 'Corte de luz',
    }).expect(200);
    const [juanCredit] = await makeups(world.juan);
    const target = await firstComing(viernes.id);
    await book(world.juan, juanCredit?.id, viernes.id, target.date).expect(201);

    const res = await asAdmin(world, 'put', sessionPath(lunes(), date), {
      status: 'Programada',
    }).expect(200);
    expect(res.body).toMatchObject({ status: 'Programada', reason: null });
    expect(await makeups(world.ana)).toEqual([]);
    expect((await makeups(world.juan)).map((m) => m.booking?.date)).toEqual([target.date]);
    const restored = (await sessionMails()).filter((m) => m.subject?.startsWith('La clase vuelve'));
    expect(restored.map((m) => m.to)).toEqual([world.ana.user.email]);
  });

  it('is the admin’s alone and refuses a wrong day, a past class, a closed day and a missing reason', async () => {
    const { date } = await firstComing(lunes());
    await expectAdminOnly(world, 'put', sessionPath(lunes(), date), {
      status: 'Cancelada',
      reason: 'x',
    });
    const tuesday = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const refused = async (path: string, body: object, status: number, error: object) =>
      expect((await asAdmin(world, 'put', path, body).expect(status)).body).toEqual(error);
    await refused(sessionPath(lunes(), tuesday), { status: 'Cancelada', reason: 'x' }, 400, {
      error: SESSION_MESSAGES.notOnSlotDay,
    });
    await refused(sessionPath(lunes(), '2020-01-06'), { status: 'Cancelada', reason: 'x' }, 400, {
      error: SESSION_MESSAGES.past,
    });
    await refused(sessionPath(lunes(), date), { status: 'Cancelada' }, 400, {
      error: MESSAGES.invalidInput,
      fields: { reason: SESSION_MESSAGES.reasonRequired },
    });
    await refused(sessionPath(999_999, date), { status: 'Programada' }, 404, {
      error: MESSAGES.notFound,
    });
    await asAdmin(world, 'put', `/api/closures/${date}`, {
      closed: true,
      reason: 'Pintura',
    }).expect(200);
    await refused(sessionPath(lunes(), date), { status: 'Cancelada', reason: 'x' }, 409, {
      error: SESSION_MESSAGES.closedDay,
    });
    expect(await world.prisma.sessionCancellation.count()).toBe(0);
  });
});

async function firstCancelled(slotId: number) {
  return (await sessionsOf(slotId)).find((s) => s.status === 'Cancelada');
}

describe('closures and credits', () => {
  it('a closed day credits and mails the holders of each of its classes; opening it again withdraws them', async () => {
    await paidBy(world.ana, lunes());
    const { date } = await firstComing(lunes());
    await asAdmin(world, 'put', `/api/closures/${date}`, {
      closed: true,
      reason: 'Fumigación',
    }).expect(200);
    expect((await makeups(world.ana)).map((m) => [m.activity, m.reason])).toEqual([
      ['Pilates', 'Fumigación'],
    ]);
    const [mail] = await sessionMails();
    expect(mail?.subject).toMatch(/^Gimnasio cerrado: Pilates, lunes/);
    expect(mail?.text).toContain('(Fumigación)');
    // Only the reason changes: no second credit, no second mail.
    await asAdmin(world, 'put', `/api/closures/${date}`, { closed: true, reason: 'Obras' }).expect(
      200,
    );
    expect(await world.prisma.makeupCredit.count()).toBe(1);
    expect(await sessionMails()).toHaveLength(1);

    await asAdmin(world, 'put', `/api/closures/${date}`, { closed: false }).expect(200);
    expect(await makeups(world.ana)).toEqual([]);
  });

  it('a membership paid over a holiday gets a credit for it, as its period is not extended', async () => {
    // A Monday holiday within the next 30 days is not always there: make one by closing a Monday.
    const { date } = await firstComing(lunes());
    await asAdmin(world, 'put', `/api/closures/${date}`, {
      closed: true,
      reason: 'Feriado puente',
    }).expect(200);
    expect(await world.prisma.makeupCredit.count()).toBe(0);
    await paidOrder(world, [{ diaHoraId: lunes(), quantity: 1 }]);
    expect((await makeups(world.ana)).map((m) => m.reason)).toEqual(['Feriado puente']);
  });
});

describe("'No voy' and 'Voy igual'", () => {
  it('frees the places for make-ups, earns a credit in time, and undoes while the place is free', async () => {
    await paidBy(world.ana, lunes(), 2);
    const session = await firstComing(lunes());
    const path = `${sessionPath(lunes(), session.date)}/skip`;
    expect(session.free).toBe(8);

    const skipped = await send(world.app, 'post', path, { auth: world.ana }).expect(200);
    expect(skipped.body).toMatchObject({ skipped: true, free: 10, activity: 'Pilates' });
    expect((await makeups(world.ana)).map((m) => m.reason)).toEqual(['No voy']);
    const listed = (await mySessions(world.ana)).find((s) => s.date === session.date);
    expect(listed).toMatchObject({ skipped: true, makeup: false, status: 'Programada' });
    expect((await send(world.app, 'post', path, { auth: world.ana }).expect(409)).body).toEqual({
      error: SESSION_MESSAGES.alreadySkipped,
    });
    expect((await send(world.app, 'post', path, { auth: world.juan }).expect(409)).body).toEqual({
      error: SESSION_MESSAGES.notHeld,
    });

    const undone = await send(world.app, 'delete', path, { auth: world.ana }).expect(200);
    expect(undone.body).toMatchObject({ skipped: false, free: 8 });
    expect(await makeups(world.ana)).toEqual([]);
    expect((await send(world.app, 'delete', path, { auth: world.ana }).expect(409)).body).toEqual({
      error: SESSION_MESSAGES.notSkipped,
    });
  });

  it('refuses the undo once a make-up took the place, or once its credit was used', async () => {
    // Lunes has one place, Juan's; Viernes two, one of them Ana's.
    await world.prisma.diaHora.update({ where: { id: lunes() }, data: { capacity: 1, stock: 1 } });
    await paidBy(world.juan, lunes());
    const viernes = await viernesPilates();
    await paidBy(world.ana, viernes.id);
    const [first, second] = await comingSessions(viernes.id);
    const lunesSession = await firstComing(lunes());
    const juanSkip = `${sessionPath(lunes(), lunesSession.date)}/skip`;

    await skip(world.ana, viernes.id, first?.date ?? '');
    await send(world.app, 'post', juanSkip, { auth: world.juan }).expect(200);
    const [anaCredit] = await makeups(world.ana);
    await book(world.ana, anaCredit?.id, lunes(), lunesSession.date).expect(201);
    await send(world.app, 'delete', juanSkip, { auth: world.juan }).expect(409, {
      error: SESSION_MESSAGES.placeTaken,
    });

    // Juan uses his own credit on Viernes; once Ana gives Lunes back, his credit still binds him.
    const [juanCredit] = await makeups(world.juan);
    await book(world.juan, juanCredit?.id, viernes.id, second?.date).expect(201);
    await send(world.app, 'delete', `/api/makeups/${anaCredit?.id}/booking`, {
      auth: world.ana,
    }).expect(200);
    await send(world.app, 'delete', juanSkip, { auth: world.juan }).expect(409, {
      error: SESSION_MESSAGES.creditUsed,
    });
    expect(await world.prisma.sessionSkip.count()).toBe(2);
  });
});

describe('make-up bookings', () => {
  it('books a credit into a session of the same class with a free place, lists it, and cancels it', async () => {
    const { viernes, credit } = await anaSkipsForACredit();
    expect(credit).toMatchObject({ activity: 'Pilates', reason: 'No voy', booking: null });
    const bookingPath = `/api/makeups/${credit?.id}/booking`;
    const target = await firstComing(viernes.id);

    // Another class, a full session, a stranger's credit: refused, nothing changes.
    await book(world.ana, credit?.id, world.shop.slots.miercoles.id, target.date).expect(400);
    await book(world.juan, credit?.id, viernes.id, target.date).expect(404, {
      error: MESSAGES.notFound,
    });
    await paidBy(world.juan, viernes.id, 2);
    await book(world.ana, credit?.id, viernes.id, target.date).expect(409, {
      error: MAKEUP_MESSAGES.full,
    });
    expect((await makeups(world.ana))[0]?.booking).toBeNull();

    // Juan skips that Friday: his place is Ana's to take.
    await skip(world.juan, viernes.id, target.date);
    const booked = await book(world.ana, credit?.id, viernes.id, target.date).expect(201);
    expect(booked.body.booking).toMatchObject({ diaHoraId: viernes.id, date: target.date });
    expect((await sessionsOf(viernes.id)).find((s) => s.date === target.date)?.free).toBe(1);
    expect(
      (await mySessions(world.ana)).find((s) => s.makeup && s.date === target.date),
    ).toMatchObject({ diaHoraId: viernes.id, makeupId: credit?.id, skipEarnsCredit: false });
    await book(world.ana, credit?.id, viernes.id, target.date).expect(409, {
      error: MAKEUP_MESSAGES.booked,
    });

    const cancelled = await send(world.app, 'delete', bookingPath, { auth: world.ana }).expect(200);
    expect(cancelled.body.booking).toBeNull();
    expect((await sessionsOf(viernes.id)).find((s) => s.date === target.date)?.free).toBe(2);
    await send(world.app, 'delete', bookingPath, { auth: world.ana }).expect(409, {
      error: MAKEUP_MESSAGES.notBooked,
    });
  });

  it("'Recuperar una clase' lists the sessions the credit may be booked into, and only those", async () => {
    const anaOrder = await paidBy(world.ana, lunes());
    const { periodEnd } = await world.prisma.order.findUniqueOrThrow({ where: { id: anaOrder } });
    const viernes = await viernesPilates();
    const missed = await firstComing(lunes());
    await skip(world.ana, lunes(), missed.date);
    const [credit] = await makeups(world.ana);
    const optionsPath = `/api/makeups/${credit?.id}/sessions`;
    const options = async () =>
      (await send(world.app, 'get', optionsPath, { auth: world.ana }).expect(200))
        .body as (SessionDto & { diaHoraId: number; activity: string })[];

    const all = await options();
    // Pilates until the credit expires: Lunes only once Ana's period is over; never Boxeo.
    const lunesAfter = all.filter((o) => o.diaHoraId === lunes());
    expect(lunesAfter.every((o) => new Date(o.startsAt) >= (periodEnd ?? new Date()))).toBe(true);
    const listed = all.filter((o) => o.diaHoraId !== lunes());
    expect(listed.length).toBeGreaterThanOrEqual(2); // Fridays may be holidays (25/12, 1/1)
    expect(listed.every((o) => o.diaHoraId === viernes.id && o.activity === 'Pilates')).toBe(true);
    expect(listed.every((o) => o.status === 'Programada' && o.free > 0)).toBe(true);
    expect(listed.every((o) => o.startsAt <= (credit?.expiresAt ?? ''))).toBe(true);
    // A full one and a cancelled one drop out.
    const [first, second] = listed;
    const viernesOnly = async () => (await options()).filter((o) => o.diaHoraId === viernes.id);
    await paidBy(world.juan, viernes.id, 2);
    expect(await viernesOnly()).toEqual([]);
    await skip(world.juan, viernes.id, first?.date ?? '');
    await skip(world.juan, viernes.id, second?.date ?? '');
    await asAdmin(world, 'put', sessionPath(viernes.id, second?.date ?? ''), {
      status: 'Cancelada',
      reason: 'Lluvia',
    }).expect(200);
    expect((await viernesOnly()).map((o) => [o.date, o.free])).toEqual([[first?.date, 2]]);
    await send(world.app, 'get', optionsPath, { auth: world.juan }).expect(404);
  });

  it('a cancelled session gives its make-ups their credits back, with a mail', async () => {
    const { viernes, credit } = await anaSkipsForACredit();
    const target = await firstComing(viernes.id);
    await book(world.ana, credit?.id, viernes.id, target.date).expect(201);
    await asAdmin(world, 'put', sessionPath(viernes.id, target.date), {
      status: 'Cancelada',
      reason: 'Sin profesor',
    }).expect(200);
    expect((await makeups(world.ana)).map((m) => m.booking)).toEqual([null]);
    const [mail] = await sessionMails();
    expect(mail?.to).toBe(world.ana.user.email);
    expect(mail?.text).toContain('Cancelamos la clase que ibas a recuperar de Pilates');
  });

  it('a sale may not overfill a session that a make-up took a place in', async () => {
    await world.prisma.diaHora.update({ where: { id: lunes() }, data: { capacity: 1, stock: 1 } });
    const viernes = await viernesPilates();
    await paidBy(world.ana, viernes.id);
    const missed = await firstComing(viernes.id);
    await skip(world.ana, viernes.id, missed.date);
    const [credit] = await makeups(world.ana);
    const target = await firstComing(lunes());
    await book(world.ana, credit?.id, lunes(), target.date).expect(201);
    // Lunes' one monthly place is unsold, but its coming session is full with Ana's make-up.
    const orderId = await cartWith(world.app, world.juan, [{ diaHoraId: lunes(), quantity: 1 }]);
    const refused = await send(world.app, 'post', '/api/order/checkout', {
      auth: world.juan,
      body: { orderId },
    }).expect(409);
    expect(refused.body.error).toMatch(/Pilates/);
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: lunes() } })).stock).toBe(
      1,
    );
  });
});

describe('the week: GET /api/timetable (public) and GET /api/sessions/week (admin)', () => {
  it('lists every class’s sessions for seven days with their places; the admin sees them counted', async () => {
    await paidBy(world.ana, lunes(), 2);
    await paidBy(world.juan, lunes());
    const viernes = await viernesPilates();
    const session = await firstComing(lunes());
    await skip(world.juan, lunes(), session.date);
    const [credit] = await makeups(world.juan);
    const friday = (await comingSessions(viernes.id)).find((s) => s.date > session.date);
    await asAdmin(world, 'put', sessionPath(viernes.id, friday?.date ?? ''), {
      status: 'Cancelada',
      reason: 'Sin profesor',
    }).expect(200);
    expect(credit?.reason).toBe('No voy');

    const from = session.date;
    const table = (await send(world.app, 'get', `/api/timetable?from=${from}`).expect(200))
      .body as (SessionDto & { diaHoraId: number; activity: string; trainers: string[] })[];
    expect(table.map((e) => e.date).every((d) => d >= from)).toBe(true);
    const lunesEntry = table.find((e) => e.diaHoraId === lunes());
    expect(lunesEntry).toMatchObject({ activity: 'Pilates', hour: '18:00', free: 8 });
    expect(lunesEntry).not.toHaveProperty('held');
    const boxeo = table.find((e) => e.diaHoraId === world.shop.slots.miercoles.id);
    expect(boxeo).toMatchObject({ activity: 'Boxeo', free: 3 });
    // A slot without a class is not a session of anything.
    expect(table.some((e) => e.diaHoraId === world.shop.slots.sinClase.id)).toBe(false);
    expect(table.find((e) => e.diaHoraId === viernes.id)).toMatchObject({
      date: friday?.date,
      status: 'Cancelada',
      reason: 'Sin profesor',
      free: 0,
    });
    const starts = table.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());

    await expectAdminOnly(world, 'get', `/api/sessions/week?from=${from}`);
    const week = (await asAdmin(world, 'get', `/api/sessions/week?from=${from}`).expect(200))
      .body as { diaHoraId: number; held: number; skipped: number; makeups: number }[];
    expect(week.find((e) => e.diaHoraId === lunes())).toMatchObject({
      capacity: 10,
      held: 3,
      skipped: 1,
      makeups: 0,
      free: 8,
    });
    await send(world.app, 'get', '/api/timetable?from=2027-02-30').expect(400);
  });
});

describe('the calendar feed with sessions', () => {
  it('leaves out cancelled, closed and skipped dates, and adds each make-up as a single event', async () => {
    await paidBy(world.ana, lunes());
    const viernes = await viernesPilates();
    const [first, second, third] = await comingSessions(lunes());
    await asAdmin(world, 'put', sessionPath(lunes(), first?.date ?? ''), {
      status: 'Cancelada',
      reason: 'Profesora enferma',
    }).expect(200);
    await asAdmin(world, 'put', `/api/closures/${second?.date}`, {
      closed: true,
      reason: 'Pintura',
    }).expect(200);
    await skip(world.ana, lunes(), third?.date ?? '');
    const [credit] = await makeups(world.ana);
    const target = await firstComing(viernes.id);
    await book(world.ana, credit?.id, viernes.id, target.date).expect(201);

    const { url } = (
      await send(world.app, 'get', '/api/membership/calendar', { auth: world.ana }).expect(200)
    ).body as { url: string };
    const text = (await send(world.app, 'get', new URL(url).pathname).expect(200)).text;
    expectRfc5545(text);
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    const weekly = events.find((event) => event.rrule);
    const makeup = events.find((event) => !event.rrule);
    expect(events).toHaveLength(2);
    // node-ical files each EXDATE under two keys.
    const excluded = [
      ...new Set(
        Object.values(weekly?.exdate ?? {}).map((date) => new Date(date as Date).toISOString()),
      ),
    ];
    expect(excluded.sort()).toEqual(
      [first?.startsAt, second?.startsAt, third?.startsAt].map((s) =>
        new Date(s ?? '').toISOString(),
      ),
    );
    // Each excluded date is one of the weekly event's own (an EXDATE elsewhere excludes nothing).
    const weeklyDates = (weekly?.rrule?.all() ?? []).map((date) => date.toISOString());
    for (const gone of excluded) expect(weeklyDates).toContain(gone);
    expect(makeup?.summary).toBe('Pilates (clase para recuperar)');
    expect(new Date(makeup?.start ?? 0).toISOString()).toBe(target.startsAt);
  });
});
