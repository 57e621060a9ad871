// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to PGlite under DATA_DIR.
import { openDatabase } from './client.ts';
import { databaseOptionsFromEnv, describeDatabase } from './env.ts';
import { migrate } from './migrate.ts';

const options = databaseOptionsFromEnv();
const db = await openDatabase(options);
try {
  const applied = await migrate(db);
  console.log(
    applied.length
      ? `${describeDatabase(options)}: applied ${applied.join(', ')}`
      : `${describeDatabase(options)}: already up to date`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
