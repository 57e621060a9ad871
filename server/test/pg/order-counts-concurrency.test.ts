// PostgreSQL only: the running order counts (prisma/functions/order_state_counts.sql) stay exact
// while checkouts, cancels and payments race each other and two compactions run over and over.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { compactOrderCounts } from '../../src/domain/order-counts.ts';
import { orderCountsMatch } from '../support/order-counts.ts';
import { cartWith, shopWithRoomySlot } from '../support/orders.ts';
import { signedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', postgres: true });

describe('order counts under concurrency', () => {
  it('equal the orders of each state after 60 racing checkouts, cancels and payments', async () => {
    const slotId = await shopWithRoomySlot(world.prisma);
    const [admin, ...buyers] = await Promise.all([
      signedInUser(world.prisma, { name: 'Admin', role: 'admin' }),
      ...Array.from({ length: 60 }, (_, i) => signedInUser(world.prisma, { name: `Socio${i}` })),
    ]);
    const carts = await Promise.all(
      buyers.map((buyer) => cartWith(world.app, buyer, [{ diaHoraId: slotId, quantity: 1 }])),
    );

    let racing = true;
    let compactions = 0;
    const compactor = async () => {
      while (racing) {
        await compactOrderCounts(world.prisma);
        compactions += 1;
      }
    };
    const buyersDone = Promise.all(
      buyers.map(async (buyer, i) => {
        const orderId = carts[i];
        await request(world.app).post('/api/order/checkout').set(buyer.auth).send({ orderId });
        // A third cancel, a third are paid by hand, the rest stay reserved.
        if (i % 3 === 0)
          await request(world.app).put(`/api/order/canceled/${orderId}`).set(buyer.auth);
        if (i % 3 === 1) {
          await request(world.app)
            .put(`/api/order/${orderId}`)
            .set(admin.auth)
            .send({ state: 'Complete' });
        }
      }),
    ).finally(() => {
      racing = false;
    });
    await Promise.all([buyersDone, compactor(), compactor()]);

    expect(compactions).toBeGreaterThan(1);
    expect(await world.prisma.order.count({ where: { state: 'Canceled' } })).toBe(20);
    expect(await world.prisma.order.count({ where: { state: 'Complete' } })).toBe(20);
    await orderCountsMatch(world.prisma);
    await compactOrderCounts(world.prisma);
    await orderCountsMatch(world.prisma);
    const listed = await request(world.app).get('/api/order').set(admin.auth).expect(200);
    expect(listed.headers['x-total-count']).toBe('60');
  });
});
