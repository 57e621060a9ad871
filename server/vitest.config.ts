import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/pg/** proves real concurrency and needs PostgreSQL; test/pglite/** drives Prisma's
    // WASM engine on PGlite. Each folder runs only on its own database, so nothing is skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? ['test/pglite/**'] : ['test/pg/**']),
      // test/redis/** proves rate limits shared between instances: only with REDIS_URL.
      ...(process.env.REDIS_URL ? [] : ['test/redis/**']),
    ],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
