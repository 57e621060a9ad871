import type { TestProject } from 'vitest/node';
import { TEST_PROJECT_ID, clearAccounts, startAuthEmulator } from './support/emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

/** One Auth emulator for the whole run, emptied first, stopped at the end if we started it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator();
  await clearAccounts(emulator.host);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide('authEmulatorHost', emulator.host);
  project.provide('firebaseProjectId', TEST_PROJECT_ID);
  return async () => {
    await clearAccounts(emulator.host).catch(() => undefined);
    await emulator.stop();
  };
}
