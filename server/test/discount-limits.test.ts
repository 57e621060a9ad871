// A discount code's last day and usage limits (issue 30, point 14): set by the admin, enforced by
// discount_refusal (prisma/functions/discount_refusal.sql) at the checkout, on the cart, in a
// renewal and in the public check. The race for a last use is in test/pg/discount-race.test.ts.
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ORDER_MESSAGES, type AdminDiscountDto } from '@power-gym/contracts';
import { checkoutOrder } from '../src/features/orders/checkout.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { asAdmin, expectFieldErrors, paidOrder, send } from './support/admin.ts';
import { cartWith } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });

const lunes = () => [{ diaHoraId: world.shop.slots.lunes.id, quantity: 1 }];

async function limitCode(limits: { endsOn?: string; maxUses?: number; maxUsesPerMember?: number }) {
  const res = await asAdmin(world, 'put', `/api/descuento/${world.shop.discounts.diez.id}`, limits);
  expect(res.status).toBe(200);
  return res.body as AdminDiscountDto;
}

/** The member's cart with a place on Monday, checked out with POWER10: the order or the refusal. */
async function checkoutWithCode(member: SignedInUser, now?: Date) {
  const orderId = await cartWith(world.app, member, lunes());
  try {
    const order = await checkoutOrder(world.prisma, {
      orderId,
      caller: { uid: member.user.uid },
      discountCode: 'POWER10',
      now,
    });
    return { orderId, order, refusal: undefined };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { orderId, order: undefined, refusal: `${error.status} ${error.message}` };
  }
}

const refused = (message: string) => `400 ${message}`;

describe('the admin sets a last day and limits', () => {
  it('stores them, shows them in the list and clears them with null', async () => {
    const set = await limitCode({ endsOn: '2026-12-31', maxUses: 100, maxUsesPerMember: 1 });
    expect(set).toMatchObject({ endsOn: '2026-12-31', maxUses: 100, maxUsesPerMember: 1 });
    const list = (await asAdmin(world, 'get', '/api/descuento/all').expect(200))
      .body as AdminDiscountDto[];
    expect(list.find((code) => code.codigo === 'POWER10')).toMatchObject({ endsOn: '2026-12-31' });

    const cleared = await asAdmin(world, 'put', `/api/descuento/${set.id}`, {
      endsOn: null,
      maxUses: '',
      maxUsesPerMember: null,
    }).expect(200);
    expect(cleared.body).toMatchObject({ endsOn: null, maxUses: null, maxUsesPerMember: null });

    const created = await asAdmin(world, 'post', '/api/descuento/', {
      codigo: 'finde',
      descuento: 20,
      endsOn: '2027-01-15',
      maxUses: '50',
    }).expect(201);
    expect(created.body).toMatchObject({
      codigo: 'FINDE',
      endsOn: '2027-01-15',
      maxUses: 50,
      maxUsesPerMember: null,
    });
  });

  it('refuses a day that does not exist and a limit below one, changing nothing', async () => {
    const path = `/api/descuento/${world.shop.discounts.diez.id}`;
    for (const body of [{ endsOn: '2026-02-30' }, { endsOn: '31/12/2026' }]) {
      await expectFieldErrors(world, 'put', path, body, { endsOn: ADMIN_MESSAGES.endsOnInvalid });
    }
    for (const maxUses of [0, -1, 1.5, 'diez']) {
      await expectFieldErrors(
        world,
        'put',
        path,
        { maxUses },
        { maxUses: ADMIN_MESSAGES.usesInvalid },
      );
    }
    const row = await world.prisma.descuento.findUniqueOrThrow({ where: { codigo: 'POWER10' } });
    expect(row).toMatchObject({ endsOn: null, maxUses: null, maxUsesPerMember: null });
  });
});

describe('a code with a last day', () => {
  it('holds through that day in Buenos Aires and is refused from the next', async () => {
    await limitCode({ endsOn: '2026-11-30' });
    // 23:59 on 30 November in Buenos Aires (UTC−3) is 02:59 UTC on 1 December.
    const lastMinute = await checkoutWithCode(world.ana, new Date('2026-12-01T02:59:00Z'));
    expect(lastMinute.order?.discountCode).toBe('POWER10');

    const nextDay = await checkoutWithCode(world.juan, new Date('2026-12-01T03:00:00Z'));
    expect(nextDay.refusal).toBe(refused(ORDER_MESSAGES.discountExpired));
    const order = await world.prisma.order.findUniqueOrThrow({ where: { id: nextDay.orderId } });
    expect(order.state).toBe('Cart');
  });

  it('is refused by the public check, on the cart and in a renewal once it has ended', async () => {
    const paid = await paidOrder(world, lunes());
    await limitCode({ endsOn: '2020-01-31' });
    const check = await send(world.app, 'post', '/api/descuento/validate', {
      auth: world.ana,
      body: { codigo: 'power10' },
    }).expect(400);
    expect(check.body).toEqual({ error: ORDER_MESSAGES.discountExpired });

    const orderId = await cartWith(world.app, world.ana, lunes());
    const cart = await send(world.app, 'put', '/api/order/cart/discount', {
      auth: world.ana,
      body: { orderId, codigo: 'POWER10' },
    }).expect(400);
    expect(cart.body).toEqual({ error: ORDER_MESSAGES.discountExpired });
    const kept = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(kept.discountCode).toBeNull();

    const renewal = await send(world.app, 'post', `/api/order/${paid}/renew`, {
      auth: world.ana,
      body: { codigo: 'POWER10' },
    }).expect(400);
    expect(renewal.body).toEqual({ error: ORDER_MESSAGES.discountExpired });
    expect(await world.prisma.order.count({ where: { renewsOrderId: paid } })).toBe(0);
  });
});

describe('a code with usage limits', () => {
  it('counts reserved and paid orders; a canceled reservation gives its use back', async () => {
    await limitCode({ maxUses: 1 });
    const first = await checkoutWithCode(world.ana);
    expect(first.order?.discountCode).toBe('POWER10');

    const second = await checkoutWithCode(world.juan);
    expect(second.refusal).toBe(refused(ORDER_MESSAGES.discountUsedUp));
    const check = await send(world.app, 'post', '/api/descuento/validate', {
      auth: world.juan,
      body: { codigo: 'POWER10' },
    }).expect(400);
    expect(check.body).toEqual({ error: ORDER_MESSAGES.discountUsedUp });

    await asAdmin(world, 'put', `/api/order/${first.orderId}`, { state: 'Canceled' }).expect(200);
    const retried = await checkoutOrder(world.prisma, {
      orderId: second.orderId,
      caller: { uid: world.juan.user.uid },
      discountCode: 'POWER10',
    });
    expect(retried.discountCode).toBe('POWER10');
  });

  it('limits each member on their own', async () => {
    await limitCode({ maxUsesPerMember: 1 });
    expect((await checkoutWithCode(world.ana)).order?.discountCode).toBe('POWER10');
    expect((await checkoutWithCode(world.ana)).refusal).toBe(
      refused(ORDER_MESSAGES.discountUsedUpByMember),
    );
    expect((await checkoutWithCode(world.juan)).order?.discountCode).toBe('POWER10');
    // A code without limits is never counted.
    const other = await send(world.app, 'post', '/api/descuento/validate', {
      auth: world.ana,
      body: { codigo: 'QUINCE' },
    }).expect(200);
    expect(other.body).toEqual({ codigo: 'QUINCE', descuento: 15 });
  });
});
