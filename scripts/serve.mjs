// Runs the product: the Firebase Auth Emulator (unless a real Firebase project is
// configured), then the API, which also serves the built client. Ctrl+C stops all.
// With --dev the API restarts on change and Vite serves the client with hot reload.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

if (existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');
const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
const port = env.PORT || '3001';
const projectId = env.FIREBASE_PROJECT_ID || 'demo-powergym';
const usesRealFirebase = Boolean(
  env.FIREBASE_SERVICE_ACCOUNT || env.GOOGLE_APPLICATION_CREDENTIALS,
);
const { host, port: authPort } = JSON.parse(readFileSync('firebase.json', 'utf8')).emulators.auth;
const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || `${host}:${authPort}`;
const startsOwnEmulator = emulatorHost === `${host}:${authPort}`;

const children = [];
let stopping = false;

function run(command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
    detached: true, // own process group, so stopping reaches the emulator's node process too
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${command} ${args[0]} stopped (${signal ?? code}); shutting down.`);
      stop(code ?? 1);
    }
  });
  return child;
}

async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, what, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (await reachable(url)) return;
    await sleep(500);
  }
  console.error(`${what} did not answer at ${url} within ${seconds} s.`);
  await halt(1);
}

/** Stops everything and never returns, so nothing starts after a failure. */
function halt(code) {
  stop(code);
  return new Promise(() => {});
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const serverEnv = {};
if (!usesRealFirebase) {
  serverEnv.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  if (await reachable(`http://${emulatorHost}/`)) {
    console.log(`Using the Firebase Auth Emulator already running on ${emulatorHost}.`);
  } else if (!startsOwnEmulator) {
    console.error(`FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost}, but nothing answers there.`);
    await halt(1);
  } else {
    console.log('Starting the Firebase Auth Emulator…');
    run('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId]);
    await waitFor(`http://${emulatorHost}/`, 'The Firebase Auth Emulator', 90);
  }
}

if (dev && !env.APP_ORIGIN) serverEnv.APP_ORIGIN = `http://localhost:${port},http://localhost:5173`;
run('npx', ['tsx', ...(dev ? ['watch'] : []), 'server/src/main.ts'], serverEnv);
await waitFor(`http://localhost:${port}/api/ready`, 'The Power Gym server', 120);
if (dev && !stopping) run('npm', ['run', 'dev', '-w', 'client']);
if (!stopping) {
  console.log(`
  Power Gym está corriendo en http://localhost:${dev ? '5173' : port}
${
  usesRealFirebase
    ? ''
    : `
  Cuentas de demostración (Firebase Auth Emulator):
    admin      admin@powergym.com.ar / Admin123!
    socio      socio@powergym.com.ar / Socio123!
    recepcion  recepcion@powergym.com.ar / Recepcion123!
    profesor   profesor@powergym.com.ar / Profesor123! (Camila Ríos)
`
}
  Ctrl+C para detener.
`);
}
