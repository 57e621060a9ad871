import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  migrate,
  migrationChecksum,
  MigrationError,
  readMigrations,
} from '../../src/db/migrate.ts';
import { migrationsDir } from '../../src/db/paths.ts';
import { useScratch } from '../support/scratch.ts';

interface HistoryRow extends Record<string, unknown> {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
}

const { blankDatabase, folder } = useScratch();

function history(db: Database): Promise<HistoryRow[]> {
  return db.withSession((s) =>
    s.query<HistoryRow>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name'),
  );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('migrate', () => {
  it('applies the migrations from the pre-launch baseline and records them the way Prisma does', async () => {
    const db = await blankDatabase();
    const files = readMigrations();
    expect(files[0]?.name).toMatch(/^\d{14}_pre_launch_baseline$/);

    const applied = await migrate(db);
    expect(applied.filter((name) => !name.startsWith('prisma/functions/'))).toEqual(
      files.map((f) => f.name),
    );

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
    const dir = folder(migrationsDir);
    const init = required(readMigrations(dir)[0], 'first migration');
    writeFileSync(join(dir, init.name, 'migration.sql'), `${init.sql}\n-- edited\n`);

    const error = await migrate(db, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain(`${init.name} was modified`);
  });

  it('rolls a failing migration back and records nothing', async () => {
    const db = await blankDatabase();
    await migrate(db);
    const dir = folder(migrationsDir);
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

/** An empty prisma/functions: the squash tests' made-up schema has no tables for the real ones. */
const noFunctions = () => folder();

/** A migrations folder holding the given migration files. */
function migrationsFolder(files: Record<string, string>): string {
  const dir = folder();
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe('a migration that squashes others', () => {
  const early = {
    '20260101000000_plans': 'CREATE TABLE "Plan" (id int PRIMARY KEY);\n',
    '20260102000000_plan_names': 'ALTER TABLE "Plan" ADD COLUMN name text;\n',
  };
  const squash = {
    '20260103000000_baseline':
      '-- squashes: 20260101000000_plans\n-- squashes: 20260102000000_plan_names\n' +
      'CREATE TABLE "Plan" (id int PRIMARY KEY, name text);\n',
  };

  it('runs on a new database like any migration', async () => {
    const db = await blankDatabase();
    expect(
      await migrate(db, { migrationsDir: migrationsFolder(squash), functionsDir: noFunctions() }),
    ).toEqual(['20260103000000_baseline']);
  });

  it('is recorded, not run, where every migration it squashes was applied, and data stays', async () => {
    const db = await blankDatabase();
    await migrate(db, { migrationsDir: migrationsFolder(early), functionsDir: noFunctions() });
    await db.exec(`INSERT INTO "Plan" (id, name) VALUES (1, 'Mensual')`);

    // Running it would fail: "Plan" exists.
    expect(
      await migrate(db, { migrationsDir: migrationsFolder(squash), functionsDir: noFunctions() }),
    ).toEqual([]);

    const rows = await history(db);
    expect(rows.map((row) => [row.migration_name, row.checksum])).toEqual([
      [
        '20260103000000_baseline',
        migrationChecksum(required(squash['20260103000000_baseline'], 'baseline')),
      ],
    ]);
    expect(rows[0]?.finished_at).toBeInstanceOf(Date);
    const plans = await db.withSession((s) => s.query<{ name: string }>('SELECT name FROM "Plan"'));
    expect(plans).toEqual([{ name: 'Mensual' }]);
    // And the database is up to date from then on.
    expect(
      await migrate(db, { migrationsDir: migrationsFolder(squash), functionsDir: noFunctions() }),
    ).toEqual([]);
  });

  it('refuses a database that applied only some of them, and changes nothing', async () => {
    const db = await blankDatabase();
    await migrate(db, {
      migrationsDir: migrationsFolder({ '20260101000000_plans': early['20260101000000_plans'] }),
      functionsDir: noFunctions(),
    });

    const error = await migrate(db, {
      migrationsDir: migrationsFolder(squash),
      functionsDir: noFunctions(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain(
      'This database has 1 of the 2 migrations that 20260103000000_baseline replaces',
    );
    expect((await history(db)).map((row) => row.migration_name)).toEqual(['20260101000000_plans']);
  });
});
