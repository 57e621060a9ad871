// `npm run restore -- <file> [--force]`: restores a backup written by `npm run backup` into
// DATABASE_URL or the embedded PGlite under DATA_DIR. It refuses a database that is not empty
// unless --force (PostgreSQL: drops and recreates the public schema; PGlite: moves the old data
// folder aside).
import { resolve } from 'node:path';
import { BackupError, restoreDatabase } from './backup.ts';
import { databaseOptionsFromEnv, describeDatabase } from './env.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    console.error('Usage: npm run restore -- <file> [--force]');
    return 2;
  }
  const options = databaseOptionsFromEnv();
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? '');
  try {
    const result = await restoreDatabase(options, file, { force });
    if (result.replacedDir) console.log(`The previous data folder is now ${result.replacedDir}`);
    console.log(
      `${describeDatabase(options)}: restored ${result.tables} tables from ${file} ` +
        `(${(result.ms / 1000).toFixed(1)} s)`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
