// PostgreSQL only (vitest.config.ts includes test/pg/** when DATABASE_URL is set): the checkout's
// final statement locks several slots and confirms the order at once; these races prove it still
// locks slots in id order (no deadlock between multi-slot carts), never oversells, and confirms
// an order once however many requests confirm it together.
import { describe, expect, it } from 'vitest';
import { noStockMessage, type OrderDto } from '@power-gym/contracts';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { insertActivity, insertSlot } from '../support/fixtures.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });

async function shopWithTwoSlots() {
  const yoga = await insertActivity(world.prisma, 'Yoga', 3000);
  const spinning = await insertActivity(world.prisma, 'Spinning', 4000);
  const first = await insertSlot(world.prisma, 'Martes', '08:00', 15, 15, yoga.id);
  const second = await insertSlot(world.prisma, 'Sabado', '10:00', 25, 25, spinning.id);
  return { yoga, spinning, first, second };
}

/** A member with a cart holding these lines (saved in the order given). */
async function memberWithCart(i: number, lines: { diaHoraId: number; activityId: number }[]) {
  const user = await world.prisma.user.create({
    data: { uid: `multi-${i}`, email: `multi-${i}@example.com`, name: 'M', lastName: `${i}` },
  });
  const order = await world.prisma.order.create({ data: { userId: user.id } });
  for (const line of lines) {
    await world.prisma.orderLine.create({
      data: { orderId: order.id, ...line, quantity: 1, unitPrice: 0, subtotal: 0 },
    });
  }
  return { caller: { uid: user.uid }, userId: user.id, orderId: order.id };
}

const outcome = (promise: Promise<OrderDto>) =>
  promise.then(
    (order) => ({ status: 200, order, error: undefined }),
    (error: unknown) => {
      if (error instanceof HttpError) return { status: error.status, order: undefined, error };
      throw error; // a deadlock or a timeout fails the test here
    },
  );

describe('multi-slot checkouts under real concurrency', () => {
  it('40 two-slot carts, saved in either order, race for 15 places: no deadlock, no oversell', async () => {
    const { yoga, spinning, first, second } = await shopWithTwoSlots();
    const a = { diaHoraId: first.id, activityId: yoga.id };
    const b = { diaHoraId: second.id, activityId: spinning.id };
    const buyers = [];
    for (let i = 0; i < 40; i += 1) buyers.push(await memberWithCart(i, i % 2 ? [b, a] : [a, b]));

    const results = await Promise.all(
      buyers.map((buyer) => outcome(checkoutOrder(world.prisma, buyer))),
    );

    const sold = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    expect(sold).toHaveLength(15);
    expect(refused).toHaveLength(25);
    for (const result of refused) {
      expect(result.error?.message).toBe(noStockMessage('Yoga', 'Martes', '08:00'));
    }
    // Every winner got both places, the lines in slot order, and the places left once its own
    // were taken (read after its commit, so later winners may already have taken more).
    for (const { order } of sold) {
      expect(order?.total).toBe('7000.00');
      expect(order?.lines.map((line) => line.diaHoraId)).toEqual([first.id, second.id]);
      const left = order?.lines[0]?.diaHora.stock ?? -1;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(14);
    }

    const slots = await world.prisma.diaHora.findMany({ orderBy: { id: 'asc' } });
    expect(slots.map((slot) => slot.stock)).toEqual([0, 10]);
    expect(await world.prisma.order.count({ where: { state: 'Created' } })).toBe(15);
    expect(await world.prisma.emailOutbox.count()).toBe(15);
    expect(await world.prisma.review.count()).toBe(30);
    // Losers keep their cart untouched (still two lines, still Cart); winners got a new cart.
    expect(await world.prisma.order.count({ where: { state: 'Cart' } })).toBe(40);
    expect(await world.prisma.orderLine.count({ where: { order: { state: 'Cart' } } })).toBe(50);
  });

  it('the same cart confirmed by 10 requests at once is confirmed once', async () => {
    const { yoga, first } = await shopWithTwoSlots();
    const buyer = await memberWithCart(0, [{ diaHoraId: first.id, activityId: yoga.id }]);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => outcome(checkoutOrder(world.prisma, buyer))),
    );

    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    const [one, ...others] = results.map((result) => result.order);
    for (const other of others) expect(other).toEqual(one);
    expect(one).toMatchObject({ state: 'Created', total: '3000.00' });
    expect(one?.lines[0]?.diaHora.stock).toBe(14);
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: first.id } })).stock).toBe(
      14,
    );
    expect(await world.prisma.emailOutbox.count()).toBe(1);
    expect(await world.prisma.review.count()).toBe(1);
    expect(await world.prisma.order.count({ where: { userId: buyer.userId } })).toBe(2);
  });
});
