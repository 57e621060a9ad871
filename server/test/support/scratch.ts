// Blank databases and temporary folders for the migrator's tests, closed and removed after each
// test: the migrations and function sources are tried on copies the tests may edit.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';

export function useScratch() {
  const opened: TestDatabase[] = [];
  const folders: string[] = [];

  afterEach(async () => {
    // Reverse order: a second handle on a PostgreSQL test database closes before the owner drops it.
    for (const db of opened.splice(0).reverse()) await db.close();
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  return {
    /** A database with no tables, not even the migration history. */
    async blankDatabase(): Promise<TestDatabase> {
      const db = await createTestDatabase({ migrate: false });
      opened.push(db);
      return db;
    },
    /** An empty temporary folder, or a copy of `source`. */
    folder(source?: string): string {
      const dir = mkdtempSync(join(tmpdir(), 'powergym-'));
      folders.push(dir);
      if (source) cpSync(source, dir, { recursive: true });
      return dir;
    },
  };
}
