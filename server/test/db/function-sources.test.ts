// prisma/functions/*.sql are the single sources of the database functions, applied after the
// migrations whenever their text changed (server/src/db/function-sources.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { readFunctionSources } from '../../src/db/function-sources.ts';
import { migrate, MigrationError } from '../../src/db/migrate.ts';
import { functionsDir } from '../../src/db/paths.ts';
import { useScratch } from '../support/scratch.ts';

const { blankDatabase, folder } = useScratch();

const recorded = (db: Database) =>
  db.withSession((s) =>
    s.query<{ file: string; checksum: string }>(
      'SELECT file, checksum FROM "_function_sources" ORDER BY file',
    ),
  );

const functionBody = async (db: Database, name: string) =>
  (
    await db.withSession((s) =>
      s.query<{ body: string }>(`SELECT prosrc AS body FROM pg_proc WHERE proname = $1`, [name]),
    )
  )[0]?.body;

describe('the function sources', () => {
  it('are all applied after the migrations and recorded with their checksums', async () => {
    const db = await blankDatabase();
    const sources = readFunctionSources();
    expect(sources.map((source) => source.file)).toContain('checkout_order.sql');

    const applied = await migrate(db);
    expect(applied.filter((name) => name.startsWith('prisma/functions/'))).toEqual(
      sources.map((source) => `prisma/functions/${source.file}`),
    );
    expect(await recorded(db)).toEqual(sources.map(({ file, checksum }) => ({ file, checksum })));
    expect(await functionBody(db, 'discount_refusal')).toContain('discountUsedUp');
    // Nothing changed: nothing applied.
    expect(await migrate(db)).toEqual([]);
  });

  it('applies again exactly the file whose text changed', async () => {
    const db = await blankDatabase();
    const functions = folder(functionsDir);
    await migrate(db, { functionsDir: functions });
    writeFileSync(
      join(functions, 'line_subtotal.sql'),
      `CREATE OR REPLACE FUNCTION line_subtotal(unit_price integer, quantity integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT quantity * unit_price $$;
`,
    );

    expect(await migrate(db, { functionsDir: functions })).toEqual([
      'prisma/functions/line_subtotal.sql',
    ]);
    expect(await functionBody(db, 'line_subtotal')).toContain('quantity * unit_price');
  });

  it('rolls a failing file back, records nothing for it and names it', async () => {
    const db = await blankDatabase();
    const functions = folder(functionsDir);
    await migrate(db, { functionsDir: functions });
    const before = await recorded(db);
    writeFileSync(
      join(functions, 'line_subtotal.sql'),
      `CREATE OR REPLACE FUNCTION line_subtotal(unit_price integer, quantity integer)
RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;
SELECT 1 / 0;
`,
    );

    const error = await migrate(db, { functionsDir: functions }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(
      /prisma\/functions\/line_subtotal\.sql failed.*division by zero/,
    );
    expect(await recorded(db)).toEqual(before);
    expect(await functionBody(db, 'line_subtotal')).toContain('unit_price * quantity');
  });
});
