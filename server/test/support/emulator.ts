// The Firebase Auth emulator the tests talk to: its own ports (firebase.test.json), so a running
// `npm start` (9099) is never touched. Shared by the global setup and the helpers in tokens.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const TEST_PROJECT_ID = 'demo-powergym';
const CONFIG_FILE = fileURLToPath(new URL('./firebase.test.json', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const HOST = '127.0.0.1';

interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

interface EmulatorsConfig {
  emulators: Record<string, { host?: string; port?: number; enabled?: boolean } | boolean>;
}

function portOf(config: EmulatorsConfig, name: keyof EmulatorPorts): number {
  const entry = config.emulators[name];
  if (typeof entry !== 'object' || entry.port === undefined) {
    throw new Error(`firebase.test.json has no port for ${name}`);
  }
  return entry.port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The ports of firebase.test.json when they are free; otherwise (another test run, another
 * checkout) free ones, written to a copy of the config, so parallel runs never share accounts.
 */
async function chooseConfig(
  dir: string,
  forceFree: boolean,
): Promise<{ file: string; ports: EmulatorPorts }> {
  const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as EmulatorsConfig;
  const wanted: EmulatorPorts = {
    auth: portOf(config, 'auth'),
    hub: portOf(config, 'hub'),
    logging: portOf(config, 'logging'),
  };
  const free = await Promise.all(Object.values(wanted).map(isPortFree));
  if (!forceFree && free.every(Boolean)) return { file: CONFIG_FILE, ports: wanted };
  const ports: EmulatorPorts = {
    auth: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  for (const name of ['auth', 'hub', 'logging'] as const) {
    config.emulators[name] = { host: HOST, port: ports[name] };
  }
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, ports };
}

export async function isAnswering(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface RunningEmulator {
  host: string;
  /** Stops it, if this process started it. */
  stop(): Promise<void>;
}

/**
 * Uses the emulator named by FIREBASE_TEST_AUTH_EMULATOR_HOST when set (left running); otherwise
 * starts one of our own, stopped by the returned handle.
 */
export async function startAuthEmulator(): Promise<RunningEmulator> {
  const external = process.env.FIREBASE_TEST_AUTH_EMULATOR_HOST;
  if (external) {
    if (!(await isAnswering(external))) {
      throw new Error(`FIREBASE_TEST_AUTH_EMULATOR_HOST=${external}: nothing answers there`);
    }
    return { host: external, stop: async () => undefined };
  }
  return launch(false);
}

/**
 * An emulator of one's own on free ports, for a test whose server would otherwise touch the
 * shared one (a spawned main.ts creates the fixed demo accounts there). Stop it when done.
 */
export function startPrivateAuthEmulator(): Promise<RunningEmulator> {
  return launch(true);
}

async function launch(forceFree: boolean): Promise<RunningEmulator> {
  const firebaseBin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  // A scratch working directory keeps firebase-debug.log and friends out of the repository.
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'power-gym-auth-'));
  const { file, ports } = await chooseConfig(cwd, forceFree);
  const host = `${HOST}:${ports.auth}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      TEST_PROJECT_ID,
      '--config',
      file,
    ],
    {
      cwd,
      detached: true, // own process group: stopping it reaches every child
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isAnswering(host))) {
    if (exited || Date.now() > deadline) {
      // Lost a race for a port with another run: try again on free ports.
      if (exited && !forceFree && /port taken|not open/i.test(output)) return launch(true);
      await stop();
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output}`);
    }
    await sleep(300);
  }
  return { host, stop };
}

/** Removes every account of the test project. */
export async function clearAccounts(host: string, projectId = TEST_PROJECT_ID): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear the emulator accounts: ${res.status}`);
}
