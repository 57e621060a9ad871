// Starts the product the way `npm run serve` does in production (server/src/main.ts: migrate,
// seed, serve the API and the built client), on a PostgreSQL database, in its own process.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * NODE_ENV=production with the local stand-ins allowed (no real Firebase, Mercado Pago or SMTP
 * here). Logs stay at the production level (info: one line per request) and go to /dev/null.
 */
export async function startProductServer({ databaseUrl, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_EMULATORS: 'true',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'true',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      SMTP_CATCHER_PORT: '0',
      // No emulator runs during the bench; a closed port makes the demo-account step give up at once.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 60 s:\n${stderr}`);
    }
    await sleep(250);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
