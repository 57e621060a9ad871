// PostgreSQL only (vitest.config.ts includes test/pg/** when DATABASE_URL is set): real
// concurrent transactions, which PGlite cannot run.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { cancelOrder, expireReservations } from '../../src/domain/orders.ts';
import { buildApp } from '../support/app.ts';
import { raceCheckouts } from '../support/checkout-race.ts';
import { createTestDatabase, resetDatabase } from '../support/database.ts';
import { cartWith, insertShop } from '../support/orders.ts';
import { authEnv, signedInUser } from '../support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDatabase;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  if (db.kind !== 'postgres') throw new Error('test/pg needs DATABASE_URL (PostgreSQL)');
  app = buildApp(db.prisma, authEnv());
});
beforeEach(async () => {
  await resetDatabase(db);
});
afterAll(async () => {
  await db?.close();
});

describe('checkout on PostgreSQL under real concurrency', () => {
  it('100 buyers for 10 places: exactly 10 Created orders, stock 0, 90 × 409', async () => {
    await raceCheckouts(app, db.prisma, { buyers: 100, places: 10 });
  });

  it('cancelling the same order from many transactions restores its places once', async () => {
    const shop = await insertShop(db.prisma);
    const member = await signedInUser(db.prisma);
    const orderId = await cartWith(app, member, [{ diaHoraId: shop.slots.lunes.id, quantity: 3 }]);
    await request(app).post('/api/order/checkout').set(member.auth).send({ orderId }).expect(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => db.prisma.$transaction((tx) => cancelOrder(tx, orderId))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const slot = await db.prisma.diaHora.findUniqueOrThrow({ where: { id: shop.slots.lunes.id } });
    expect(slot.stock).toBe(10);
  });

  it('sweeps racing each other cancel every expired order once', async () => {
    const shop = await insertShop(db.prisma);
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInUser(db.prisma, { name: `Socio${i}` })),
    );
    for (const member of members) {
      const orderId = await cartWith(app, member, [
        { diaHoraId: shop.slots.lunes.id, quantity: 1 },
      ]);
      await request(app).post('/api/order/checkout').set(member.auth).send({ orderId }).expect(200);
    }
    expect(
      (await db.prisma.diaHora.findUniqueOrThrow({ where: { id: shop.slots.lunes.id } })).stock,
    ).toBe(2);
    const later = new Date(Date.now() + 31 * 60_000);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => expireReservations(db.prisma, later)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(await db.prisma.order.count({ where: { state: 'Canceled' } })).toBe(8);
    expect(
      (await db.prisma.diaHora.findUniqueOrThrow({ where: { id: shop.slots.lunes.id } })).stock,
    ).toBe(10);
  });
});
