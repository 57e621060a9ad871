// PostgreSQL only: capacity edits racing real checkouts. An edit that read the stock and wrote it
// back without the row lock would lose the places sold in between.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { cartWith, insertShop } from '../support/orders.ts';
import { signedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ fresh: 'once', postgres: true });

describe('PUT /diahora/{id} under concurrent checkouts', () => {
  it('stock always equals capacity minus the places sold', async () => {
    const shop = await insertShop(world.prisma);
    const slotId = shop.slots.lunes.id;
    const [admin, ...buyers] = await Promise.all([
      signedInUser(world.prisma, { name: 'Admin', role: 'admin' }),
      ...Array.from({ length: 60 }, (_, i) => signedInUser(world.prisma, { name: `Socio${i}` })),
    ]);
    const carts = await Promise.all(
      buyers.map((buyer) => cartWith(world.app, buyer, [{ diaHoraId: slotId, quantity: 1 }])),
    );

    // A first edit, so the admin's token is verified before the race starts.
    await request(world.app)
      .put(`/api/diahora/${slotId}`)
      .set(admin.auth)
      .send({ capacity: 10 })
      .expect(200);
    let checkingOut = true;
    const checkouts = Promise.all(
      buyers.map((buyer, i) =>
        request(world.app).post('/api/order/checkout').set(buyer.auth).send({ orderId: carts[i] }),
      ),
    ).finally(() => {
      checkingOut = false;
    });
    // Admins keep editing the capacity for as long as the checkouts run.
    const editor = async (capacities: number[]) => {
      const statuses: number[] = [];
      for (let i = 0; checkingOut || i < capacities.length; i += 1) {
        const capacity = capacities[i % capacities.length];
        const res = await request(world.app)
          .put(`/api/diahora/${slotId}`)
          .set(admin.auth)
          .send({ capacity });
        statuses.push(res.status);
      }
      return statuses;
    };
    const [sales, ...edits] = await Promise.all([
      checkouts,
      editor([12, 45, 30]),
      editor([60, 25, 50]),
      editor([40, 20, 55]),
      editor([35, 60, 15]),
    ]);
    for (const status of [...sales.map((res) => res.status), ...edits.flat()]) {
      expect([200, 409]).toContain(status);
    }
    expect(sales.filter((res) => res.status === 200).length).toBeGreaterThan(0);

    const slot = await world.prisma.diaHora.findUniqueOrThrow({ where: { id: slotId } });
    const sold = await world.prisma.orderLine.aggregate({
      where: { diaHoraId: slotId, order: { state: 'Created' } },
      _sum: { quantity: true },
    });
    expect(slot.stock).toBeGreaterThanOrEqual(0);
    expect(slot.capacity - slot.stock).toBe(sold._sum.quantity ?? 0);
  });
});
