// Review placeholders follow one rule, review_earned (prisma/functions/review_rights.sql): the
// checkout creates them as the order becomes Created, and the database's trigger removes those a
// cancellation leaves unearned, whatever code cancels the order. The updates below cancel with plain
// SQL on purpose: no TypeScript takes part.
import { describe, expect, it } from 'vitest';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { useTestWorld } from '../support/test-world.ts';

type State = 'Cart' | 'Created' | 'Complete' | 'Canceled';

const world = useTestWorld();

async function shop() {
  const activity = (name: string) =>
    world.prisma.activity.create({
      data: { name, image: '/media/a.jpg', description: name, price: 1000 },
    });
  const [yoga, box] = await Promise.all([activity('Yoga'), activity('Boxeo')]);
  const slot = (activityId: number, hour: string) =>
    world.prisma.diaHora.create({
      data: { day: 'Lunes', hour, capacity: 10, stock: 10, activityId },
    });
  const [yogaSlot, boxSlot] = await Promise.all([slot(yoga.id, '08:00'), slot(box.id, '09:00')]);
  return { yoga, box, yogaSlot, boxSlot };
}

let userCount = 0;
async function member() {
  userCount += 1;
  return world.prisma.user.create({
    data: {
      uid: `rr-${userCount}`,
      email: `rr-${userCount}@example.com`,
      name: 'R',
      lastName: 'R',
    },
  });
}

async function orderWith(
  userId: number,
  state: State,
  lines: { diaHoraId: number; activityId: number }[],
): Promise<number> {
  const order = await world.prisma.order.create({
    data: {
      userId,
      state,
      lines: {
        create: lines.map((line) => ({ ...line, quantity: 1, unitPrice: 1000, subtotal: 1000 })),
      },
    },
  });
  return order.id;
}

const placeholder = (userId: number, activityId: number, rating: number | null = null) =>
  world.prisma.review.create({ data: { userId, activityId, rating } });

const setState = (orderId: number, state: State) =>
  world.prisma.$executeRaw`UPDATE "Order" SET state = ${state}::"OrderState" WHERE id = ${orderId}`;

const reviewsOf = async (userId: number) =>
  (await world.prisma.review.findMany({ where: { userId }, orderBy: { activityId: 'asc' } })).map(
    ({ activityId, rating }) => ({ activityId, rating }),
  );

async function earned(userId: number, activityId: number, paidOnly: boolean): Promise<boolean> {
  const [row] = await world.prisma.$queryRaw<{ earned: boolean }[]>`
    SELECT review_earned(${userId}::int, ${activityId}::int, ${paidOnly}) AS earned`;
  return row?.earned ?? false;
}

describe('review_earned', () => {
  it('counts Complete orders, and Created ones unless paid only', async () => {
    const { yoga, box, yogaSlot, boxSlot } = await shop();
    const ana = await member();
    const juan = await member();
    await orderWith(ana.id, 'Complete', [{ diaHoraId: yogaSlot.id, activityId: yoga.id }]);
    await orderWith(ana.id, 'Created', [{ diaHoraId: boxSlot.id, activityId: box.id }]);
    await orderWith(juan.id, 'Cart', [{ diaHoraId: yogaSlot.id, activityId: yoga.id }]);
    await orderWith(juan.id, 'Canceled', [{ diaHoraId: boxSlot.id, activityId: box.id }]);

    expect(await earned(ana.id, yoga.id, true)).toBe(true);
    expect(await earned(ana.id, yoga.id, false)).toBe(true);
    expect(await earned(ana.id, box.id, true)).toBe(false);
    expect(await earned(ana.id, box.id, false)).toBe(true);
    expect(await earned(juan.id, yoga.id, false)).toBe(false);
    expect(await earned(juan.id, box.id, false)).toBe(false);
  });
});

describe('cancelling an order', () => {
  it('deletes the unrated reviews no other order earns, and only those', async () => {
    const { yoga, box, yogaSlot, boxSlot } = await shop();
    const ana = await member();
    const juan = await member();
    const both = [
      { diaHoraId: yogaSlot.id, activityId: yoga.id },
      { diaHoraId: boxSlot.id, activityId: box.id },
    ];
    const canceled = await orderWith(ana.id, 'Created', both);
    // Yoga is still earned by a second order of Ana's.
    await orderWith(ana.id, 'Created', [{ diaHoraId: yogaSlot.id, activityId: yoga.id }]);
    await placeholder(ana.id, yoga.id);
    await placeholder(ana.id, box.id);
    // Juan's placeholder of the same class is not Ana's business.
    await orderWith(juan.id, 'Created', both);
    await placeholder(juan.id, box.id);

    await setState(canceled, 'Canceled');

    expect(await reviewsOf(ana.id)).toEqual([{ activityId: yoga.id, rating: null }]);
    expect(await reviewsOf(juan.id)).toEqual([{ activityId: box.id, rating: null }]);
  });

  it('keeps a rated review, and does nothing on other changes of state', async () => {
    const { yoga, box, yogaSlot, boxSlot } = await shop();
    const ana = await member();
    const order = await orderWith(ana.id, 'Created', [
      { diaHoraId: yogaSlot.id, activityId: yoga.id },
      { diaHoraId: boxSlot.id, activityId: box.id },
    ]);
    await placeholder(ana.id, yoga.id, 4);
    await placeholder(ana.id, box.id);

    await setState(order, 'Complete');
    expect(await reviewsOf(ana.id)).toHaveLength(2);

    await setState(order, 'Canceled');
    expect(await reviewsOf(ana.id)).toEqual([{ activityId: yoga.id, rating: 4 }]);

    // Canceled → Canceled again (the trigger's WHEN) changes nothing either.
    await placeholder(ana.id, box.id);
    await setState(order, 'Canceled');
    expect(await reviewsOf(ana.id)).toHaveLength(2);
  });

  it('removes the placeholders a checkout created once its order is canceled', async () => {
    const { yoga, yogaSlot } = await shop();
    const ana = await member();
    const cart = await orderWith(ana.id, 'Cart', [{ diaHoraId: yogaSlot.id, activityId: yoga.id }]);

    await checkoutOrder(world.prisma, { orderId: cart, caller: { uid: ana.uid } });
    expect(await reviewsOf(ana.id)).toEqual([{ activityId: yoga.id, rating: null }]);

    await setState(cart, 'Canceled');
    expect(await reviewsOf(ana.id)).toEqual([]);
  });
});
