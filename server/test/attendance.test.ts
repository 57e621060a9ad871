// Issue 32: a session's roster (who holds it, who skipped, who makes up a class there, who came)
// for the desk, the admin and that class's profesor; attendance marked by hand, once.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  AUTH_MESSAGES,
  GYM_TIME_ZONE,
  MESSAGES,
  SESSION_MESSAGES,
  WEEKDAYS,
  type AttendanceHistoryDto,
  type RosterDto,
  type RosterEntryDto,
  type StaffSessionDto,
} from '@power-gym/contracts';
import { sessionStart } from '../src/domain/sessions.ts';
import { send } from './support/admin.ts';
import { insertSlot } from './support/fixtures.ts';
import {
  attendanceTaken,
  holdsSince,
  sessionNow as classNow,
  useStaffWorld,
} from './support/session-now.ts';
import type { SignedInUser } from './support/tokens.ts';

const { world, staff } = useStaffWorld();
const sessionNow = () => classNow(world);
const holds = (member: SignedInUser, slotId: number) => holdsSince(world, member, slotId);

const rosterPath = (slotId: number, date: string) =>
  `/api/diahora/${slotId}/sessions/${date}/attendance`;

const roster = async (by: SignedInUser, slotId: number, date: string) =>
  (await send(world.app, 'get', rosterPath(slotId, date), { auth: by }).expect(200))
    .body as RosterDto;

const mark = (by: SignedInUser, slotId: number, date: string, userId: number, attended: boolean) =>
  send(world.app, 'put', `${rosterPath(slotId, date)}/${userId}`, { auth: by, body: { attended } });

describe('GET /api/diahora/{id}/sessions/{date}/attendance', () => {
  it('lists who holds the session, who skipped it and who makes up a class in it', async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    await holds(world.ana, slotId);
    await holds(world.juan, slotId);
    await world.prisma.sessionSkip.create({
      data: { userId: world.juan.user.id, diaHoraId: slotId, date: new Date(`${date}T00:00:00Z`) },
    });
    await world.prisma.makeupCredit.create({
      data: {
        userId: world.admin.user.id,
        activityId: world.shop.activities.pilates.id,
        source: 'NoVoy',
        sourceDiaHoraId: world.shop.slots.lunes.id,
        sourceDate: new Date('2026-01-05T00:00:00Z'),
        reason: 'No voy',
        expiresAt: new Date(Date.now() + 86_400_000),
        bookingDiaHoraId: slotId,
        bookingDate: new Date(`${date}T00:00:00Z`),
        bookingStartsAt: new Date(),
      },
    });

    const { session, entries } = await roster(world.rita, slotId, date);
    expect(session).toMatchObject({
      diaHoraId: slotId,
      date,
      status: 'Programada',
      activity: { id: world.shop.activities.pilates.id, name: 'Pilates' },
    });
    const summary = (entry: RosterEntryDto) => [
      entry.member.name,
      entry.kind,
      entry.paid,
      entry.skipped,
      entry.attended,
    ];
    // By last name (every test member is a 'Prueba'), then by name.
    expect(entries.map(summary)).toEqual([
      ['Admin', 'Recupera', true, false, false],
      ['Ana', 'Titular', true, false, false],
      ['Juan', 'Titular', true, true, false],
    ]);
    expect(entries[0]?.member).toEqual({
      id: world.admin.user.id,
      name: 'Admin',
      lastName: 'Prueba',
      image: null,
    });
  });

  it('is for the desk, the admin and the profesor of that class only', async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    for (const allowed of [world.rita, world.admin, world.pablo])
      await roster(allowed, slotId, date);
    const member = await send(world.app, 'get', rosterPath(slotId, date), { auth: world.ana });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });

    const boxeo = await insertSlot(
      world.prisma,
      'Lunes',
      '10:00',
      5,
      5,
      world.shop.activities.boxeo.id,
    );
    const other = await send(world.app, 'get', rosterPath(boxeo.id, '2027-03-01'), {
      auth: world.pablo,
    });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: AUTH_MESSAGES.notYourClass });
    await send(world.app, 'get', rosterPath(boxeo.id, '2027-03-01'), { auth: world.rita }).expect(
      200,
    );
  });

  it('answers 404 for a slot without a class and 400 for a date not on its day', async () => {
    await staff();
    const ask = (slotId: number, date: string) =>
      send(world.app, 'get', rosterPath(slotId, date), { auth: world.rita });
    const res = await ask(world.shop.slots.sinClase.id, '2027-03-04');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    // The shop's Lunes slot on a Tuesday.
    const tuesday = await ask(world.shop.slots.lunes.id, '2027-03-02');
    expect(tuesday.status).toBe(400);
    expect(tuesday.body).toEqual({ error: SESSION_MESSAGES.notOnSlotDay });
  });
});

describe('PUT /api/diahora/{id}/sessions/{date}/attendance/{userId}', () => {
  it('marks a member attended once, with who marked it, and takes it back', async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    await holds(world.ana, slotId);

    const first = await mark(world.pablo, slotId, date, world.ana.user.id, true).expect(200);
    expect(first.body).toMatchObject({
      member: { id: world.ana.user.id },
      attended: true,
      method: 'Lista',
      markedBy: 'Pablo Prueba',
    });
    await mark(world.rita, slotId, date, world.ana.user.id, true).expect(200);
    const rows = await world.prisma.attendance.findMany({ where: { diaHoraId: slotId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: world.ana.user.id, markedById: world.pablo.user.id });
    expect((await roster(world.admin, slotId, date)).entries[0]?.attended).toBe(true);

    const undone = await mark(world.rita, slotId, date, world.ana.user.id, false).expect(200);
    expect(undone.body).toMatchObject({ attended: false, method: null, markedBy: null });
    expect(await world.prisma.attendance.count()).toBe(0);
  });

  it('refuses someone not on the roster, a session not begun and a cancelled one', async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    const stranger = await mark(world.rita, slotId, date, world.juan.user.id, true).expect(404);
    expect(stranger.body).toEqual({ error: ATTENDANCE_MESSAGES.notOnRoster });

    await holds(world.ana, world.shop.slots.lunes.id);
    const coming = DateTime.now().setZone(GYM_TIME_ZONE).plus({ weeks: 1 }).set({ weekday: 1 });
    const later = await mark(
      world.rita,
      world.shop.slots.lunes.id,
      coming.toISODate() ?? '',
      world.ana.user.id,
      true,
    ).expect(409);
    expect(later.body).toEqual({ error: ATTENDANCE_MESSAGES.notYet });

    await holds(world.juan, slotId);
    await world.prisma.sessionCancellation.create({
      data: { diaHoraId: slotId, date: new Date(`${date}T00:00:00Z`), reason: 'Lluvia' },
    });
    const cancelled = await mark(world.rita, slotId, date, world.juan.user.id, true).expect(409);
    expect(cancelled.body).toEqual({ error: SESSION_MESSAGES.notScheduled });
    expect(await world.prisma.attendance.count()).toBe(0);
  });

  it('keeps a profesor to their classes and members out, and checks the body', async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    await holds(world.ana, slotId);
    await mark(world.juan, slotId, date, world.ana.user.id, true).expect(403);
    const bad = await send(world.app, 'put', `${rosterPath(slotId, date)}/${world.ana.user.id}`, {
      auth: world.rita,
      body: { attended: 'sí' },
    }).expect(400);
    expect(bad.body.fields).toEqual({ attended: ATTENDANCE_MESSAGES.attendedInvalid });
    expect(await world.prisma.attendance.count()).toBe(0);
  });
});

describe('GET /api/sessions/day', () => {
  it("lists the day's classes with places and attendance; a profesor sees only theirs", async () => {
    await staff();
    const { slotId, date } = await sessionNow();
    await holds(world.ana, slotId);
    await holds(world.juan, slotId);
    const boxeo = await insertSlot(
      world.prisma,
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slotId } })).day,
      '00:00', // never after now: listed first, by start
      5,
      5,
      world.shop.activities.boxeo.id,
    );
    await mark(world.rita, slotId, date, world.ana.user.id, true).expect(200);

    const day = async (by: SignedInUser) =>
      (await send(world.app, 'get', `/api/sessions/day?date=${date}`, { auth: by }).expect(200))
        .body as StaffSessionDto[];
    const desk = await day(world.rita);
    expect(desk.map((s) => [s.diaHoraId, s.activity, s.held, s.attended])).toEqual([
      [boxeo.id, 'Boxeo', 0, 0],
      [slotId, 'Pilates', 2, 1],
    ]);
    const profesor = await day(world.pablo);
    expect(profesor.map((s) => s.diaHoraId)).toEqual([slotId]);
    await send(world.app, 'get', '/api/sessions/day', { auth: world.ana }).expect(403);
  });
});

describe('GET /api/sessions/history', () => {
  it("tells the member what became of each class they held: came, said 'No voy', cancelled, missed", async () => {
    const today = DateTime.now().setZone(GYM_TIME_ZONE).startOf('day');
    const day = (daysAgo: number) => today.minus({ days: daysAgo }).toISODate() ?? '';
    const weekday = (daysAgo: number) =>
      WEEKDAYS[today.minus({ days: daysAgo }).weekday - 1] ?? 'Lunes';
    const pilates = world.shop.activities.pilates.id;
    const first = await insertSlot(world.prisma, weekday(1), '10:00', 8, 8, pilates);
    const second = await insertSlot(world.prisma, weekday(2), '10:00', 8, 8, pilates);
    for (const date of [1, 2, 8, 9].map(day)) {
      // Open whatever the national holidays say, so the test means the same every day.
      await world.prisma.closureOverride.create({
        data: { date: new Date(`${date}T00:00:00Z`), closed: false, reason: 'Abierto' },
      });
    }
    for (const slotId of [first.id, second.id]) {
      const orderId = await holdsSince(world, world.ana, slotId);
      await world.prisma.order.update({
        where: { id: orderId },
        data: { periodStart: today.minus({ days: 12 }).toJSDate() },
      });
    }
    await holdsSince(world, world.juan, first.id);
    const at = (date: string) => new Date(`${date}T00:00:00Z`);
    await world.prisma.attendance.create({
      data: { userId: world.ana.user.id, diaHoraId: first.id, date: at(day(1)), method: 'Pase' },
    });
    await world.prisma.sessionSkip.create({
      data: { userId: world.ana.user.id, diaHoraId: first.id, date: at(day(8)) },
    });
    await world.prisma.sessionCancellation.create({
      data: { diaHoraId: second.id, date: at(day(2)), reason: 'Lluvia' },
    });
    // Attendance was taken at the second slot's class 9 days ago (the admin came), not at the
    // first slot's 15 days ago: Ana missed the one, nobody knows of the other.
    await attendanceTaken(world, second.id, 9);

    const res = await send(world.app, 'get', '/api/sessions/history', { auth: world.ana }).expect(
      200,
    );
    const history = res.body as AttendanceHistoryDto[];
    expect(history.map((s) => [s.date, s.diaHoraId, s.state, s.activity])).toEqual([
      [day(1), first.id, 'Asistió', 'Pilates'],
      [day(2), second.id, 'Cancelada', 'Pilates'],
      [day(8), first.id, 'Avisó', 'Pilates'],
      [day(9), second.id, 'Ausente', 'Pilates'],
    ]);
    await world.prisma.attendance.deleteMany({ where: { userId: world.admin.user.id } });
    const unknown = await send(world.app, 'get', '/api/sessions/history', { auth: world.ana });
    expect((unknown.body as AttendanceHistoryDto[]).map((s) => s.state)).toEqual([
      'Asistió',
      'Cancelada',
      'Avisó',
      'Sin registro',
    ]);
    const short = await send(world.app, 'get', `/api/sessions/history?from=${day(5)}`, {
      auth: world.ana,
    }).expect(200);
    expect((short.body as AttendanceHistoryDto[]).map((s) => s.date)).toEqual([day(1), day(2)]);
  });

  it('needs a member and refuses a range longer than 62 days', async () => {
    await send(world.app, 'get', '/api/sessions/history').expect(401);
    const res = await send(
      world.app,
      'get',
      '/api/sessions/history?from=2026-01-01&to=2026-06-01',
      {
        auth: world.ana,
      },
    ).expect(400);
    expect(res.body.fields).toEqual({ to: SESSION_MESSAGES.rangeTooLong });
  });
});

describe('session_start (SQL)', () => {
  it('is sessionStart: the hour in the gym time zone, as UTC', async () => {
    for (const [date, hour] of [
      ['2026-03-02', '18:30'],
      ['2026-07-09', '00:00'],
      ['2026-12-31', '23:59'],
    ] as const) {
      const [row] = await world.prisma.$queryRaw<{ at: Date }[]>`
        SELECT session_start(${date}::date, ${hour}) AS at`;
      expect(row?.at.toISOString()).toBe(sessionStart(date, hour).toUTC().toISO());
    }
  });
});
