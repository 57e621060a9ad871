// Issue 35 on the embedded database: `npm run backup` writes PGlite's own dump of its data folder
// (the app stopped: one process at a time may open it), `npm run restore` loads it into an empty
// folder, and every table compares equal (row count and md5 of the rows in primary-key order).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../../src/db/backup.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed.ts';
import { backupDigest, FILL_EMPTY_TABLES_SQL, type BackupDigest } from '../support/backup-data.ts';

let folder: string;
let sourceDir: string;
let file: string;
let original: BackupDigest;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'powergym-pglite-backup-'));
  sourceDir = join(folder, 'source');
  file = join(folder, 'backup.pglite.tar.gz');
  const db = await openDatabase({ dataDir: sourceDir });
  try {
    await migrate(db);
    await seed(db.prisma);
    await db.exec(FILL_EMPTY_TABLES_SQL);
    original = await backupDigest(db);
    // While the app holds the folder, a backup is refused rather than read from under it.
    await expect(backupDatabase({ dataDir: sourceDir }, file)).rejects.toThrow(/in use/);
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('backs up the stopped embedded database and restores every row into an empty folder', async () => {
  expect(Object.entries(original).filter(([, t]) => t.rows === 0)).toEqual([]);
  const backup = await backupDatabase({ dataDir: sourceDir }, file);
  const targetDir = join(folder, 'target');
  const restore = await restoreDatabase({ dataDir: targetDir }, file);
  expect(restore.tables).toBe(Object.keys(original).length);

  const db = await openDatabase({ dataDir: targetDir });
  try {
    expect(await backupDigest(db)).toEqual(original);
    expect(await migrate(db)).toEqual([]);
  } finally {
    await db.close();
  }
  const rows = Object.values(original).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `pglite backup-restore: ${Object.keys(original).length} tables, ${rows} rows; ` +
      `${backup.bytes} bytes; backup ${backup.ms.toFixed(0)} ms; restore ${restore.ms.toFixed(0)} ms`,
  );
}, 60_000);

it('refuses a folder that holds a database unless forced, then moves the old one aside', async () => {
  const targetDir = join(folder, 'target');
  await expect(restoreDatabase({ dataDir: targetDir }, file)).rejects.toThrow(/not empty/);
  const forced = await restoreDatabase({ dataDir: targetDir }, file, { force: true });
  expect(forced.replacedDir && existsSync(forced.replacedDir)).toBe(true);
  expect(readdirSync(targetDir)).toContain('PG_VERSION');
}, 60_000);
