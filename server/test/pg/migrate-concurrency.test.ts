import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { readFunctionSources } from '../../src/db/function-sources.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import { createTestDatabase } from '../support/database.ts';

const opened: Database[] = [];

afterEach(async () => {
  // A second handle closes before the owner drops the database.
  for (const db of opened.splice(0).reverse()) await db.close();
});

it('lets only one of two concurrent processes apply a migration or a function file', async () => {
  const owner = await createTestDatabase({ migrate: false });
  opened.push(owner);
  if (!owner.url) throw new Error('test/pg runs only on PostgreSQL');
  const second = await openDatabase({ databaseUrl: owner.url, poolSize: 2 });
  opened.push(second);

  const [a, b] = await Promise.all([migrate(owner), migrate(second)]);

  expect([...a, ...b].sort()).toEqual(
    [
      ...readMigrations().map((file) => file.name),
      ...readFunctionSources().map((source) => `prisma/functions/${source.file}`),
    ].sort(),
  );
  const rows = await owner.withSession((s) =>
    s.query<{ n: number }>('SELECT count(*)::int AS n FROM "_prisma_migrations"'),
  );
  expect(rows[0]?.n).toBe(readMigrations().length);
});
