// `npm run db:seed`: migrates, then loads the demo catalogue (safe to run again).
import { openDatabase } from './client.ts';
import { databaseOptionsFromEnv, describeDatabase } from './env.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

const options = databaseOptionsFromEnv();
const db = await openDatabase(options);
try {
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seed(db.prisma);
  const [activities, trainers, slots, recipes, users] = await Promise.all([
    db.prisma.activity.count(),
    db.prisma.trainer.count(),
    db.prisma.diaHora.count(),
    db.prisma.recipe.count(),
    db.prisma.user.count(),
  ]);
  console.log(
    `${describeDatabase(options)} seeded: ${activities} activities, ${trainers} trainers, ` +
      `${slots} slots, ${recipes} recipes, ${users} users`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
