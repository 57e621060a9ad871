// The rules that must never break live in the database itself, so no code path, present or future,
// can write a row that breaks them (docs/architecture.md, Data rules).
import { describe, expect, it } from 'vitest';
import { CHECK_VIOLATION, dbError, UNIQUE_VIOLATION } from './db-error.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld();

async function activity(): Promise<number> {
  const row = await world.prisma.activity.create({
    data: { name: 'Yoga', image: '/media/activities/yoga.svg', description: 'd', price: 8000 },
  });
  return row.id;
}

function user(n: number) {
  return world.prisma.user.create({
    data: { uid: `uid-${n}`, email: `user${n}@powergym.com.ar`, name: 'Ana', lastName: 'Paz' },
  });
}

async function expectCheck(write: Promise<unknown>, constraint: string): Promise<void> {
  const error = await dbError(write);
  expect(error.sqlState).toBe(CHECK_VIOLATION);
  expect(error.message).toContain(constraint);
}

async function expectUnique(write: Promise<unknown>): Promise<void> {
  const error = await dbError(write);
  expect(error.prismaCode).toBe('P2002');
  expect(error.sqlState).toBe(UNIQUE_VIOLATION);
}

describe('DiaHora', () => {
  it('rejects negative stock', async () => {
    const activityId = await activity();
    await expectCheck(
      world.prisma.diaHora.create({
        data: { activityId, day: 'Lunes', hour: '10:00', capacity: 10, stock: -1 },
      }),
      'DiaHora_stock_check',
    );
  });

  it('rejects stock above capacity, also through an update', async () => {
    const activityId = await activity();
    await expectCheck(
      world.prisma.diaHora.create({
        data: { activityId, day: 'Viernes', hour: '10:00', capacity: 10, stock: 11 },
      }),
      'DiaHora_stock_check',
    );
    const slot = await world.prisma.diaHora.create({
      data: { activityId, day: 'Viernes', hour: '10:00', capacity: 10, stock: 10 },
    });
    await expectCheck(
      world.prisma.diaHora.update({ where: { id: slot.id }, data: { stock: { increment: 1 } } }),
      'DiaHora_stock_check',
    );
    await expectCheck(
      world.prisma.diaHora.update({ where: { id: slot.id }, data: { stock: { decrement: 11 } } }),
      'DiaHora_stock_check',
    );
    expect((await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } })).stock).toBe(
      10,
    );
  });

  it('rejects a negative capacity and a malformed hour', async () => {
    await expectCheck(
      world.prisma.diaHora.create({
        data: { day: 'Lunes', hour: '10:00', capacity: -1, stock: -1 },
      }),
      'DiaHora_',
    );
    for (const hour of ['24:00', '7:00', '10:60', '1000']) {
      await expectCheck(
        world.prisma.diaHora.create({ data: { day: 'Lunes', hour, capacity: 5, stock: 5 } }),
        'DiaHora_hour_check',
      );
    }
    const ok = await world.prisma.diaHora.create({
      data: { day: 'Domingo', hour: '23:59', capacity: 0, stock: 0 },
    });
    expect(ok.hour).toBe('23:59');
  });
});

describe('Order', () => {
  it('allows one open Cart per user, next to other states', async () => {
    const ana = await user(1);
    const bea = await user(2);
    await world.prisma.order.create({ data: { userId: ana.id, state: 'Cart' } });
    await expectUnique(world.prisma.order.create({ data: { userId: ana.id, state: 'Cart' } }));

    // A Created (or Complete) order does not count as an open cart; another user has her own.
    await world.prisma.order.create({ data: { userId: ana.id, state: 'Created' } });
    await world.prisma.order.create({ data: { userId: ana.id, state: 'Complete' } });
    await world.prisma.order.create({ data: { userId: bea.id, state: 'Cart' } });
    expect(await world.prisma.order.count({ where: { userId: ana.id } })).toBe(3);

    // Turning the other Created order back into a Cart would make two.
    const created = await world.prisma.order.findFirstOrThrow({
      where: { userId: ana.id, state: 'Created' },
    });
    await expectUnique(
      world.prisma.order.update({ where: { id: created.id }, data: { state: 'Cart' } }),
    );
  });

  it('rejects a negative total', async () => {
    const ana = await user(1);
    await expectCheck(
      world.prisma.order.create({ data: { userId: ana.id, state: 'Created', total: '-0.01' } }),
      'Order_total_check',
    );
  });
});

describe('OrderLine', () => {
  it('rejects zero quantity and negative prices', async () => {
    const ana = await user(1);
    const activityId = await activity();
    const slot = await world.prisma.diaHora.create({
      data: { activityId, day: 'Martes', hour: '08:00', capacity: 5, stock: 5 },
    });
    const order = await world.prisma.order.create({ data: { userId: ana.id, state: 'Cart' } });
    const line = { orderId: order.id, diaHoraId: slot.id, activityId };
    for (const bad of [
      { quantity: 0, unitPrice: 100, subtotal: 0 },
      { quantity: 1, unitPrice: -1, subtotal: 0 },
      { quantity: 1, unitPrice: 100, subtotal: -100 },
    ]) {
      await expectCheck(
        world.prisma.orderLine.create({ data: { ...line, ...bad } }),
        'OrderLine_amounts_check',
      );
    }
    await world.prisma.orderLine.create({
      data: { ...line, quantity: 2, unitPrice: 100, subtotal: 200 },
    });
    await expectUnique(
      world.prisma.orderLine.create({
        data: { ...line, quantity: 1, unitPrice: 100, subtotal: 100 },
      }),
    );
  });
});

describe('Activity', () => {
  it('rejects a negative price', async () => {
    await expectCheck(
      world.prisma.activity.create({
        data: { name: 'x', image: 'i', description: 'd', price: -1 },
      }),
      'Activity_price_check',
    );
  });
});

describe('Review', () => {
  it('allows one review per user and activity', async () => {
    const ana = await user(1);
    const activityId = await activity();
    await world.prisma.review.create({
      data: { userId: ana.id, activityId, rating: 5, description: 'Genial' },
    });
    await expectUnique(
      world.prisma.review.create({ data: { userId: ana.id, activityId, rating: 4 } }),
    );
  });

  it('accepts ratings 1-5 or none, rejects 0 and 6', async () => {
    const ana = await user(1);
    const bea = await user(2);
    const activityId = await activity();
    await expectCheck(
      world.prisma.review.create({ data: { userId: ana.id, activityId, rating: 6 } }),
      'Review_rating_check',
    );
    await expectCheck(
      world.prisma.review.create({ data: { userId: ana.id, activityId, rating: 0 } }),
      'Review_rating_check',
    );
    await world.prisma.review.create({ data: { userId: ana.id, activityId, rating: null } });
    await world.prisma.review.create({ data: { userId: bea.id, activityId, rating: 1 } });
    expect(await world.prisma.review.count()).toBe(2);
  });
});

describe('User', () => {
  it('rejects a duplicate e-mail or uid', async () => {
    await user(1);
    await expectUnique(
      world.prisma.user.create({
        data: { uid: 'other', email: 'user1@powergym.com.ar', name: 'A', lastName: 'B' },
      }),
    );
    await expectUnique(
      world.prisma.user.create({
        data: { uid: 'uid-1', email: 'other@powergym.com.ar', name: 'A', lastName: 'B' },
      }),
    );
    expect(await world.prisma.user.count()).toBe(1);
  });
});

describe('Descuento', () => {
  it('rejects a duplicate code, a lower-case code and percentages outside 1-100', async () => {
    await world.prisma.descuento.create({ data: { codigo: 'POWER10', descuento: 10 } });
    await expectUnique(
      world.prisma.descuento.create({ data: { codigo: 'POWER10', descuento: 20 } }),
    );
    await expectCheck(
      world.prisma.descuento.create({ data: { codigo: 'power20', descuento: 20 } }),
      'Descuento_codigo_check',
    );
    for (const descuento of [0, 101, -5]) {
      await expectCheck(
        world.prisma.descuento.create({ data: { codigo: `X${descuento + 10}`, descuento } }),
        'Descuento_descuento_check',
      );
    }
    await world.prisma.descuento.create({ data: { codigo: 'TODO', descuento: 100 } });
    expect(await world.prisma.descuento.count()).toBe(2);
  });
});
