import { describe, it } from 'vitest';
import { raceCheckouts } from './support/checkout-race.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld();

// PGlite runs one transaction at a time, so this only proves the bookkeeping; the race itself is
// proven on PostgreSQL by test/pg/checkout-concurrency.test.ts.
describe('concurrent checkouts (small)', () => {
  it('20 buyers for 5 places: exactly 5 orders, stock 0, 15 × 409', async () => {
    await raceCheckouts(world.app, world.prisma, { buyers: 20, places: 5 });
  });
});
