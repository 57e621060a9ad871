// Shared by the migrator (migrate.ts) and the function sources (function-sources.ts).
import { createHash } from 'node:crypto';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** sha256 hex of a file's bytes: what Prisma stores in `checksum`. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}
