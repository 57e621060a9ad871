// PostgreSQL only (vitest.config.ts includes test/pg/** when DATABASE_URL is set): real
// concurrent transactions, which PGlite cannot run.
import { bookings } from '../support/memberships.ts';
import { describe, expect, it } from 'vitest';
import { raceCheckouts } from '../support/checkout-race.ts';
import { checkedOut, insertShop } from '../support/orders.ts';
import { signedInUser } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });

describe('checkout on PostgreSQL under real concurrency', () => {
  it('100 buyers for 10 places: exactly 10 Created orders, stock 0, 90 × 409', async () => {
    await raceCheckouts(world.app, world.prisma, { buyers: 100, places: 10 });
  });

  it('cancelling the same order from many transactions restores its places once', async () => {
    const shop = await insertShop(world.prisma);
    const member = await signedInUser(world.prisma);
    const orderId = await checkedOut(world.app, member, [
      { diaHoraId: shop.slots.lunes.id, quantity: 3 },
    ]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        world.prisma.$transaction((tx) => bookings.cancelOrder(tx, orderId)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const slot = await world.prisma.diaHora.findUniqueOrThrow({
      where: { id: shop.slots.lunes.id },
    });
    expect(slot.stock).toBe(10);
  });

  it('sweeps racing each other cancel every expired order once', async () => {
    const shop = await insertShop(world.prisma);
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInUser(world.prisma, { name: `Socio${i}` })),
    );
    for (const member of members) {
      await checkedOut(world.app, member, [{ diaHoraId: shop.slots.lunes.id, quantity: 1 }]);
    }
    expect(
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: shop.slots.lunes.id } })).stock,
    ).toBe(2);
    const later = new Date(Date.now() + 31 * 60_000);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => bookings.expireReservations(world.prisma, later)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(await world.prisma.order.count({ where: { state: 'Canceled' } })).toBe(8);
    expect(
      (await world.prisma.diaHora.findUniqueOrThrow({ where: { id: shop.slots.lunes.id } })).stock,
    ).toBe(10);
  });
});
