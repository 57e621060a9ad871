// Opens the app's database: PostgreSQL when a URL is given, otherwise PGlite
// (Postgres compiled to WASM) in-process, persisted on disk or kept in memory.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';

export type DatabaseKind = 'postgres' | 'pglite';

/** One dedicated connection for raw SQL (session state such as advisory locks and BEGIN/COMMIT holds). */
export interface SqlSession {
  /** Runs a multi-statement script without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** The embedded engine, when kind is 'pglite' (tools such as Prisma's schema engine need it). */
  pglite?: PGlite;
  /** Runs a multi-statement script on some connection (no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` on one connection held for its whole duration. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; when absent (and no URL) the database lives in memory. */
  dataDir?: string;
  /** PostgreSQL pool size. Kept small: one hot row serialises checkouts anyway. */
  poolSize?: number;
}

// Explicit limits so a transaction stuck behind a hot row fails fast with P2028
// instead of piling up (see the concurrency notes).
const transactionOptions = { maxWait: 5_000, timeout: 10_000 };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions });

  return {
    prisma,
    kind: 'postgres',
    exec: sessionOver(pool, (sql) => pool.query(sql)).exec,
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(sessionOver(client, (sql) => client.query(sql)));
      } finally {
        client.release();
      }
    },
    close: once(async () => {
      await prisma.$disconnect();
      await pool.end();
    }),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the admin's search (prisma/schema.prisma).
  const options = { extensions: { pg_trgm } };
  const pglite = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions });

  // PGlite is a single connection, so the session is the database itself.
  const session = sessionOver(pglite, (sql) => pglite.exec(sql));
  return {
    prisma,
    kind: 'pglite',
    pglite,
    exec: session.exec,
    withSession: (fn) => fn(session),
    close: once(async () => {
      await prisma.$disconnect();
      await pglite.close();
    }),
  };
}

/** What pg's pools and clients and PGlite share: query(sql, params) resolving to { rows }. */
interface Queryable {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

function sessionOver(db: Queryable, runScript: (sql: string) => Promise<unknown>): SqlSession {
  return {
    async exec(sql) {
      await runScript(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      const result = await db.query(sql, params);
      return result.rows as Row[];
    },
  };
}

/** close() may be called more than once (tests, shutdown signals); only the first call closes. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
