import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { applyWithPrismaEngine } from '../../src/db/schema-engine.ts';
import { createTestDatabase } from '../support/database.ts';

const opened: Database[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

it("is accepted by Prisma's own schema engine (what `prisma migrate deploy` checks)", async () => {
  const db = await createTestDatabase({ migrate: false });
  opened.push(db);
  if (!db.pglite) throw new Error('test/pglite runs only on PGlite');
  await migrate(db);
  // Prisma would refuse (checksum mismatch) or re-apply if our history were wrong.
  expect(await applyWithPrismaEngine(db.pglite)).toEqual([]);
});
