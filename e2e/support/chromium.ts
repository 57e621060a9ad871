// The Chromium both Playwright configs drive: Debian's, unless CHROMIUM_PATH names another, with
// nothing that reaches out to the internet or needs a GPU.
import type { LaunchOptions } from '@playwright/test';

export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}
