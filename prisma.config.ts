import { defineConfig } from 'prisma/config';

// Prisma 7 does not load .env itself; migrations are applied by `npm run db:migrate`
// (server/src/db/migrate.ts), which works offline and records `_prisma_migrations`
// so that `prisma migrate deploy` accepts the same database on a machine with internet.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/powergym' },
});
