import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { Express } from 'express';
import { buildApp } from './support/app.ts';
import { raceCheckouts } from './support/checkout-race.ts';
import { createTestDatabase, resetDatabase } from './support/database.ts';
import { authEnv } from './support/tokens.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDatabase;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  app = buildApp(db.prisma, authEnv());
});
beforeEach(async () => {
  await resetDatabase(db);
});
afterAll(async () => {
  await db?.close();
});

// PGlite runs one transaction at a time, so this only proves the bookkeeping; the race itself is
// proven on PostgreSQL by test/pg/checkout-concurrency.test.ts.
describe('concurrent checkouts (small)', () => {
  it('20 buyers for 5 places: exactly 5 orders, stock 0, 15 × 409', async () => {
    await raceCheckouts(app, db.prisma, { buyers: 20, places: 5 });
  });
});
