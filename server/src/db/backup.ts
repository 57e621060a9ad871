// Backups that restore (`npm run backup`, `npm run restore`). PostgreSQL: `pg_dump` in its custom
// format, one consistent snapshot while the app keeps running, restored by `pg_restore` in one
// transaction. The embedded PGlite: a gzipped tarball of its data folder (PGlite's own
// dumpDataDir), which only one process may hold, so the app must be stopped first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { DatabaseKind, OpenDatabaseOptions } from './client.ts';
import { repoRoot } from './paths.ts';

/** A refusal or failure with a message meant for the person at the terminal. */
export class BackupError extends Error {}

export interface BackupResult {
  kind: DatabaseKind;
  file: string;
  bytes: number;
  ms: number;
}

export interface RestoreOptions {
  /** Replace a database that already holds tables (PostgreSQL: drops the public schema first). */
  force?: boolean;
}

export interface RestoreResult {
  kind: DatabaseKind;
  /** Tables in the public schema after the restore. */
  tables: number;
  ms: number;
  /** PGlite with force: where the replaced data folder was moved (nothing is deleted). */
  replacedDir?: string;
}

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

/** backups/powergym-<UTC timestamp>.dump (PostgreSQL) or .pglite.tar.gz (PGlite). */
export function defaultBackupFile(options: OpenDatabaseOptions, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const ext = options.databaseUrl ? 'dump' : 'pglite.tar.gz';
  return join(repoRoot, 'backups', `powergym-${stamp}.${ext}`);
}

export async function backupDatabase(
  options: OpenDatabaseOptions,
  file: string,
): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(dirname(file), { recursive: true });
  // Written beside the target and renamed when complete: a failed backup never looks like one.
  const partial = `${file}.partial`;
  try {
    if (options.databaseUrl) {
      const { url, env } = libpqConnection(options.databaseUrl);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${partial}`,
          `--dbname=${url}`,
        ],
        env,
      );
    } else {
      await writeFile(partial, await dumpPglite(requireDataDir(options)));
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return {
    kind: options.databaseUrl ? 'postgres' : 'pglite',
    file,
    bytes: statSync(file).size,
    ms: performance.now() - started,
  };
}

export async function restoreDatabase(
  options: OpenDatabaseOptions,
  file: string,
  restoreOptions: RestoreOptions = {},
): Promise<RestoreResult> {
  const started = performance.now();
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  const head = await readHead(file, 5);
  if (options.databaseUrl) {
    if (head.toString('latin1') !== PG_DUMP_MAGIC) {
      throw new BackupError(
        `${file} is not a pg_dump custom-format backup (a PGlite backup restores only with DATABASE_URL unset)`,
      );
    }
    const tables = await restorePostgres(options.databaseUrl, file, restoreOptions.force ?? false);
    return { kind: 'postgres', tables, ms: performance.now() - started };
  }
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(
      `${file} is not a PGlite backup (a pg_dump backup restores only with DATABASE_URL set)`,
    );
  }
  const restored = await restorePglite(
    requireDataDir(options),
    file,
    restoreOptions.force ?? false,
  );
  return { kind: 'pglite', ...restored, ms: performance.now() - started };
}

// --- PostgreSQL -------------------------------------------------------------------------------

/** Objects of the public schema that are not part of an extension: 0 means an empty database. */
const PUBLIC_OBJECTS_SQL = `
  SELECT (SELECT count(*) FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                              AND d.objid = c.oid AND d.deptype = 'e'))
       + (SELECT count(*) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                              AND d.objid = p.oid AND d.deptype = 'e'))
       + (SELECT count(*) FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace
            AND t.typtype IN ('e', 'd', 'r')
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                              AND d.objid = t.oid AND d.deptype = 'e')) AS n`;

const PUBLIC_TABLES_SQL = `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<number> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(PUBLIC_OBJECTS_SQL);
    if (Number(rows[0]?.n ?? 0) === 0) return;
    if (!force) {
      throw new BackupError(
        'The target database is not empty (its public schema holds tables or functions). ' +
          'Restore into an empty database, or add --force to drop the public schema and replace it.',
      );
    }
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  });
  const { url, env } = libpqConnection(databaseUrl);
  // One transaction: a restore that fails leaves the (empty) target as it was.
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(PUBLIC_TABLES_SQL);
    return rows[0]?.n ?? 0;
  });
}

// Prisma-only URL parameters that libpq (pg_dump, pg_restore) would refuse.
const PRISMA_ONLY_PARAMS = [
  'schema',
  'connection_limit',
  'pool_timeout',
  'connect_timeout_ms',
  'socket_timeout',
  'pgbouncer',
  'statement_cache_size',
];

/** The URL for libpq with the password moved to PGPASSWORD, so it never shows in `ps`. */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  for (const param of PRISMA_ONLY_PARAMS) url.searchParams.delete(param);
  return { url: url.toString(), env };
}

async function withClient<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools, version 15 or newer ` +
                '(Debian/Ubuntu: apt-get install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

// --- PGlite -----------------------------------------------------------------------------------

function requireDataDir(options: OpenDatabaseOptions): string {
  if (!options.dataDir)
    throw new BackupError('An in-memory PGlite database has nothing to back up.');
  return options.dataDir;
}

/** PGlite writes postmaster.pid while open and removes it on a clean close. */
function refuseIfOpen(dataDir: string): void {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  throw new BackupError(
    `The embedded database at ${dataDir} is in use: stop the app (npm start / npm run dev) first; ` +
      'one process at a time may open it. If nothing is running, the app did not close it cleanly: ' +
      'start and stop it once, then try again.',
  );
}

async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database at ${dataDir}.`);
  }
  refuseIfOpen(dataDir);
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<{ tables: number; replacedDir?: string }> {
  let replacedDir: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    refuseIfOpen(dataDir);
    if (!force) {
      throw new BackupError(
        `The embedded database at ${dataDir} is not empty. Add --force to replace it ` +
          '(the current folder is moved aside, not deleted).',
      );
    }
    replacedDir = `${dataDir}.replaced-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    renameSync(dataDir, replacedDir);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const loadDataDir = new Blob([await readFile(file)]);
  const pglite = await PGlite.create(dataDir, { loadDataDir, extensions: { pg_trgm } });
  try {
    const { rows } = await pglite.query<{ n: number }>(PUBLIC_TABLES_SQL);
    return { tables: rows[0]?.n ?? 0, replacedDir };
  } finally {
    await pglite.close();
  }
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
