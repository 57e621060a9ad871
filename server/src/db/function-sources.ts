// Database functions (and their triggers) have one reviewed source each in prisma/functions/*.sql,
// written as idempotent `CREATE OR REPLACE ...`. Prisma's schema engine does not see functions, so
// `npm run db:diff` (new-migration-cli.ts) copies every function file whose text differs from its
// latest copy in prisma/migrations into the new migration, between these two lines:
//
//   -- prisma/functions/<file>.sql
//   ...the file's text, unchanged...
//   -- end of prisma/functions/<file>.sql
//
// Applied migrations are never edited (their checksums are recorded), so a change of function is
// always a new copy in a new migration; the latest copy is the definition the database has.
// server/test/db/function-sources.test.ts fails when a file here has no up-to-date copy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrations } from './migrate.ts';
import {
  functionsDir as defaultFunctionsDir,
  migrationsDir as defaultMigrationsDir,
} from './paths.ts';

export interface FunctionSource {
  /** File name inside prisma/functions, e.g. "checkout_order.sql". */
  file: string;
  /** Its text, ending with a newline. */
  sql: string;
}

export interface FunctionCopy {
  /** The migration folder holding the latest copy. */
  migration: string;
  sql: string;
}

export interface FunctionChange {
  source: FunctionSource;
  /** Its latest copy in the migrations, undefined when it was never copied. */
  latest: FunctionCopy | undefined;
}

const withFinalNewline = (text: string): string => (text.endsWith('\n') ? text : `${text}\n`);

export const beginMarker = (file: string): string => `-- prisma/functions/${file}`;
export const endMarker = (file: string): string => `-- end of prisma/functions/${file}`;

/**
 * The function sources in file-name order, which is also the order they are copied in. Files are
 * copied as a whole, so a file must not depend on a function of a file sorted after it at creation
 * time (PL/pgSQL bodies are only resolved when they run; SQL-language bodies are checked at once).
 */
export function readFunctionSources(dir: string = defaultFunctionsDir): FunctionSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = withFinalNewline(readFileSync(join(dir, file), 'utf8'));
      if (sql.split('\n').some((line) => line === beginMarker(file) || line === endMarker(file))) {
        throw new Error(`prisma/functions/${file} must not contain its own copy markers`);
      }
      return { file, sql };
    });
}

/** Every marked copy in one migration's text, by file name (the last one wins). */
export function copiesIn(migrationSql: string): Map<string, string> {
  const copies = new Map<string, string>();
  const lines = migrationSql.split('\n');
  const begin = /^-- prisma\/functions\/([A-Za-z0-9_.-]+\.sql)$/;
  for (let i = 0; i < lines.length; i += 1) {
    const file = begin.exec(lines[i] ?? '')?.[1];
    if (!file) continue;
    const end = lines.indexOf(endMarker(file), i + 1);
    if (end === -1) throw new Error(`${beginMarker(file)} has no "${endMarker(file)}" line`);
    copies.set(
      file,
      lines
        .slice(i + 1, end)
        .map((line) => `${line}\n`)
        .join(''),
    );
    i = end;
  }
  return copies;
}

/** The latest copy of each function file in the migrations folder. */
export function latestCopies(dir: string = defaultMigrationsDir): Map<string, FunctionCopy> {
  const latest = new Map<string, FunctionCopy>();
  for (const migration of readMigrations(dir)) {
    for (const [file, sql] of copiesIn(migration.sql)) {
      latest.set(file, { migration: migration.name, sql });
    }
  }
  return latest;
}

/** The function files whose text differs from their latest copy (or that have none). */
export function changedFunctionSources(
  dirs: { functionsDir?: string; migrationsDir?: string } = {},
): FunctionChange[] {
  const latest = latestCopies(dirs.migrationsDir);
  return readFunctionSources(dirs.functionsDir)
    .map((source) => ({ source, latest: latest.get(source.file) }))
    .filter(({ source, latest: copy }) => copy?.sql !== source.sql);
}

/** The marked copy of a function file, as appended to a migration. */
export function functionCopyBlock({ file, sql }: FunctionSource): string {
  return `${beginMarker(file)}\n${sql}${endMarker(file)}\n`;
}
