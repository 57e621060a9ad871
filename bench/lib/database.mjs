// Where the benchmarks keep their data: databases of their own (names starting powergym_bench) on
// the PostgreSQL server that DATABASE_URL names, so a run never touches the app's own database.
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgresql://powergym:powergym@127.0.0.1:5432/powergym';

export function serverUrl() {
  const raw = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  const url = new URL(raw);
  const host = url.searchParams.get('host') ?? url.hostname;
  if (!/^(localhost|127\.0\.0\.1|\[::1\]|::1|\/.*)$/.test(host)) {
    throw new Error(`The benchmarks only run against a local PostgreSQL (got host ${host}).`);
  }
  return url;
}

/** The same server and credentials, another database. */
export function databaseUrl(name) {
  const url = serverUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

async function withMaintenance(fn) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at ${describe(serverUrl())}: ${error.message}. ` +
        'See "Benchmarks" in the README for the role the bench expects.',
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops (if present) and creates an empty database; returns its URL. */
export async function freshDatabase(name) {
  await withMaintenance(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name) {
  await withMaintenance((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function postgresVersion() {
  return withMaintenance(async (client) => {
    const { rows } = await client.query('SHOW server_version');
    return rows[0].server_version;
  });
}

/** host:port/db without credentials, for messages. */
export function describe(url) {
  const u = new URL(url);
  return `${u.hostname || u.searchParams.get('host')}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}
