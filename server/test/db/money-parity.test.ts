// The money rules are written twice, once in TypeScript (server/src/domain/money.ts and contracts/src/money.ts, used
// when a cart is saved and when an order is read) and once in SQL (prisma/functions/, used by
// checkout_order). These tests are the contract between the two: same inputs, same figures.
import { MAX_LINE_QUANTITY } from '@power-gym/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutOrder } from '../../src/features/orders/checkout.ts';
import { discountedTotal, priceLine } from '../../src/domain/money.ts';
import { insertActivity, insertSlot } from '../support/fixtures.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld();

const query = <Row extends Record<string, unknown>>(sql: string, params: unknown[]) =>
  world.db.withSession((session) => session.query<Row>(sql, params));

// Whole pesos: nothing, one peso, odd sums, a typical cart, the largest int, and the largest total
// decimal(12,2) holds.
const SUMS = [
  0, 1, 3, 7, 99, 101, 999, 12_345, 29_997, 999_999, 1_234_567, 2_147_483_647, 9_999_999_999,
];
// No discount, and codes of 1-100 % (CHECK Descuento_descuento_check).
const PERCENTS = [null, 1, 10, 15, 33, 50, 99, 100];
const PRICES = [0, 1, 7, 999, 5_000, 9_999, 15_000, 1_000_000];

describe('money parity between TypeScript and SQL', () => {
  it('discounted_total equals discountedTotal for a grid of sums and percents', async () => {
    for (const sum of SUMS) {
      for (const percent of PERCENTS) {
        const [row] = await query<{ total: string }>(
          'SELECT discounted_total($1::bigint, $2::int)::text AS total',
          [sum, percent],
        );
        expect({ sum, percent, total: row?.total }).toEqual({
          sum,
          percent,
          total: discountedTotal(sum, percent).toFixed(2),
        });
      }
    }
  });

  it('line_subtotal prices every quantity a line may have as priceLine does', async () => {
    for (const price of PRICES) {
      const rows = await query<{ quantity: number; subtotal: number }>(
        `SELECT q AS quantity, line_subtotal($1::int, q) AS subtotal
           FROM generate_series(1, $2::int) AS q ORDER BY q`,
        [price, MAX_LINE_QUANTITY],
      );
      expect(rows).toHaveLength(MAX_LINE_QUANTITY);
      for (const { quantity, subtotal } of rows) {
        expect({ price, quantity, unitPrice: price, subtotal }).toEqual({
          price,
          quantity,
          ...priceLine(price, quantity),
        });
      }
    }
  });

  it('checkout_order prices lines and totals as money.ts does', async () => {
    const { prisma } = world.db;
    const yoga = await insertActivity(world.prisma, 'Yoga', 9_999);
    const box = await insertActivity(world.prisma, 'Boxeo', 5_001);
    const lunes = await insertSlot(world.prisma, 'Lunes', '08:00', 20, 20, yoga.id);
    const martes = await insertSlot(world.prisma, 'Martes', '09:30', 20, 20, box.id);
    await world.prisma.descuento.create({ data: { codigo: 'TREINTA3', descuento: 33 } });
    const user = await world.prisma.user.create({
      data: { uid: 'parity', email: 'parity@example.com', name: 'P', lastName: 'P' },
    });
    const order = await world.prisma.order.create({ data: { userId: user.id } });
    // Saved with wrong prices on purpose: the checkout prices again.
    for (const [slot, activityId, quantity] of [
      [lunes.id, yoga.id, 3],
      [martes.id, box.id, 7],
    ] as const) {
      await world.prisma.orderLine.create({
        data: {
          orderId: order.id,
          diaHoraId: slot,
          activityId,
          quantity,
          unitPrice: 1,
          subtotal: 1,
        },
      });
    }

    const dto = await checkoutOrder(prisma, {
      orderId: order.id,
      caller: { uid: user.uid },
      discountCode: 'treinta3',
    });

    const expected = [priceLine(9_999, 3), priceLine(5_001, 7)];
    expect(dto.lines.map(({ unitPrice, subtotal }) => ({ unitPrice, subtotal }))).toEqual(expected);
    const sum = expected.reduce((acc, line) => acc + line.subtotal, 0);
    expect(dto.total).toBe(discountedTotal(sum, 33).toFixed(2));
    expect(dto.discountPercent).toBe(33);
  });
});
