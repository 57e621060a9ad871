// Issue 35: `npm run backup` / `npm run restore` on PostgreSQL. A database with a row in every
// table is backed up by pg_dump while a writer keeps committing, restored into an empty database,
// and compared table by table (row count and md5 of the rows in primary-key order).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase } from '../../src/db/backup.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed.ts';
import { backupDigest, FILL_EMPTY_TABLES_SQL, type BackupDigest } from '../support/backup-data.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let source: TestDatabase;
let target: TestDatabase;
let folder: string;
let file: string;
let restored: BackupDigest;

/** Each transaction writes one mail and one notification: a torn snapshot would tell them apart. */
const LOAD_TABLES = ['EmailOutbox', 'PaymentNotification'];
const loadWrite = (n: number) => `BEGIN;
  INSERT INTO "EmailOutbox" ("to", subject, html, text, "updatedAt")
    VALUES ('load-${n}@example.com', 'Carga ${n}', '<p>${n}</p>', '${n}', now());
  INSERT INTO "PaymentNotification" ("paymentId", "signatureValid", payload, "updatedAt")
    VALUES ('load-${n}', true, '{"n": ${n}}', now());
  COMMIT;`;

beforeAll(async () => {
  source = await createTestDatabase();
  if (!source.url) throw new Error('test/pg runs only on PostgreSQL');
  await seed(source.prisma);
  await source.exec(FILL_EMPTY_TABLES_SQL);
  target = await createTestDatabase({ migrate: false });
  folder = mkdtempSync(join(tmpdir(), 'powergym-backup-'));
  file = join(folder, 'powergym.dump');
});

afterAll(async () => {
  await target?.close();
  await source?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('backs up every table while writes continue and restores the same rows', async () => {
  const before = await backupDigest(source);
  expect(Object.entries(before).filter(([, t]) => t.rows === 0)).toEqual([]);

  let committed = 0;
  let stop = false;
  const writer = source.withSession(async (session) => {
    while (!stop) {
      await session.exec(loadWrite(committed + 1));
      committed += 1;
    }
  });
  while (committed < 20) await new Promise((r) => setTimeout(r, 5));
  const atStart = committed;
  const backup = await backupDatabase({ databaseUrl: source.url }, file);
  const atEnd = committed;
  await new Promise((r) => setTimeout(r, 100));
  stop = true;
  await writer;

  const restore = await restoreDatabase({ databaseUrl: target.url }, file);
  restored = await backupDigest(target);
  const after = await backupDigest(source);

  // The tables nobody wrote: identical.
  const quiet = (d: BackupDigest) =>
    Object.fromEntries(Object.entries(d).filter(([name]) => !LOAD_TABLES.includes(name)));
  expect(quiet(restored)).toEqual(quiet(after));
  expect(Object.keys(restored).sort()).toEqual(Object.keys(after).sort());

  // The written tables: the same number of load rows in both (one snapshot), a prefix of the
  // source's rows, taken while the backup ran.
  const loadRows = await target.withSession((s) =>
    s.query<{ mails: number; notices: number; lastMail: number; lastNotice: number }>(
      `SELECT (SELECT count(*)::int FROM "EmailOutbox" WHERE "to" LIKE 'load-%') AS mails,
              (SELECT count(*)::int FROM "PaymentNotification" WHERE "paymentId" LIKE 'load-%') AS notices,
              (SELECT max(id) FROM "EmailOutbox") AS "lastMail",
              (SELECT max(id) FROM "PaymentNotification") AS "lastNotice"`,
    ),
  );
  const [load] = loadRows;
  if (!load) throw new Error('no answer');
  const { mails, notices, lastMail, lastNotice } = load;
  expect(mails).toBe(notices);
  expect(mails).toBeGreaterThanOrEqual(atStart);
  expect(mails).toBeLessThanOrEqual(atEnd + 1);
  expect(committed).toBeGreaterThan(mails);
  const prefix = await backupDigest(source, {
    EmailOutbox: `t.id <= ${lastMail}`,
    PaymentNotification: `t.id <= ${lastNotice}`,
  });
  for (const name of LOAD_TABLES) expect(restored[name]).toEqual(prefix[name]);

  // The restored database is the app's: nothing to migrate, and its sequences carry on.
  expect(await migrate(target)).toEqual([]);
  const next = await target.withSession((s) =>
    s.query<{ id: number }>(
      `INSERT INTO "EmailOutbox" ("to", subject, html, text, "updatedAt")
       VALUES ('after@example.com', 'x', 'x', 'x', now()) RETURNING id`,
    ),
  );
  expect(next[0]?.id).toBeGreaterThan(lastMail);

  const rows = Object.values(restored).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `backup-restore: ${Object.keys(restored).length} tables, ${rows} rows restored; ` +
      `${backup.bytes} bytes; backup ${backup.ms.toFixed(0)} ms while ${atEnd - atStart} writes ` +
      `committed (${committed} in all, ${mails} in the snapshot); restore ${restore.ms.toFixed(0)} ms`,
  );
});

it('refuses to restore over a database that is not empty unless forced', async () => {
  await target.exec(`DELETE FROM "Review"; INSERT INTO "ClosureOverride" ("date", closed, reason, "updatedAt")
                     VALUES ('2027-01-01', true, 'Año nuevo', now())`);
  const changed = await backupDigest(target);

  await expect(restoreDatabase({ databaseUrl: target.url }, file)).rejects.toThrow(/not empty/);
  expect(await backupDigest(target)).toEqual(changed);

  const forced = await restoreDatabase({ databaseUrl: target.url }, file, { force: true });
  expect(forced.tables).toBe(Object.keys(restored).length);
  expect(await backupDigest(target)).toEqual(restored);
});

it('names what is wrong: a file of the other kind, a missing pg_dump', async () => {
  const pgliteLike = join(folder, 'not-a-dump.tar.gz');
  writeFileSync(pgliteLike, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
  await expect(
    restoreDatabase({ databaseUrl: target.url }, pgliteLike, { force: true }),
  ).rejects.toThrow(/not a pg_dump custom-format backup/);

  const path = process.env.PATH;
  process.env.PATH = join(folder, 'no-bin');
  try {
    const error = await backupDatabase({ databaseUrl: source.url }, join(folder, 'x.dump')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/pg_dump was not found/);
  } finally {
    process.env.PATH = path;
  }
});
