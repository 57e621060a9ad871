import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp, type AppDeps, type App } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

export const APP_ORIGIN = 'http://localhost:5173';
/** Uploaded photos of the tests: never the repository's data/media. */
export const TEST_MEDIA_DIR = path.join(os.tmpdir(), `powergym-test-media-${process.pid}`);

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', APP_ORIGIN, MEDIA_DIR: TEST_MEDIA_DIR, ...env });
}

export function buildApp(
  prisma: PrismaClient,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'readiness'> = {},
): App {
  return createApp({ prisma, config: testConfig(env), logger: pino({ level: 'silent' }), ...deps });
}
