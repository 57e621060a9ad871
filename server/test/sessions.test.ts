// Sessions (issue 31): a weekly slot on each date, 'Cerrado' on a holiday or a day the gym closed,
// 'Cancelada' when the admin cancelled it, with the places free on that date.
import { describe, expect, it } from 'vitest';
import { DAY_MESSAGES, MESSAGES, SESSION_MESSAGES, type SessionDto } from '@power-gym/contracts';
import { asAdmin, paidOrder, reservedOrder, send } from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';
import { addDays, gymToday } from '../src/lib/local-period.ts';

const world = useTestWorld({
  shop: true,
  members: ['Ana', 'Juan'],
  admin: true,
  env: { DISCOUNT_RATE_LIMIT: '100' },
});

const lunes = () => world.shop.slots.lunes.id; // Pilates, Lunes 18:00, 10 places
const sessions = async (slotId: number, query: Record<string, string> = {}) =>
  (
    await send(
      world.app,
      'get',
      `/api/diahora/${slotId}/sessions?${new URLSearchParams(query)}`,
    ).expect(200)
  ).body as SessionDto[];

describe('GET /api/diahora/{id}/sessions', () => {
  it('lists the slot on each of its days for four weeks, at its hour in Buenos Aires', async () => {
    const listed = await sessions(lunes());
    expect(listed).toHaveLength(4);
    const today = gymToday();
    for (const [i, session] of listed.entries()) {
      expect(session.date >= today && session.date <= addDays(today, 27)).toBe(true);
      expect(new Date(`${session.date}T00:00:00Z`).getUTCDay()).toBe(1);
      // 18:00 in Buenos Aires (UTC−3) is 21:00 UTC.
      expect(session.startsAt).toBe(`${session.date}T21:00:00.000Z`);
      expect(session).toMatchObject({ status: 'Programada', reason: null, free: 10 });
      if (i > 0) expect(session.date).toBe(addDays(listed[i - 1]?.date ?? '', 7));
    }
  });

  it('says which dates are closed (a holiday, a day the admin closed) or cancelled, and why', async () => {
    const february = { from: '2027-02-01', to: '2027-02-22' };
    expect((await sessions(lunes(), february)).map((s) => [s.date, s.status, s.reason])).toEqual([
      ['2027-02-01', 'Programada', null],
      ['2027-02-08', 'Cerrado', 'Carnaval'],
      ['2027-02-15', 'Programada', null],
      ['2027-02-22', 'Programada', null],
    ]);
    await asAdmin(world, 'put', '/api/closures/2027-02-08', { closed: false }).expect(200);
    await asAdmin(world, 'put', '/api/closures/2027-02-15', {
      closed: true,
      reason: 'Mantenimiento',
    }).expect(200);
    await world.prisma.sessionCancellation.create({
      data: {
        diaHoraId: lunes(),
        date: new Date('2027-02-22T00:00:00Z'),
        reason: 'Profesora enferma',
      },
    });
    const changed = await sessions(lunes(), february);
    expect(changed.map((s) => [s.date, s.status, s.reason, s.free])).toEqual([
      ['2027-02-01', 'Programada', null, 10],
      ['2027-02-08', 'Programada', null, 10],
      ['2027-02-15', 'Cerrado', 'Mantenimiento', 0],
      ['2027-02-22', 'Cancelada', 'Profesora enferma', 0],
    ]);
    // Another slot's sessions are not cancelled with it.
    const other = world.shop.slots.miercoles.id;
    expect((await sessions(other, february)).every((s) => s.status === 'Programada')).toBe(true);
  });

  it('counts on each date the places held then: a membership in its period, reservations, a waiting renewal after the end', async () => {
    const today = gymToday();
    const range = { from: today, to: addDays(today, 61) };
    const ana = await paidOrder(world, [{ diaHoraId: lunes(), quantity: 2 }]);
    const { periodEnd } = await world.prisma.order.findUniqueOrThrow({ where: { id: ana } });
    await reservedOrder(world, [{ diaHoraId: lunes(), quantity: 1 }], world.juan);
    const freeBy = async () =>
      (await sessions(lunes(), range))
        .filter((s) => s.status === 'Programada')
        .map((s) => [new Date(s.startsAt) < (periodEnd ?? new Date()), s.free]);
    const within = (free: number) => [true, free];
    const after = (free: number) => [false, free];

    const held = await freeBy();
    expect(held.length).toBeGreaterThanOrEqual(8);
    expect(held.filter(([inPeriod]) => inPeriod).every(([, free]) => free === 7)).toBe(true);
    expect(held.filter(([inPeriod]) => !inPeriod).every(([, free]) => free === 9)).toBe(true);
    expect(held).toContainEqual(within(7));
    expect(held).toContainEqual(after(9));

    // Ana renews: waiting for its payment, it counts from her period's end; paid, it holds them.
    const renewal = await send(world.app, 'post', `/api/order/${ana}/renew`, {
      auth: world.ana,
      body: {},
    }).expect(201);
    expect((await freeBy()).filter(([inPeriod]) => !inPeriod).every(([, f]) => f === 7)).toBe(true);
    await asAdmin(world, 'put', `/api/order/${renewal.body.id}`, { state: 'Complete' }).expect(200);
    expect((await freeBy()).every(([, free]) => free === 7)).toBe(true);
  });

  it('answers 404 for an unknown or archived slot and 400 for a bad range, in Spanish', async () => {
    await send(world.app, 'get', '/api/diahora/999999/sessions').expect(404, {
      error: MESSAGES.notFound,
    });
    await world.prisma.diaHora.update({
      where: { id: world.shop.slots.miercoles.id },
      data: { archivedAt: new Date() },
    });
    await send(world.app, 'get', `/api/diahora/${world.shop.slots.miercoles.id}/sessions`).expect(
      404,
    );
    const refused = async (query: Record<string, string>, fields: Record<string, string>) => {
      const res = await send(
        world.app,
        'get',
        `/api/diahora/${lunes()}/sessions?${new URLSearchParams(query)}`,
      ).expect(400);
      expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
    };
    await refused({ from: '2027-01-01', to: '2027-03-04' }, { to: SESSION_MESSAGES.rangeTooLong });
    await refused({ from: '2027-02-29' }, { from: DAY_MESSAGES.dateInvalid });
    await refused({ from: '2027-03-02', to: '2027-03-01' }, { from: DAY_MESSAGES.rangeInvalid });
    expect(await sessions(lunes(), { from: '2027-01-01', to: '2027-03-03' })).toHaveLength(9);
  });
});
