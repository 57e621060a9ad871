// The checkout reads its confirmed order with the SQL function order_row (prisma/functions/
// order_row.sql), in the same statement as checkout_order; every other order read goes through
// Prisma's orderSelect (server/src/features/orders/order-dto.ts). Both feed toOrderDto, so these
// tests hold the two reads to the same fields and values.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  findOrderDto,
  fromOrderRowJson,
  toOrderDto,
  type OrderRowJson,
} from '../../src/features/orders/order-dto.ts';
import { cartWith } from '../support/orders.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'] });

async function orderRow(orderId: number) {
  const [row] = await world.prisma.$queryRaw<{ order: OrderRowJson | null }[]>`
    SELECT order_row(${orderId}::int) AS "order"`;
  return row?.order ? toOrderDto(fromOrderRowJson(row.order)) : null;
}

describe('order_row reads an order as orderSelect does', () => {
  it('a confirmed order with a discount, a reservation and two lines', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const orderId = await cartWith(world.app, world.ana, [
      { diaHoraId: miercoles.id, quantity: 2 },
      { diaHoraId: lunes.id, quantity: 3 },
    ]);
    const checkout = await request(world.app)
      .post('/api/order/checkout')
      .set(world.ana.auth)
      .send({ orderId, codigo: 'POWER10' });
    expect(checkout.status).toBe(200);

    const read = await findOrderDto(world.prisma, orderId);
    expect(read?.lines).toHaveLength(2);
    expect(read?.reservedUntil).not.toBeNull();
    expect(read?.discountPercent).toBe(10);
    expect(await orderRow(orderId)).toEqual(read);
    // The checkout's answer is the order as the member's list of orders answers it.
    const list = await request(world.app)
      .get(`/api/order/user/${world.ana.user.id}`)
      .set(world.ana.auth);
    expect(list.body).toEqual([checkout.body]);
  });

  it('an empty cart, with no lines and no reservation', async () => {
    const orderId = await cartWith(world.app, world.ana, []);
    const read = await findOrderDto(world.prisma, orderId);
    expect(read).toMatchObject({ lines: [], reservedUntil: null, state: 'Cart' });
    expect(await orderRow(orderId)).toEqual(read);
  });

  it('no order', async () => {
    expect(await orderRow(999_999)).toBeNull();
  });
});
