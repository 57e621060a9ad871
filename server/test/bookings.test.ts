// The one home of a place (issue 29, docs/architecture.md 'The life of a place'): the rules that
// used to be written several times and disagreed, each held here where the copies differed.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  MEMBERSHIP_MESSAGES,
  WAITLIST_MESSAGES,
  discountedTotalCentavos,
  lineSubtotal,
  type SlotPlaceDto,
} from '@power-gym/contracts';
import { checkoutOrder } from '../src/features/orders/checkout.ts';
import { asAdmin, paidOrder, reservedOrder, send } from './support/admin.ts';
import { stockOf } from './support/fixtures.ts';
import { bookings } from './support/memberships.ts';
import { cartWith } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan', 'Eva'], admin: true });

const DAY = 86_400_000;
/** Boxeo, Miércoles 09:30: three places at 5000. */
const boxeo = () => world.shop.slots.miercoles.id;
const placeOf = async (member: SignedInUser, slot = boxeo()) =>
  (await send(world.app, 'get', `/api/diahora/${slot}/place`, { auth: member }).expect(200))
    .body as SlotPlaceDto;
const join = (member: SignedInUser) =>
  send(world.app, 'post', `/api/diahora/${boxeo()}/waitlist`, { auth: member, body: {} });

describe('who holds a slot: one rule for the waitlist join, the class panel and the detach', () => {
  it('a member with only a pending reservation holds the slot: /place and the join agree', async () => {
    // Ana reserves all three places and has not paid.
    await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);
    expect(await placeOf(world.ana)).toEqual({
      diaHoraId: boxeo(),
      holds: true,
      canJoinWaitlist: false,
      entry: null,
    });
    expect((await join(world.ana).expect(409)).body).toEqual({
      error: WAITLIST_MESSAGES.alreadyHolds,
    });

    expect(await placeOf(world.juan)).toMatchObject({ holds: false, canJoinWaitlist: true });
    await join(world.juan).expect(201);
    expect(await placeOf(world.juan)).toMatchObject({
      holds: false,
      canJoinWaitlist: false,
      entry: { diaHoraId: boxeo(), position: 1, waiting: 1, offer: null },
    });
  });

  it('a slot with places is not joinable; /place needs a profile and a slot', async () => {
    expect(await placeOf(world.eva)).toMatchObject({ holds: false, canJoinWaitlist: false });
    await send(world.app, 'get', `/api/diahora/${boxeo()}/place`).expect(401);
    await send(world.app, 'get', '/api/diahora/999999/place', { auth: world.eva }).expect(404);
  });

  it('an expired membership holds nothing: the slot may be detached, and its renewal is refused', async () => {
    const orderId = await paidOrder(world, [{ diaHoraId: boxeo(), quantity: 1 }]);
    const activityId = world.shop.activities.boxeo.id;
    const detach = () => asAdmin(world, 'delete', `/api/diahora/activity/${activityId}/${boxeo()}`);
    expect((await detach().expect(409)).body).toEqual({ error: ADMIN_MESSAGES.slotHasBookings });

    expect(await bookings.expireMemberships(world.prisma, new Date(Date.now() + 31 * DAY))).toBe(1);
    await detach().expect(200);
    // The admin gives the slot to another class; 'Renovar' must not renew into it.
    await asAdmin(world, 'post', '/api/diahora/activity', {
      activityId: world.shop.activities.pilates.id,
      diaHoraId: boxeo(),
    }).expect(200);
    const ordersBefore = await world.prisma.order.count();
    const res = await send(world.app, 'post', `/api/order/${orderId}/renew`, {
      auth: world.ana,
      body: {},
    }).expect(409);
    expect(res.body).toEqual({ error: MEMBERSHIP_MESSAGES.slotLeftClass });
    expect(await world.prisma.order.count()).toBe(ordersBefore);
    expect(await stockOf(world.prisma, boxeo())).toBe(3);
  });
});

describe('a waitlist offer', () => {
  it('is a reserved order like any other: priced by the money definitions, placeholder and mail', async () => {
    const anaOrder = await reservedOrder(world, [{ diaHoraId: boxeo(), quantity: 3 }]);
    await join(world.juan).expect(201);
    await world.prisma.activity.update({
      where: { id: world.shop.activities.boxeo.id },
      data: { price: 4321 },
    });
    await send(world.app, 'put', `/api/order/canceled/${anaOrder}`, { auth: world.ana }).expect(
      200,
    );

    const offer = await world.prisma.order.findFirstOrThrow({
      where: { userId: world.juan.user.id, state: 'Created' },
      include: { lines: true },
    });
    const subtotal = lineSubtotal(4321, 1);
    expect(offer.lines).toMatchObject([
      { diaHoraId: boxeo(), quantity: 1, unitPrice: 4321, subtotal },
    ]);
    expect(offer.total.mul(100).toNumber()).toBe(discountedTotalCentavos(subtotal, null));
    expect(offer.placesTaken).toBe(true);
    expect(
      await world.prisma.review.count({
        where: { userId: world.juan.user.id, activityId: world.shop.activities.boxeo.id },
      }),
    ).toBe(1);
    expect(
      await world.prisma.emailOutbox.findMany({
        where: { orderId: offer.id },
        select: { kind: true, to: true },
      }),
    ).toEqual([{ kind: 'waitlistOffer', to: world.juan.user.email }]);
    expect(await stockOf(world.prisma, boxeo())).toBe(2);
  });
});

describe('the checkout', () => {
  it('writes every row with the clock it is given', async () => {
    const orderId = await cartWith(world.app, world.ana, [{ diaHoraId: boxeo(), quantity: 1 }]);
    const now = new Date('2026-03-02T12:34:56.789Z');
    await checkoutOrder(world.prisma, { orderId, caller: { uid: world.ana.user.uid }, now });
    const order = await world.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    expect(order.updatedAt).toEqual(now);
    expect(order.reservedUntil).toEqual(new Date(now.getTime() + 30 * 60_000));
    expect(order.lines.map((line) => line.updatedAt)).toEqual([now]);
    const mail = await world.prisma.emailOutbox.findFirstOrThrow({ where: { orderId } });
    expect([mail.createdAt, mail.sendAfter]).toEqual([now, now]);
    const placeholder = await world.prisma.review.findFirstOrThrow({
      where: { userId: world.ana.user.id },
    });
    expect(placeholder.createdAt).toEqual(now);
    const [cart] = await world.prisma.order.findMany({
      where: { userId: world.ana.user.id, state: 'Cart' },
    });
    expect(cart?.createdAt).toEqual(now);
    expect(
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: boxeo() } })).updatedAt,
    ).toEqual(now);
  });
});
