// Applies prisma/migrations/*/migration.sql without Prisma's native engine (unavailable offline),
// recording each in `_prisma_migrations` exactly as Prisma does, so `prisma migrate deploy`
// on a machine with internet accepts the same database.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, SqlSession } from './client.ts';
import { applyFunctionSources } from './function-sources.ts';
import { inTransaction, MigrationError, migrationChecksum } from './migration-error.ts';
import {
  functionsDir as defaultFunctionsDir,
  migrationsDir as defaultMigrationsDir,
} from './paths.ts';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Prisma's own DDL for its history table (PostgreSQL connector). */
export const PRISMA_MIGRATIONS_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

// Arbitrary constant shared by every instance of the app: two processes starting at once
// must not both apply the same migration.
const MIGRATION_LOCK_KEY = '7204518331';

export { MigrationError, migrationChecksum };

/** Migration folders (those holding a migration.sql) in name order, i.e. timestamp order. */
export function readMigrations(dir: string = defaultMigrationsDir): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: migrationChecksum(sql) };
    });
}

interface HistoryRow extends Record<string, unknown> {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/**
 * Applies every migration not yet recorded, each in its own transaction, then every function file
 * changed since it was last applied (function-sources.ts), and returns the names applied (empty
 * when the database is up to date; function files as `prisma/functions/<file>`). Refuses to run
 * when an applied migration's file changed, disappeared, or a previous run left a failed migration.
 */
export async function migrate(
  db: Database,
  options: { migrationsDir?: string; functionsDir?: string } = {},
): Promise<string[]> {
  const migrations = readMigrations(options.migrationsDir ?? defaultMigrationsDir);
  return db.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await session.exec(PRISMA_MIGRATIONS_DDL);
      const pending = await pendingMigrations(session, migrations);
      for (const migration of pending) await applyOne(session, migration);
      const functions = await applyFunctionSources(
        session,
        options.functionsDir ?? defaultFunctionsDir,
      );
      return [
        ...pending.map((migration) => migration.name),
        ...functions.map((file) => `prisma/functions/${file}`),
      ];
    } finally {
      await session.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  });
}

async function pendingMigrations(
  session: SqlSession,
  migrations: MigrationFile[],
): Promise<MigrationFile[]> {
  // Rows marked rolled back do not count as applied (Prisma's semantics).
  const rows = await session.query<HistoryRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at
       FROM "_prisma_migrations"
      WHERE rolled_back_at IS NULL
      ORDER BY started_at`,
  );
  const byName = new Map(migrations.map((migration) => [migration.name, migration]));

  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed in an earlier run and was never finished. ` +
        'Fix the database by hand, then mark it rolled back (set rolled_back_at) or delete its row.',
    );
  }
  for (const migration of migrations) {
    if (await recordSquash(session, migration, rows)) return pendingMigrations(session, migrations);
  }
  for (const row of rows) {
    const local = byName.get(row.migration_name);
    if (!local) {
      throw new MigrationError(
        `Migration ${row.migration_name} is applied to the database but missing from ` +
          'prisma/migrations: this database belongs to a newer or different version of the app.',
      );
    }
    if (local.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.migration_name} was modified after it was applied ` +
          `(checksum ${row.checksum} in the database, ${local.checksum} on disk). ` +
          'Never edit an applied migration: restore the file and add a new migration instead.',
      );
    }
  }
  const applied = new Set(rows.map((row) => row.migration_name));
  return migrations.filter((migration) => !applied.has(migration.name));
}

// Squashed migrations: a migration may replace earlier ones, listed in it as `-- squashes: <name>`
// lines (the pre-launch baseline does; docs/architecture.md, 'Migrations'). A database that
// recorded every one of them already has its schema, so its history is rewritten to name the
// squash instead, and the squash itself never runs there.

/** The migrations `migration` replaces, from its `-- squashes: <name>` lines. */
export function squashedBy(migration: MigrationFile): string[] {
  return [...migration.sql.matchAll(/^-- squashes: (\S+)$/gm)].map((match) => match[1] ?? '');
}

/** Records `migration` in place of the ones it squashes; false when there is nothing to record. */
async function recordSquash(
  session: SqlSession,
  migration: MigrationFile,
  rows: HistoryRow[],
): Promise<boolean> {
  const squashed = squashedBy(migration);
  const recorded = rows.filter((row) => squashed.includes(row.migration_name));
  if (recorded.length === 0 || rows.some((row) => row.migration_name === migration.name)) {
    return false;
  }
  if (recorded.length < squashed.length) {
    throw new MigrationError(
      `This database has ${recorded.length} of the ${squashed.length} migrations that ` +
        `${migration.name} replaces. Start the version of the app that still has them once, ` +
        'so that all are applied, then this one.',
    );
  }
  await inTransaction(
    session,
    `Recording ${migration.name} in place of ${squashed.join(', ')}`,
    async () => {
      await session.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = ANY($1)`, [
        squashed,
      ]);
      await recordApplied(session, migration, new Date());
    },
  );
  return true;
}

function recordApplied(session: SqlSession, migration: MigrationFile, started: Date) {
  return session.query(
    `INSERT INTO "_prisma_migrations"
       (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
     VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
    [randomUUID(), migration.checksum, migration.name, started],
  );
}

async function applyOne(session: SqlSession, migration: MigrationFile): Promise<void> {
  const started = new Date();
  await inTransaction(session, `Migration ${migration.name}`, async () => {
    await session.exec(migration.sql);
    await recordApplied(session, migration, started);
  });
}
