// Waitlists (issue 21): a full slot has a line; a freed place goes to the first in line as a
// reserved order for OFFER_HOURS, and passes on when it lapses or is declined.
import { describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  WAITLIST_MESSAGES,
  type DiaHoraDto,
  type SlotWaitlistEntryDto,
  type WaitlistEntryDto,
} from '@power-gym/contracts';
import { asAdmin, reservedOrder, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { bookings } from './support/memberships.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan', 'Eva'], admin: true });

const HOUR = 3_600_000;
/** Boxeo, Miércoles 09:30: three places at 5000. */
const boxeo = () => world.shop.slots.miercoles.id;
const orderOf = (id: number) => world.prisma.order.findUniqueOrThrow({ where: { id } });

const join = (member: SignedInUser, slot = boxeo()) =>
  send(world.app, 'post', `/api/diahora/${slot}/waitlist`, { auth: member, body: {} });
const leave = (member: SignedInUser, slot = boxeo()) =>
  send(world.app, 'delete', `/api/diahora/${slot}/waitlist`, { auth: member });
const myLine = async (member: SignedInUser) =>
  (await send(world.app, 'get', '/api/waitlist', { auth: member }).expect(200))
    .body as WaitlistEntryDto[];
const adminLine = async (slot = boxeo()) =>
  (await asAdmin(world, 'get', `/api/diahora/${slot}/waitlist`).expect(200))
    .body as SlotWaitlistEntryDto[];
const offerOf = async (member: SignedInUser) => (await myLine(member))[0]?.offer ?? null;
const offerMails = () =>
  world.prisma.emailOutbox.findMany({
    where: { kind: 'waitlistOffer' },
    select: { orderId: true, to: true },
  });

/** The member's own cancel (PUT /order/canceled/{id}). */
const cancel = (member: SignedInUser, orderId: number | undefined) =>
  send(world.app, 'put', `/api/order/canceled/${orderId}`, { auth: member });

/** Ana's order of Boxeo places keeps one, which she cancels: one place frees. */
async function freeOnePlace(anaOrder: number): Promise<void> {
  await world.prisma.orderLine.updateMany({ where: { orderId: anaOrder }, data: { quantity: 1 } });
  await cancel(world.ana, anaOrder).expect(200);
}

/** Ana takes the three Boxeo places; Juan, then Eva, join the line. */
async function fullWithLine(): Promise<number> {
  const anaOrder = await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);
  await join(world.juan).expect(201);
  await join(world.eva).expect(201);
  return anaOrder;
}

describe('joining and leaving', () => {
  it('takes a full slot only, once, and shows each member their place in line', async () => {
    const refused = await join(world.juan).expect(409);
    expect(refused.body).toEqual({ error: WAITLIST_MESSAGES.slotHasPlaces });
    await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);

    const first = await join(world.juan).expect(201);
    expect(first.body).toMatchObject({
      diaHoraId: boxeo(),
      day: 'Miercoles',
      hour: '09:30',
      activity: { name: 'Boxeo' },
      position: 1,
      waiting: 1,
      offer: null,
    });
    expect((await join(world.juan).expect(409)).body).toEqual({
      error: WAITLIST_MESSAGES.alreadyWaiting,
    });
    expect((await join(world.ana).expect(409)).body).toEqual({
      error: WAITLIST_MESSAGES.alreadyHolds,
    });
    await join(world.eva).expect(201);
    expect(await myLine(world.eva)).toMatchObject([{ position: 2, waiting: 2 }]);
    expect(await myLine(world.ana)).toEqual([]);

    const slots = (await send(world.app, 'get', '/api/diahora').expect(200)).body as DiaHoraDto[];
    expect(slots.find((slot) => slot.id === boxeo())?.waiting).toBe(2);
    const line = await adminLine();
    expect(line.map((entry) => [entry.position, entry.name, entry.offer])).toEqual([
      [1, 'Juan', null],
      [2, 'Eva', null],
    ]);

    await leave(world.juan).expect(204);
    expect((await leave(world.juan).expect(404)).body).toEqual({
      error: WAITLIST_MESSAGES.notWaiting,
    });
    expect(await myLine(world.eva)).toMatchObject([{ position: 1, waiting: 1 }]);
  });

  it('refuses a slot without a class and an unknown slot, and the line is for admins', async () => {
    const noClass = world.shop.slots.sinClase.id;
    await world.prisma.diaHora.update({ where: { id: noClass }, data: { stock: 0 } });
    expect((await join(world.juan, noClass).expect(409)).body).toEqual({
      error: ORDER_MESSAGES.slotWithoutActivity,
    });
    await join(world.juan, 999_999).expect(404);
    await send(world.app, 'get', `/api/diahora/${boxeo()}/waitlist`, { auth: world.ana }).expect(
      403,
    );
    await send(world.app, 'post', `/api/diahora/${boxeo()}/waitlist`, { body: {} }).expect(401);
  });
});

describe('a freed place', () => {
  it('is offered to the first in line as a reserved order for OFFER_HOURS, with a mail', async () => {
    const anaOrder = await fullWithLine();
    const before = Date.now();
    await cancel(world.ana, anaOrder).expect(200);

    // Three places freed, two members waiting: two offers, one place left for anyone.
    expect(await stockOf(world.prisma, boxeo())).toBe(1);
    const juanOffer = await offerOf(world.juan);
    const evaOffer = await offerOf(world.eva);
    expect(juanOffer).toMatchObject({ total: '5000.00' });
    expect(evaOffer).not.toBeNull();
    const order = await orderOf(juanOffer?.orderId ?? 0);
    expect(order).toMatchObject({
      userId: world.juan.user.id,
      state: 'Created',
      placesTaken: true,
    });
    const held = (order.reservedUntil?.getTime() ?? 0) - before;
    expect(held).toBeGreaterThan(24 * HOUR - 60_000);
    expect(held).toBeLessThanOrEqual(24 * HOUR + 60_000);
    expect(juanOffer?.expiresAt).toBe(order.reservedUntil?.toISOString());
    const lines = await world.prisma.orderLine.findMany({ where: { orderId: order.id } });
    expect(lines).toMatchObject([{ diaHoraId: boxeo(), quantity: 1, unitPrice: 5000 }]);
    expect(await offerMails()).toEqual(
      expect.arrayContaining([
        { orderId: juanOffer?.orderId, to: world.juan.account.email },
        { orderId: evaOffer?.orderId, to: world.eva.account.email },
      ]),
    );
    expect((await adminLine()).map((entry) => entry.offer?.orderId)).toEqual([
      juanOffer?.orderId,
      evaOffer?.orderId,
    ]);
  });

  it('passes to the next in line when the offer lapses, is declined, or its member leaves', async () => {
    const anaOrder = await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);
    await join(world.juan).expect(201);
    await join(world.eva).expect(201);
    await join(world.admin).expect(201);
    // One place frees: Juan's offer.
    await freeOnePlace(anaOrder);
    const juanOffer = await offerOf(world.juan);
    expect(juanOffer).not.toBeNull();
    expect(await offerOf(world.eva)).toBeNull();
    expect(await stockOf(world.prisma, boxeo())).toBe(0);

    // It lapses: the sweep cancels it and Eva gets the place; Juan has left the line.
    const later = new Date(Date.parse(juanOffer?.expiresAt ?? '') + 1000);
    expect(await bookings.expireReservations(world.prisma, later)).toBe(1);
    expect(await myLine(world.juan)).toEqual([]);
    const evaOffer = await offerOf(world.eva);
    expect(evaOffer).not.toBeNull();
    expect(await stockOf(world.prisma, boxeo())).toBe(0);

    // Eva declines it (the member's cancel): the admin is next.
    await cancel(world.eva, evaOffer?.orderId).expect(200);
    expect(await myLine(world.eva)).toEqual([]);
    const adminOffer = await offerOf(world.admin);
    expect(adminOffer).not.toBeNull();

    // The admin leaves the line, offer and all: nobody waits, the place is free for anyone.
    await leave(world.admin).expect(204);
    expect((await orderOf(adminOffer?.orderId ?? 0)).state).toBe('Canceled');
    expect(await stockOf(world.prisma, boxeo())).toBe(1);
    expect(await adminLine()).toEqual([]);
  });

  it('paid, becomes a membership and leaves the line', async () => {
    const anaOrder = await fullWithLine();
    await freeOnePlace(anaOrder);
    const offer = await offerOf(world.juan);
    await asAdmin(world, 'put', `/api/order/${offer?.orderId}`, { state: 'Complete' }).expect(200);
    expect(await orderOf(offer?.orderId ?? 0)).toMatchObject({
      state: 'Complete',
      membership: 'Active',
    });
    expect(await myLine(world.juan)).toEqual([]);
    expect(await myLine(world.eva)).toMatchObject([{ position: 1, offer: null }]);
    expect((await join(world.juan).expect(409)).body).toEqual({
      error: WAITLIST_MESSAGES.alreadyHolds,
    });
  });

  it('comes from an expired membership and from a capacity an admin raised', async () => {
    const anaOrder = await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);
    await asAdmin(world, 'put', `/api/order/${anaOrder}`, { state: 'Complete' }).expect(200);
    await join(world.juan).expect(201);
    await join(world.eva).expect(201);

    const raised = await asAdmin(world, 'put', `/api/diahora/${boxeo()}`, { capacity: 4 });
    expect(raised.status).toBe(200);
    expect(await offerOf(world.juan)).not.toBeNull();
    expect(await offerOf(world.eva)).toBeNull();
    expect(await stockOf(world.prisma, boxeo())).toBe(0);

    const afterEnd = new Date(Date.now() + 31 * 24 * HOUR);
    expect(await bookings.expireMemberships(world.prisma, afterEnd)).toBe(1);
    expect(await offerOf(world.eva)).not.toBeNull();
    // Ana's three places: one to Eva, two free.
    expect(await stockOf(world.prisma, boxeo())).toBe(2);
  });
});
