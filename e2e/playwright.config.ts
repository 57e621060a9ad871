import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;
// Every run gets its own embedded database, so journeys never see leftovers.
const dataDir = mkdtempSync(join(tmpdir(), 'powergym-e2e-'));
// The memberships journey lets a period run out: a second product whose memberships last about
// 80 seconds ('Por vencer' for the last 25), swept every second, on a database of its own. The
// waitlist journey runs there too: it fills a class, which no other journey may meet.
const membershipsPort = port + 1;
const MEMBERSHIPS_SPEC = /(memberships|waitlist-refund)\.spec\.ts$/;

function product(serverPort: number, env: Record<string, string>) {
  return {
    command: 'npm run serve --prefix ..',
    url: `http://localhost:${serverPort}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // serve.mjs stops the API and the emulator it started on SIGTERM; a SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      DATABASE_URL: '',
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The desk's camera: a generated picture, allowed without asking.
    launchOptions: chromiumLaunchOptions([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ]),
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: MEMBERSHIPS_SPEC,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: MEMBERSHIPS_SPEC,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Phones have no Tab key: keyboard journeys run on the desktop project only.
      grepInvert: /@keyboard/,
    },
    {
      name: 'memberships',
      testMatch: MEMBERSHIPS_SPEC,
      use: {
        baseURL: `http://localhost:${membershipsPort}`,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  // Started one after the other: the first starts the Auth emulator, the second uses it.
  webServer: [
    // Price rises announced 0 days ahead and the débitos synced every second: the débito journey
    // sees a rise apply without waiting a month (tests/debito-automatico.spec.ts).
    product(port, { DATA_DIR: dataDir, PRICE_NOTICE_DAYS: '0', SUBSCRIPTION_SYNC_SECONDS: '1' }),
    product(membershipsPort, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'powergym-e2e-memberships-')),
      MEMBERSHIP_DAYS: '0.00093',
      REMINDER_DAYS: '0.00029',
      MEMBERSHIP_SWEEP_SECONDS: '1',
      SMTP_CATCHER_PORT: '0',
    }),
  ],
});
