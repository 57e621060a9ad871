// Issue 32: 'Resumen' gains the month's attendance rate per class and per slot, and the no-shows.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { GYM_TIME_ZONE, INSIGHTS_MESSAGES, type AttendanceInsightsDto } from '@power-gym/contracts';
import { expectAdminOnly, send } from './support/admin.ts';
import { attendanceTaken, heldClassAgo } from './support/session-now.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const today = () => DateTime.now().setZone(GYM_TIME_ZONE).startOf('day');
/** Three days in a row in one month, the latest `first` days ago: this month's, or last month's. */
const first = () => (today().day >= 4 ? 1 : today().day);

describe('GET /api/insights/attendance', () => {
  it("rates the month's attendance per class and per slot, and counts the no-shows", async () => {
    const d = first();
    const month = today().minus({ days: d }).toFormat('yyyy-MM');
    const at = (days: number) => new Date(`${today().minus({ days }).toISODate()}T00:00:00Z`);
    const a = await heldClassAgo(world, d, [world.ana, world.juan]);
    const b = await heldClassAgo(world, d + 1, [world.ana]);
    const c = await heldClassAgo(world, d + 2, [world.juan]);
    await world.prisma.attendance.create({
      data: { userId: world.ana.user.id, diaHoraId: a, date: at(d), method: 'Pase' },
    });
    await world.prisma.sessionSkip.create({
      data: { userId: world.ana.user.id, diaHoraId: b, date: at(d + 1) },
    });
    // Attendance was taken at c too (the admin came); never at b.
    await attendanceTaken(world, c, d + 2);

    const res = await send(world.app, 'get', `/api/insights/attendance?month=${month}`, {
      auth: world.admin,
    }).expect(200);
    const insights = res.body as AttendanceInsightsDto;
    expect(insights.from).toBe(`${month}-01`);
    // The admin's own visit to c is no membership of theirs: it counts for nobody.
    expect(insights.total).toEqual({ expected: 3, attended: 1, rate: 1 / 3 });
    expect(insights.byClass).toEqual([
      {
        activityId: world.shop.activities.pilates.id,
        name: 'Pilates',
        expected: 3,
        attended: 1,
        rate: 1 / 3,
      },
    ]);
    const slots = Object.fromEntries(
      insights.bySlot.map((s) => [s.diaHoraId, [s.expected, s.attended]]),
    );
    expect(slots).toEqual({ [a]: [2, 1], [c]: [1, 0] });
    expect(insights.noShows).toBe(2);
    expect(insights.absentees).toEqual([
      { id: world.juan.user.id, name: 'Juan', lastName: 'Prueba', noShows: 2 },
    ]);
  });

  it('is for admins, takes a month that began, and says nothing was expected without classes', async () => {
    await expectAdminOnly(world, 'get', '/api/insights/attendance');
    const empty = await send(world.app, 'get', '/api/insights/attendance', {
      auth: world.admin,
    }).expect(200);
    expect(empty.body).toMatchObject({
      total: { expected: 0, attended: 0, rate: null },
      byClass: [],
      bySlot: [],
      noShows: 0,
    });
    const future = today().plus({ months: 1 }).toFormat('yyyy-MM');
    const res = await send(world.app, 'get', `/api/insights/attendance?month=${future}`, {
      auth: world.admin,
    }).expect(400);
    expect(res.body).toEqual({ error: INSIGHTS_MESSAGES.futureMonth });
    const bad = await send(world.app, 'get', '/api/insights/attendance?month=2026-13', {
      auth: world.admin,
    }).expect(400);
    expect(bad.body.fields).toEqual({ month: INSIGHTS_MESSAGES.monthInvalid });
  });
});
