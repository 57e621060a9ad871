// Issue 32: 'Mi pase' and the desk's check-in: a signed code that changes every minute, a number
// to type, a search by name; attendance recorded once, refusals that record nothing.
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CHECK_IN_MESSAGES,
  type CheckInDto,
  type FoundMemberDto,
  type PassDto,
} from '@power-gym/contracts';
import { DEMO_CHECKIN_SECRET } from '../src/config.ts';
import { issuePass, stepAt } from '../src/features/checkin/pass.ts';
import { send } from './support/admin.ts';
import { holdsSince, sessionNow, useStaffWorld } from './support/session-now.ts';
import type { SignedInUser } from './support/tokens.ts';

const { world, staff } = useStaffWorld();

const passOf = async (member: SignedInUser) =>
  (await send(world.app, 'get', '/api/checkin/pass', { auth: member }).expect(200)).body as PassDto;

const checkIn = (body: object, by: SignedInUser = world.rita) =>
  send(world.app, 'post', '/api/checkin', { auth: by, body });

const attendance = () =>
  world.prisma.attendance.findMany({ select: { userId: true, method: true, markedById: true } });

describe('GET /api/checkin/pass', () => {
  it("gives the member this minute's signed code and a 6-digit number, working for two minutes", async () => {
    const before = Date.now();
    const pass = await passOf(world.ana);
    expect(pass.code).toMatch(new RegExp(`^PG1\\.${world.ana.user.id}\\.\\d+\\.[\\w-]{22}$`));
    expect(pass.number).toMatch(/^\d{6}$/);
    const expiresIn = Date.parse(pass.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);
    expect(await world.prisma.checkInPass.count({ where: { userId: world.ana.user.id } })).toBe(1);
    expect(pass.membership).toEqual({ status: 'Vencida', endsAt: null });
  });

  it("shows how the member stands, as the desk will see it: 'Al día' while a membership runs", async () => {
    const { slotId } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    expect((await passOf(world.ana)).membership).toEqual({
      status: 'Al día',
      endsAt: expect.any(String),
    });
  });

  it('needs a signed-in member', async () => {
    await send(world.app, 'get', '/api/checkin/pass').expect(401);
  });
});

describe('POST /api/checkin', () => {
  it('checks a member in by their pass once: a second scan says Ya registrado', async () => {
    await staff();
    const { slotId, date } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    const { code } = await passOf(world.ana);

    const first = (await checkIn({ code }).expect(200)).body as CheckInDto;
    expect(first).toEqual({
      result: 'Registrado',
      message: CHECK_IN_MESSAGES.Registrado,
      member: { id: world.ana.user.id, name: 'Ana', lastName: 'Prueba', image: null },
      membership: { status: 'Al día', endsAt: expect.any(String) },
      session: expect.objectContaining({
        diaHoraId: slotId,
        date,
        activity: { id: world.shop.activities.pilates.id, name: 'Pilates' },
      }),
    });
    const again = (await checkIn({ code }, world.admin).expect(200)).body as CheckInDto;
    expect(again.result).toBe('Ya registrado');
    expect(await attendance()).toEqual([
      { userId: world.ana.user.id, method: 'Pase', markedById: world.rita.user.id },
    ]);
  });

  it('takes the typed number, or the member the desk found by name', async () => {
    await staff();
    const { slotId } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    await holdsSince(world, world.juan, slotId);
    const { number } = await passOf(world.ana);
    expect(((await checkIn({ number }).expect(200)).body as CheckInDto).result).toBe('Registrado');

    const found = (
      await send(world.app, 'get', '/api/checkin/members?q=jua', { auth: world.rita }).expect(200)
    ).body as FoundMemberDto[];
    expect(found.map((member) => [member.id, member.membership.status])).toEqual([
      [world.juan.user.id, 'Al día'],
    ]);
    const byName = (await checkIn({ userId: world.juan.user.id }).expect(200)).body as CheckInDto;
    expect(byName.result).toBe('Registrado');
    expect((await attendance()).map((row) => row.method).sort()).toEqual(['Busqueda', 'Numero']);
  });

  it('refuses a forged, an expired and an unknown pass, recording nothing', async () => {
    await staff();
    const { slotId } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    const { code } = await passOf(world.ana);
    const forged = code.replace(`PG1.${world.ana.user.id}.`, `PG1.${world.juan.user.id}.`);
    const refusals: [object, number, string][] = [
      [{ code: forged }, 400, CHECK_IN_MESSAGES.forged],
      [
        { code: issuePass('otra-clave', world.ana.user.id, stepAt(new Date())).code },
        400,
        CHECK_IN_MESSAGES.forged,
      ],
      [
        { code: issuePass(DEMO_CHECKIN_SECRET, world.ana.user.id, stepAt(new Date()) - 2).code },
        400,
        CHECK_IN_MESSAGES.expired,
      ],
      [
        { code: issuePass(DEMO_CHECKIN_SECRET, world.ana.user.id, stepAt(new Date()) + 1).code },
        400,
        CHECK_IN_MESSAGES.forged,
      ],
      [
        { number: '000000' === (await passOf(world.ana)).number ? '000001' : '000000' },
        404,
        CHECK_IN_MESSAGES.unknownNumber,
      ],
      [{ userId: 999_999 }, 404, AUTH_MESSAGES.userNotFound],
    ];
    for (const [body, status, error] of refusals) {
      const res = await checkIn(body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([status, { error }]);
    }
    const twoWays = await checkIn({ code, userId: world.ana.user.id }).expect(400);
    expect(twoWays.body.error).toBeDefined();
    expect(await attendance()).toEqual([]);
  });

  it('says Sin clase without a class now, and Vencida without a running membership', async () => {
    await staff();
    // Juan holds the shop's Lunes 18:00, not a class now.
    await holdsSince(world, world.juan, world.shop.slots.lunes.id);
    await sessionNow(world);
    const juan = (await checkIn({ userId: world.juan.user.id }).expect(200)).body as CheckInDto;
    expect(juan).toMatchObject({ result: 'Sin clase', session: null });
    expect(juan.membership.status).toBe('Al día');

    const ana = (await checkIn({ code: (await passOf(world.ana)).code }).expect(200))
      .body as CheckInDto;
    expect(ana).toMatchObject({
      result: 'Vencida',
      message: CHECK_IN_MESSAGES.Vencida,
      membership: { status: 'Vencida', endsAt: null },
      session: null,
    });
    expect(await attendance()).toEqual([]);
  });

  it('is for the desk and the admin; members and profesores get 403', async () => {
    await staff();
    const { code } = await passOf(world.ana);
    for (const caller of [world.ana, world.pablo]) {
      const res = await checkIn({ code }, caller).expect(403);
      expect(res.body).toEqual({ error: AUTH_MESSAGES.forbidden });
      await send(world.app, 'get', '/api/checkin/members?q=ana', { auth: caller }).expect(403);
    }
  });
});
