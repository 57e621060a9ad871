// A fingerprint of every row of every table: equal before and after means nothing was written.
import type { Database } from '../../src/db/client.ts';

export type TableDigest = Record<string, { rows: number; md5: string }>;

export async function tableDigest(db: Database): Promise<TableDigest> {
  return db.withSession(async (session) => {
    const tables = await session.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', '_function_sources')
        ORDER BY tablename`,
    );
    const digest: TableDigest = {};
    for (const { tablename } of tables) {
      const quoted = `"${tablename.replaceAll('"', '""')}"`;
      const [row] = await session.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows,
                md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5
           FROM ${quoted} t`,
      );
      if (row) digest[tablename] = row;
    }
    return digest;
  });
}
