// PostgreSQL only: places on a date under concurrency (issue 31). Make-up bookings race for the
// last free places of a session against the undos of the skips that freed them, and against
// checkouts of the slot's monthly places; afterwards the session holds
//   holders − skips + make-ups = exactly its capacity, never more,
// and every request that lost was refused with its Spanish message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKEUP_MESSAGES, SESSION_MESSAGES } from '@power-gym/contracts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { bookMakeup } from '../../src/features/makeups/makeups.service.ts';
import { skipSession, unskipSession } from '../../src/features/sessions/sessions.service.ts';
import { sessionPlacesHeld, sessionStates } from '../../src/domain/sessions.ts';
import { addDays, gymToday } from '../../src/lib/local-period.ts';
import { bookings } from '../support/memberships.ts';
import { insertSlot } from '../support/fixtures.ts';
import { cartWith, insertShop } from '../support/orders.ts';
import { signedInUsers, type SignedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
const POLICY = { makeupDays: 30, skipNoticeHours: 2, publicUrl: 'http://localhost:3001' };
let secondInstance: Database;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

/** A Pilates slot on Mondays at `hour` with `capacity` places, and `count` members. */
async function pilatesSlot(hour: string, capacity: number, count: number) {
  const shop = await insertShop(world.prisma);
  const pilates = shop.activities.pilates.id;
  const slot = await insertSlot(world.prisma, 'Lunes', hour, capacity, capacity, pilates);
  const members = await signedInUsers(
    world.prisma,
    Array.from({ length: count }, (_, i) => ({ name: `Socio${i}` })),
  );
  return { shop, slot, members };
}

/** Each member buys one place of the slot and pays. */
async function holders(members: SignedInUser[], slotId: number): Promise<void> {
  for (const member of members) {
    const orderId = await cartWith(world.app, member, [{ diaHoraId: slotId, quantity: 1 }]);
    await checkoutOrder(world.prisma, { orderId, caller: { uid: member.user.uid } });
    await world.prisma.$transaction((tx) =>
      bookings.completeOrder(tx, orderId, { id: `pay-${orderId}`, status: 'approved' }),
    );
  }
}

/** The slot's first held session more than three hours away. */
async function comingSession(slot: { id: number; day: 'Lunes'; hour: string }) {
  const today = gymToday();
  const states = await sessionStates(world.prisma, slot, today, addDays(today, 27));
  const session = states.find(
    (s) => s.status === 'Programada' && s.startsAt.getTime() > Date.now() + 3 * 3_600_000,
  );
  if (!session) throw new Error('no coming session');
  return session;
}

/** One unbooked Pilates credit for each member. */
async function credits(members: SignedInUser[], activityId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const member of members) {
    const credit = await world.prisma.makeupCredit.create({
      data: {
        userId: member.user.id,
        activityId,
        source: 'Cancelada',
        sourceDate: new Date('2026-01-05T00:00:00Z'),
        reason: 'Lluvia',
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    ids.push(credit.id);
  }
  return ids;
}

/** Settles every request; counts the successes and the refusals' messages. */
async function outcomes(requests: Promise<unknown>[]) {
  const settled = await Promise.allSettled(requests);
  const refusals: Record<string, number> = {};
  for (const result of settled) {
    if (result.status === 'rejected') {
      const message = String((result.reason as Error).message);
      refusals[message] = (refusals[message] ?? 0) + 1;
    }
  }
  return { ok: settled.filter((r) => r.status === 'fulfilled').length, refusals };
}

const skip = (member: SignedInUser, slotId: number, date: string) => ({
  userId: member.user.id,
  slotId,
  date,
  policy: POLICY,
  now: new Date(),
});

const instance = (i: number): PrismaClient => (i % 2 === 0 ? world.prisma : secondInstance.prisma);

describe('places on a date under concurrency', () => {
  it('30 make-ups and 5 undos race for the 5 places that 5 skips freed: exactly 5 win', async () => {
    const { shop, slot, members } = await pilatesSlot('20:00', 20, 50);
    const owners = members.slice(0, 20);
    await holders(owners, slot.id);
    const session = await comingSession({ id: slot.id, day: 'Lunes', hour: '20:00' });
    const skippers = owners.slice(0, 5);
    for (const member of skippers) {
      await skipSession(world.prisma, skip(member, slot.id, session.date));
    }
    // The skippers' own credits are withdrawn by an undo; the others make up with theirs.
    const makers = members.slice(20, 50);
    const creditIds = await credits(makers, shop.activities.pilates.id);

    const result = await outcomes([
      ...makers.map((member, i) =>
        bookMakeup(instance(i), member.user.id, creditIds[i] ?? 0, {
          diaHoraId: slot.id,
          date: session.date,
        }),
      ),
      ...skippers.map((member, i) =>
        unskipSession(instance(i + 1), skip(member, slot.id, session.date)),
      ),
    ]);

    expect(result.ok).toBe(5);
    expect(Object.keys(result.refusals).sort()).toEqual(
      [MAKEUP_MESSAGES.full, SESSION_MESSAGES.placeTaken]
        .filter((m) => m in result.refusals)
        .sort(),
    );
    expect(Object.values(result.refusals).reduce((a, b) => a + b, 0)).toBe(30);
    const booked = await world.prisma.makeupCredit.count({ where: { bookingDiaHoraId: slot.id } });
    const stillSkipped = await world.prisma.sessionSkip.count({ where: { diaHoraId: slot.id } });
    expect(20 - stillSkipped + booked).toBe(20);
    expect(await sessionPlacesHeld(world.prisma, slot.id, session.date, session.startsAt)).toBe(20);
    // The monthly stock never moved.
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock).toBe(
      0,
    );
  });

  it('10 make-ups and 10 checkouts race for a session’s 5 free places: 5 win, stock stays exact', async () => {
    const { shop, slot, members } = await pilatesSlot('21:00', 10, 25);
    await holders(members.slice(0, 5), slot.id);
    const session = await comingSession({ id: slot.id, day: 'Lunes', hour: '21:00' });
    const makers = members.slice(5, 15);
    const creditIds = await credits(makers, shop.activities.pilates.id);
    const buyers = members.slice(15, 25);
    const carts = await Promise.all(
      buyers.map((member) => cartWith(world.app, member, [{ diaHoraId: slot.id, quantity: 1 }])),
    );

    const [makeups, sales] = await Promise.all([
      outcomes(
        makers.map((member, i) =>
          bookMakeup(instance(i), member.user.id, creditIds[i] ?? 0, {
            diaHoraId: slot.id,
            date: session.date,
          }),
        ),
      ),
      outcomes(
        buyers.map((member, i) =>
          checkoutOrder(instance(i + 1), {
            orderId: carts[i] ?? 0,
            caller: { uid: member.user.uid },
          }),
        ),
      ),
    ]);
    const sold = sales.ok;

    expect(makeups.ok + sold).toBe(5);
    const held = await sessionPlacesHeld(world.prisma, slot.id, session.date, session.startsAt);
    expect(held).toBe(10);
    const { stock } = await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } });
    expect(stock).toBe(5 - sold);
  });
});
