// Database settings for the command-line tools, from the environment (and a root .env).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenDatabaseOptions } from './client.ts';
import { defaultDataDir, repoRoot } from './paths.ts';

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const envFile = join(repoRoot, '.env');
  // Prisma 7 and Node do not read .env on their own; variables already set win.
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { databaseUrl };
  return { dataDir: env.DATA_DIR?.trim() || defaultDataDir };
}

/** Where the data lives, without credentials, for log lines. */
export function describeDatabase(options: OpenDatabaseOptions): string {
  if (options.databaseUrl) {
    try {
      const url = new URL(options.databaseUrl);
      return `PostgreSQL ${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  return options.dataDir ? `PGlite at ${options.dataDir}` : 'PGlite in memory';
}
