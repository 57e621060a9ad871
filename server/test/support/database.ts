// Owned by the database work (server/src/db). Fresh, migrated, empty databases for tests:
// PGlite in memory by default; with DATABASE_URL (an admin connection to PostgreSQL) a
// uniquely named database, dropped again on close.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface TestDatabase extends Database {
  /** Connection string of the per-test PostgreSQL database (undefined on PGlite). */
  url?: string;
}

export interface TestDatabaseOptions {
  /** false gives a blank database (for migrator tests). Default true. */
  migrate?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const shouldMigrate = options.migrate ?? true;
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) {
    const db = await openDatabase({});
    if (shouldMigrate) await migrate(db);
    return db;
  }

  const name = `powergym_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrlFor(adminUrl, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: 5 });
  try {
    if (shouldMigrate) await migrate(db);
  } catch (error) {
    await db.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  let closed = false;
  return {
    ...db,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** Empties every table except the migration and function history, restarting id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = await db.withSession((session) =>
    session.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', '_function_sources')`,
    ),
  );
  if (tables.length === 0) return;
  const list = tables.map(({ tablename }) => `"${tablename.replaceAll('"', '""')}"`).join(', ');
  await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
