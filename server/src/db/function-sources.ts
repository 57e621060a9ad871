// Database functions (and their triggers) have one reviewed source each in prisma/functions/*.sql,
// written to be run again: `CREATE OR REPLACE ...`, `DROP ... IF EXISTS` before a change of
// signature or trigger. They are not copied into migrations. After the pending migrations, every
// start applies each file whose text changed since it was last applied (its sha256 is recorded in
// "_function_sources"), in file-name order, each in its own transaction; Flyway calls these
// repeatable migrations. docs/architecture.md, 'Changing the database'.
//
// So a file may use any column the migrations create, and a migration may not use a function in
// the same release it first appears (it runs before the file): such a migration creates what it
// needs itself, as the baseline does for user_search_text's index.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlSession } from './client.ts';
import { inTransaction, migrationChecksum } from './migration-error.ts';
import { functionsDir as defaultFunctionsDir } from './paths.ts';

export interface FunctionSource {
  /** File name inside prisma/functions, e.g. "checkout_order.sql". */
  file: string;
  sql: string;
  checksum: string;
}

export const FUNCTION_SOURCES_DDL = `CREATE TABLE IF NOT EXISTS "_function_sources" (
    "file"        TEXT PRIMARY KEY NOT NULL,
    "checksum"    VARCHAR(64) NOT NULL,
    "applied_at"  TIMESTAMPTZ NOT NULL DEFAULT now()
);`;

/** The function sources in file-name order, the order they are applied in. */
export function readFunctionSources(dir: string = defaultFunctionsDir): FunctionSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = readFileSync(join(dir, file), 'utf8');
      return { file, sql, checksum: migrationChecksum(sql) };
    });
}

/**
 * Applies every function file whose text differs from the one last applied (or that never was),
 * and returns their names. Runs inside migrate()'s lock.
 */
export async function applyFunctionSources(
  session: SqlSession,
  dir: string = defaultFunctionsDir,
): Promise<string[]> {
  await session.exec(FUNCTION_SOURCES_DDL);
  const rows = await session.query<{ file: string; checksum: string }>(
    'SELECT file, checksum FROM "_function_sources"',
  );
  const applied = new Map(rows.map((row) => [row.file, row.checksum]));
  const changed = readFunctionSources(dir).filter(
    (source) => applied.get(source.file) !== source.checksum,
  );
  for (const source of changed) await applyOne(session, source);
  return changed.map((source) => source.file);
}

function applyOne(session: SqlSession, source: FunctionSource): Promise<void> {
  return inTransaction(session, `prisma/functions/${source.file}`, async () => {
    await session.exec(source.sql);
    await session.query(
      `INSERT INTO "_function_sources" (file, checksum) VALUES ($1, $2)
       ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [source.file, source.checksum],
    );
  });
}
