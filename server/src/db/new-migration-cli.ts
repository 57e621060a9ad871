// `npm run db:diff -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that brings the existing migrations up to prisma/schema.prisma (Prisma's WASM engine
// diffs a throw-away in-memory PGlite, so no shadow database and no internet are needed), followed
// by a copy of every prisma/functions/*.sql file whose text differs from its latest copy in the
// migrations (function-sources.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDatabase } from './client.ts';
import { changedFunctionSources, functionCopyBlock } from './function-sources.ts';
import { migrate } from './migrate.ts';
import { migrationsDir, repoRoot } from './paths.ts';
import { diffAgainstSchema } from './schema-engine.ts';

function timestamp(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

async function main(): Promise<number> {
  const rawName = process.argv[2];
  const name = rawName
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!name) {
    console.error('Usage: npm run db:diff -- <migration_name>');
    return 2;
  }
  const db = await openDatabase({});
  try {
    await migrate(db);
    if (!db.pglite) throw new Error('expected an in-memory PGlite database');
    const schemaSql = await diffAgainstSchema(db.pglite);
    const functions = changedFunctionSources();
    if (!schemaSql && functions.length === 0) {
      console.log(
        'No changes: prisma/migrations already matches prisma/schema.prisma and prisma/functions.',
      );
      return 0;
    }
    const parts = [
      schemaSql?.trimEnd(),
      ...functions.map(({ source }) => functionCopyBlock(source)),
    ];
    const sql = `${parts.flatMap((part) => (part ? [part.trimEnd()] : [])).join('\n\n')}\n`;
    const folder = join(migrationsDir, `${timestamp(new Date())}_${name}`);
    if (existsSync(folder)) throw new Error(`${folder} already exists`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'migration.sql'), sql);
    console.log(`Wrote ${relative(repoRoot, join(folder, 'migration.sql'))}:\n\n${sql}`);
    console.log(schemaSql ? 'Schema changes: yes.' : 'Schema changes: none.');
    for (const { source, latest } of functions) {
      console.log(
        `Appended prisma/functions/${source.file} ` +
          (latest ? `(changed since ${latest.migration})` : '(first copy in a migration)'),
      );
    }
    console.log(
      'Review it, add CHECK constraints or data fixes by hand at its end, then run npm run db:migrate.',
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
