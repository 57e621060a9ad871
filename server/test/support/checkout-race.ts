// N members race for a slot with fewer places; used on PGlite (small) and PostgreSQL (large).
import { createServer } from 'node:http';
import type { App } from '../../src/app.ts';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { noStockMessage } from '@power-gym/contracts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { cartWith, insertShop } from './orders.ts';
import { signedInUser } from './tokens.ts';

export async function raceCheckouts(
  app: App,
  prisma: PrismaClient,
  { buyers, places }: { buyers: number; places: number },
): Promise<void> {
  const shop = await insertShop(prisma);
  const slot = await prisma.diaHora.update({
    where: { id: shop.slots.lunes.id },
    data: { capacity: places, stock: places },
  });
  const members = await Promise.all(
    Array.from({ length: buyers }, (_, i) => signedInUser(prisma, { name: `Socio${i}` })),
  );
  const orderIds = await Promise.all(
    members.map((member) => cartWith(app, member, [{ diaHoraId: slot.id, quantity: 1 }])),
  );

  // One real listening server, so every request is a real concurrent HTTP call.
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const responses = await Promise.all(
      members.map(async (member, i) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/order/checkout`, {
          method: 'POST',
          headers: { ...member.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: orderIds[i] }),
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(places);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - places);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.error).toBe(noStockMessage('Pilates', 'Lunes', '18:00'));
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  const after = await prisma.diaHora.findUniqueOrThrow({ where: { id: slot.id } });
  expect(after.stock).toBe(0);
  expect(await prisma.order.count({ where: { state: 'Created' } })).toBe(places);
  const sold = await prisma.orderLine.aggregate({
    where: { diaHoraId: slot.id, order: { state: 'Created' } },
    _sum: { quantity: true },
  });
  expect(sold._sum.quantity).toBe(places);
  // Losers keep their cart untouched; winners got a fresh empty one.
  expect(await prisma.order.count({ where: { state: 'Cart' } })).toBe(buyers);
  expect(await prisma.order.count({ where: { state: 'Cart', lines: { some: {} } } })).toBe(
    buyers - places,
  );
  expect(await prisma.review.count()).toBe(places);
  expect(await prisma.emailOutbox.count()).toBe(places);
}
