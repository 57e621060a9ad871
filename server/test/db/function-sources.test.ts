// prisma/functions/*.sql are the single sources of the database functions; migrations carry copies
// of them made by `npm run db:diff` (server/src/db/function-sources.ts).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changedFunctionSources,
  copiesIn,
  functionCopyBlock,
  latestCopies,
  readFunctionSources,
} from '../../src/db/function-sources.ts';
import { functionsDir, migrationsDir } from '../../src/db/paths.ts';

const tempDirs: string[] = [];

function tempCopy(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'powergym-functions-'));
  tempDirs.push(copy);
  cpSync(dir, copy, { recursive: true });
  return copy;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('prisma/functions', () => {
  it('function sources match their latest migration', () => {
    const sources = readFunctionSources();
    expect(sources.map((source) => source.file)).toContain('checkout_order.sql');
    const stale = changedFunctionSources().map(({ source, latest }) =>
      latest
        ? `prisma/functions/${source.file} differs from its copy in ${latest.migration}`
        : `prisma/functions/${source.file} has no copy in any migration`,
    );
    // On failure: run `npm run db:diff -- <name>` to write a migration carrying the new text.
    expect(stale).toEqual([]);
  });

  it('every function copied into a migration still has its source file', () => {
    const sources = new Set(readFunctionSources().map((source) => source.file));
    // A function dropped for good needs a hand-written DROP FUNCTION in a migration, and then this
    // list of retired files.
    const retired = new Set<string>();
    const orphans = [...latestCopies().keys()].filter(
      (file) => !sources.has(file) && !retired.has(file),
    );
    expect(orphans).toEqual([]);
  });
});

describe('npm run db:diff, function part', () => {
  it('finds an edited function file, and nothing once a migration carries its copy', () => {
    const functions = tempCopy(functionsDir);
    const migrations = tempCopy(migrationsDir);
    expect(changedFunctionSources({ functionsDir: functions, migrationsDir: migrations })).toEqual(
      [],
    );

    writeFileSync(
      join(functions, 'discounted_total.sql'),
      '-- edited\nCREATE OR REPLACE FUNCTION discounted_total() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
    );
    const changed = changedFunctionSources({ functionsDir: functions, migrationsDir: migrations });
    expect(changed.map(({ source }) => source.file)).toEqual(['discounted_total.sql']);
    expect(changed[0]?.latest?.migration).toMatch(/^\d{14}_/);

    const later = join(migrations, '99991231000000_edit');
    mkdirSync(later);
    const block = changed.map(({ source }) => functionCopyBlock(source)).join('\n');
    writeFileSync(
      join(later, 'migration.sql'),
      `-- AlterTable\nSELECT 1;\n\n${block}\n-- hand-written\n`,
    );
    expect(changedFunctionSources({ functionsDir: functions, migrationsDir: migrations })).toEqual(
      [],
    );
  });

  it('reads a copy back exactly, blank lines and all', () => {
    const source = { file: 'f.sql', sql: '-- f\n\nSELECT 1;\n\n' };
    const text = `before\n${functionCopyBlock(source)}after\n${functionCopyBlock({ ...source, sql: 'x\n' })}`;
    expect(copiesIn(text)).toEqual(new Map([['f.sql', 'x\n']]));
    expect(copiesIn(functionCopyBlock(source)).get('f.sql')).toBe(source.sql);
  });
});
