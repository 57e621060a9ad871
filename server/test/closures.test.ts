// 'Feriados y cierres' (issue 31): the gym closes on Argentina's national holidays, from
// date-holidays, unless the admin opens one; the admin closes any other day with a reason. Only the
// overrides are stored.
import { describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES, DAY_MESSAGES, MESSAGES, type ClosureDto } from '@power-gym/contracts';
import { asAdmin, send } from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';
import { setClosure } from '../src/features/closures/closures.service.ts';

const world = useTestWorld({ members: ['Ana'], admin: true });

const closures = async (query: Record<string, string>) =>
  (await send(world.app, 'get', `/api/closures?${new URLSearchParams(query)}`).expect(200))
    .body as ClosureDto[];
const change = (date: string, body: object) => asAdmin(world, 'put', `/api/closures/${date}`, body);
const overrides = () => world.prisma.closureOverride.count();

describe('GET /api/closures', () => {
  it('lists the national holidays as closed, by name, and no bridge day', async () => {
    const may = await closures({ from: '2027-05-01', to: '2027-05-31' });
    expect(may).toEqual([
      {
        date: '2027-05-01',
        holiday: 'Día del Trabajador',
        closed: true,
        reason: 'Día del Trabajador',
      },
      {
        date: '2027-05-25',
        holiday: 'Día de la Revolución de Mayo',
        closed: true,
        reason: 'Día de la Revolución de Mayo',
      },
    ]);
    // 2026's tourism bridge days (23/3, 10/7, 7/12) are decreed: the admin closes them by hand.
    const march = await closures({ from: '2026-03-20', to: '2026-03-25' });
    expect(march.map((day) => day.date)).toEqual(['2026-03-24']);
    // Carnaval moves with Easter: the library knows it.
    const carnaval = await closures({ from: '2027-02-01', to: '2027-02-28' });
    expect(carnaval.map((day) => [day.date, day.holiday])).toEqual([
      ['2027-02-08', 'Carnaval'],
      ['2027-02-09', 'Carnaval'],
    ]);
  });

  it('refuses an impossible date, a reversed range and one longer than a year, in Spanish', async () => {
    const refused = async (query: Record<string, string>, field: string, message: string) => {
      const res = await send(
        world.app,
        'get',
        `/api/closures?${new URLSearchParams(query)}`,
      ).expect(400);
      expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields: { [field]: message } });
    };
    await refused({ from: '2027-02-30' }, 'from', DAY_MESSAGES.dateInvalid);
    await refused({ from: '2027-03-01', to: '2027-02-01' }, 'from', DAY_MESSAGES.rangeInvalid);
    await refused({ from: '2027-01-01', to: '2028-01-02' }, 'to', CLOSURE_MESSAGES.rangeTooLong);
    expect(await closures({ from: '2027-01-01', to: '2027-12-31' })).not.toHaveLength(0);
  });
});

describe('PUT /api/closures/{date}', () => {
  it('closes an ordinary day with its reason, and opening it again keeps no row', async () => {
    const closed = await change('2027-03-10', { closed: true, reason: ' Mantenimiento ' }).expect(
      200,
    );
    expect(closed.body).toEqual({
      date: '2027-03-10',
      holiday: null,
      closed: true,
      reason: 'Mantenimiento',
    });
    expect(await closures({ from: '2027-03-10', to: '2027-03-10' })).toEqual([closed.body]);
    expect(await overrides()).toBe(1);

    const open = await change('2027-03-10', { closed: false }).expect(200);
    expect(open.body).toEqual({ date: '2027-03-10', holiday: null, closed: false, reason: null });
    expect(await closures({ from: '2027-03-10', to: '2027-03-10' })).toEqual([]);
    expect(await overrides()).toBe(0);
  });

  it('opens a national holiday, and closing it again restores it as it was', async () => {
    const open = await change('2027-07-09', { closed: false, reason: 'Clase especial' }).expect(
      200,
    );
    expect(open.body).toEqual({
      date: '2027-07-09',
      holiday: 'Día de la Independencia',
      closed: false,
      reason: 'Clase especial',
    });
    expect(await closures({ from: '2027-07-01', to: '2027-07-31' })).toEqual([open.body]);

    await change('2027-07-09', { closed: true, reason: 'Feriado' }).expect(200);
    expect(await overrides()).toBe(0);
    expect(await closures({ from: '2027-07-09', to: '2027-07-09' })).toEqual([
      {
        date: '2027-07-09',
        holiday: 'Día de la Independencia',
        closed: true,
        reason: 'Día de la Independencia',
      },
    ]);
  });

  it('refuses a day gone by, a close without reason and an impossible date, changing nothing', async () => {
    const refused = async (date: string, body: object, expected: object) => {
      const res = await change(date, body).expect(400);
      expect(res.body).toEqual(expected);
    };
    await refused(
      '2025-01-02',
      { closed: true, reason: 'Tarde' },
      { error: CLOSURE_MESSAGES.pastDate },
    );
    await refused(
      '2027-03-11',
      { closed: true, reason: '  ' },
      { error: MESSAGES.invalidInput, fields: { reason: CLOSURE_MESSAGES.reasonRequired } },
    );
    await refused(
      '2027-13-01',
      { closed: false },
      { error: MESSAGES.invalidInput, fields: { date: DAY_MESSAGES.dateInvalid } },
    );
    await refused(
      '2027-03-11',
      { closed: 'sí', reason: 'x'.repeat(121) },
      {
        error: MESSAGES.invalidInput,
        fields: { closed: CLOSURE_MESSAGES.closedInvalid, reason: CLOSURE_MESSAGES.reasonTooLong },
      },
    );
    expect(await overrides()).toBe(0);
  });

  const POLICY = { makeupDays: 30, publicUrl: 'http://localhost:3001' };

  it('takes today in Buenos Aires: at 23:30 there the day is not yet gone', async () => {
    // 2027-03-11 02:30 UTC is 2027-03-10 23:30 in Buenos Aires (UTC−3).
    const lateEvening = new Date('2027-03-11T02:30:00Z');
    await setClosure(
      world.prisma,
      '2027-03-10',
      { closed: true, reason: 'Corte de luz' },
      POLICY,
      lateEvening,
    );
    await expect(
      setClosure(
        world.prisma,
        '2027-03-09',
        { closed: true, reason: 'Tarde' },
        POLICY,
        lateEvening,
      ),
    ).rejects.toMatchObject({ status: 400, message: CLOSURE_MESSAGES.pastDate });
    expect(await overrides()).toBe(1);
  });

  it('is for admins only', async () => {
    await send(world.app, 'put', '/api/closures/2027-03-10', {
      auth: world.ana,
      body: { closed: true, reason: 'No' },
    }).expect(403);
    await send(world.app, 'put', '/api/closures/2027-03-10', {
      body: { closed: true, reason: 'No' },
    }).expect(401);
    expect(await overrides()).toBe(0);
  });
});
