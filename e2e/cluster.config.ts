// The journey through the proxy (npm run test:cluster): scripts/cluster.mjs starts PostgreSQL's
// and Redis's product as a business runs it, two API instances behind nginx, and the one spec in
// tests-cluster/ walks it with a browser, then kills an instance mid-run. Kept out of `npm test`.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.CLUSTER_PORT ?? 3180);
// Set once in the runner; its workers inherit it and read the cluster's state file there.
process.env.CLUSTER_DIR ??= mkdtempSync(join(tmpdir(), 'powergym-cluster-e2e-'));

/** Seconds as the decimal days MEMBERSHIP_DAYS and REMINDER_DAYS take. */
const days = (seconds: number) => (seconds / 86_400).toFixed(7);

export default defineConfig({
  testDir: './tests-cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 240_000,
  // Two instances, nginx, the stand-ins, the emulator and Chromium share the machine's cores: a
  // page may take longer than the default 5 s to show under that load.
  expect: { timeout: 15_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: 'node scripts/cluster.mjs --fresh-database',
    cwd: '..',
    url: `http://localhost:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      CLUSTER_PORT: String(port),
      CLUSTER_INSTANCES: '2',
      CLUSTER_DIR: process.env.CLUSTER_DIR,
      // A database of its own, dropped and created by each run; Redis database 14 emptied.
      DATABASE_URL:
        process.env.CLUSTER_DATABASE_URL ??
        'postgresql://powergym:powergym@127.0.0.1:5432/powergym_cluster',
      REDIS_URL: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/14',
      // A period of 10 minutes whose reminder is due 5 seconds after the payment, swept every
      // second: the renewal reminder arrives within the journey, and nothing expires in it.
      MEMBERSHIP_DAYS: days(600),
      REMINDER_DAYS: days(595),
      MEMBERSHIP_SWEEP_SECONDS: '1',
      // Low enough that the journey meets it: counted once for both instances (Redis).
      DISCOUNT_RATE_LIMIT: '6',
      LOG_LEVEL: 'info',
    },
  },
});
