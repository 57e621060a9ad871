// `npm run backup [-- <file>]`: writes a backup of DATABASE_URL (pg_dump, custom format, while
// the app runs) or of the embedded PGlite under DATA_DIR (the app stopped) to <file>, by default
// backups/powergym-<timestamp>.dump (.pglite.tar.gz for PGlite).
import { isAbsolute, relative, resolve } from 'node:path';
import { BackupError, backupDatabase, defaultBackupFile } from './backup.ts';
import { databaseOptionsFromEnv, describeDatabase } from './env.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('Usage: npm run backup [-- <file>]');
    return 2;
  }
  const options = databaseOptionsFromEnv();
  // INIT_CWD: the folder npm was started from, so a relative path means what the user typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const file = args[0] ? resolve(cwd, args[0]) : defaultBackupFile(options);
  try {
    const result = await backupDatabase(options, file);
    const shown = relative(cwd, result.file);
    console.log(
      `${describeDatabase(options)}: backed up to ${shown.startsWith('..') || isAbsolute(shown) ? result.file : shown} ` +
        `(${(result.bytes / 1024).toFixed(0)} KiB, ${(result.ms / 1000).toFixed(1)} s)`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
