// Shared by the migrator (migrate.ts) and the function sources (function-sources.ts).
import { createHash } from 'node:crypto';
import type { SqlSession } from './client.ts';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** sha256 hex of a file's bytes: what Prisma stores in `checksum`. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * Runs `work` in a transaction of `session`; when it fails, rolls it all back and throws a
 * MigrationError saying what failed (`what`, e.g. 'Migration 2026…_init') and why.
 */
export async function inTransaction(
  session: SqlSession,
  what: string,
  work: () => Promise<unknown>,
): Promise<void> {
  await session.exec('BEGIN');
  try {
    await work();
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`${what} failed and was rolled back: ${reason}`, { cause: error });
  }
}
