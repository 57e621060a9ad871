// `npm run db:diff -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that brings the existing migrations up to prisma/schema.prisma (Prisma's WASM engine
// diffs a throw-away in-memory PGlite, so no shadow database and no internet are needed).
// prisma/functions/*.sql need no migration: every start applies the changed ones
// (function-sources.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { openDatabase } from './client.ts';
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
    if (!schemaSql) {
      console.log('No changes: prisma/migrations already matches prisma/schema.prisma.');
      return 0;
    }
    const sql = `${schemaSql.trimEnd()}\n`;
    const folder = join(migrationsDir, `${timestamp(new Date())}_${name}`);
    if (existsSync(folder)) throw new Error(`${folder} already exists`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'migration.sql'), sql);
    console.log(`Wrote ${relative(repoRoot, join(folder, 'migration.sql'))}:\n\n${sql}`);
    console.log(
      'Review it, add CHECK constraints or data fixes by hand at its end, then run npm run db:migrate.',
    );
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
