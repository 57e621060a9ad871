import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  migrate,
  migrationChecksum,
  MigrationError,
  readMigrations,
} from '../../src/db/migrate.ts';
import { migrationsDir } from '../../src/db/paths.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

interface HistoryRow extends Record<string, unknown> {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

const opened: Database[] = [];
const tempDirs: string[] = [];

async function blankDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase({ migrate: false });
  opened.push(db);
  return db;
}

function history(db: Database): Promise<HistoryRow[]> {
  return db.withSession((s) =>
    s.query<HistoryRow>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name'),
  );
}

/** A private copy of prisma/migrations the test can tamper with. */
function copyOfMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'powergym-migrations-'));
  tempDirs.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  return dir;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

afterEach(async () => {
  // Reverse order: a second handle on a PostgreSQL test database closes before the owner drops it.
  for (const db of opened.splice(0).reverse()) await db.close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies the init migration and records it the way Prisma does', async () => {
    const db = await blankDatabase();
    const files = readMigrations();
    expect(files.map((f) => f.name)).toContainEqual(expect.stringMatching(/^\d{14}_init$/));

    const applied = await migrate(db);
    expect(applied).toEqual(files.map((f) => f.name));

    const rows = await history(db);
    expect(rows).toHaveLength(files.length);
    for (const [index, row] of rows.entries()) {
      const file = required(files[index], 'migration file');
      const onDisk = readFileSync(join(migrationsDir, file.name, 'migration.sql'), 'utf8');
      expect(row.migration_name).toBe(file.name);
      expect(row.checksum).toBe(migrationChecksum(onDisk));
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    // The schema exists, including the hand-written constraints.
    const checks = await db.withSession((s) =>
      s.query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE contype = 'c'`),
    );
    expect(checks.map((c) => c.conname)).toEqual(
      expect.arrayContaining([
        'DiaHora_stock_check',
        'Descuento_codigo_check',
        'Review_rating_check',
      ]),
    );
  });

  it('applies nothing the second time', async () => {
    const db = await blankDatabase();
    await migrate(db);
    expect(await migrate(db)).toEqual([]);
    expect(await history(db)).toHaveLength(readMigrations().length);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const db = await blankDatabase();
    await migrate(db);
    const dir = copyOfMigrations();
    const init = required(readMigrations(dir)[0], 'init migration');
    writeFileSync(join(dir, init.name, 'migration.sql'), `${init.sql}\n-- edited\n`);

    const error = await migrate(db, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain(`${init.name} was modified`);
  });

  it('rolls a failing migration back and records nothing', async () => {
    const db = await blankDatabase();
    await migrate(db);
    const dir = copyOfMigrations();
    mkdirSync(join(dir, '99990101000000_broken'));
    writeFileSync(
      join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" (id int);\nSELECT 1 / 0;\n',
    );

    const error = await migrate(db, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/99990101000000_broken failed.*division by zero/);
    const half = await db.withSession((s) =>
      s.query<{ exists: string | null }>(`SELECT to_regclass('"Half"')::text AS exists`),
    );
    expect(half[0]?.exists).toBeNull();
    expect((await history(db)).map((r) => r.migration_name)).not.toContain('99990101000000_broken');
  });
});

describe('the memberships migration', () => {
  it('gives orders paid before it a 30-day period from their payment, and its paidAt', async () => {
    const db = await blankDatabase();
    const before = copyOfMigrations();
    const memberships = readMigrations().find((m) => m.name.endsWith('_memberships'));
    for (const m of readMigrations()) {
      if (m.name >= required(memberships, 'the memberships migration').name) {
        rmSync(join(before, m.name), { recursive: true });
      }
    }
    await migrate(db, { migrationsDir: before });
    await db.withSession(async (s) => {
      await s.exec(`
        INSERT INTO "User" (id, uid, email, name, "lastName", "updatedAt")
          VALUES (1, 'u1', 'ana@test.ar', 'Ana', 'Paz', now());
        INSERT INTO "Order" (id, "userId", state, total, "updatedAt") VALUES
          (1, 1, 'Complete', 100, '2026-10-20 15:00'),
          (2, 1, 'Complete', 100, '2026-11-02 10:00'),
          (3, 1, 'Created', 100, '2026-11-02 10:00'),
          (4, 1, 'Canceled', 100, '2026-11-02 10:00');
        INSERT INTO "PaymentNotification" ("paymentId", "signatureValid", "orderId", payload,
                                           "createdAt", "updatedAt")
          VALUES ('p1', true, 1, '{"outcome": "completed"}', '2026-10-01 12:00', now());`);
    });
    await migrate(db);
    const rows = await db.withSession((s) =>
      s.query<{
        id: number;
        membership: string | null;
        periodStart: string | null;
        periodEnd: string | null;
        reminderAt: string | null;
        paidAt: string | null;
      }>(
        'SELECT id, membership::text, "periodStart"::text, "periodEnd"::text, "reminderAt"::text, "paidAt"::text FROM "Order" ORDER BY id',
      ),
    );
    expect(
      rows.map((r) => [r.id, r.membership, r.periodStart, r.periodEnd, r.reminderAt, r.paidAt]),
    ).toEqual([
      // Paid when its completing notification came, not at its last change.
      [
        1,
        'Active',
        '2026-10-01 12:00:00',
        '2026-10-31 12:00:00',
        '2026-10-28 12:00:00',
        '2026-10-01 12:00:00',
      ],
      [
        2,
        'Active',
        '2026-11-02 10:00:00',
        '2026-12-02 10:00:00',
        '2026-11-29 10:00:00',
        '2026-11-02 10:00:00',
      ],
      [3, null, null, null, null, null],
      [4, null, null, null, null, null],
    ]);
  });
});
