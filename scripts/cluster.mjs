// `npm run cluster`: the product as a business runs it, on this machine. PostgreSQL and Redis
// (DATABASE_URL, REDIS_URL), migrated and seeded once; N API instances (CLUSTER_INSTANCES, 2) on
// ports of their own; one process of shared stand-ins (the SMTP catcher and the Mercado Pago
// sandbox, server/scripts/cluster-stand-ins.ts); and nginx in front on one port (CLUSTER_PORT,
// 8080). nginx open source has no active health checks, so this script asks each instance's
// GET /api/ready every second and rewrites nginx's upstream (and reloads it) whenever the set of
// ready instances changes: a starting or draining instance is out. docs/architecture.md,
// 'Several instances behind a proxy'. Ctrl+C stops everything.
//
//   --fresh-database   drop and create the database named in DATABASE_URL and empty the Redis
//                      database first (the journey's runs: `npm run test:cluster`)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
process.chdir(ROOT);
if (existsSync('.env')) process.loadEnvFile('.env');

const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
const fresh = process.argv.includes('--fresh-database');
const databaseUrl = env.DATABASE_URL || 'postgresql://powergym:powergym@127.0.0.1:5432/powergym';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const instanceCount = Number(env.CLUSTER_INSTANCES || 2);
const proxyPort = Number(env.CLUSTER_PORT || 8080);
const nginxBin = env.NGINX || '/usr/sbin/nginx';
const dir = env.CLUSTER_DIR
  ? resolve(env.CLUSTER_DIR)
  : mkdtempSync(join(tmpdir(), 'powergym-cluster-'));
mkdirSync(dir, { recursive: true });
const publicUrl = env.PUBLIC_URL || `http://localhost:${proxyPort}`;
const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const projectId = env.FIREBASE_PROJECT_ID || 'demo-powergym';

/** Every child: { name, child, exited }. Instances may die (the journey kills one); others not. */
const children = [];
let stopping = false;

function fail(message) {
  console.error(`cluster: ${message}`);
  void stop(1);
  return new Promise(() => {});
}

if (!Number.isInteger(instanceCount) || instanceCount < 1) {
  await fail('CLUSTER_INSTANCES must be 1 or more');
}

const began = Date.now();
function log(message) {
  console.log(`cluster: ${((Date.now() - began) / 1000).toFixed(1)} s: ${message}`);
}

function start(name, command, args, { extraEnv = {}, logFile, essential = true } = {}) {
  const out = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', out, out],
    detached: true, // own process group: stopping reaches the children's children too
  });
  const entry = { name, child, exited: false };
  children.push(entry);
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (stopping) return;
    log(`${name} (pid ${child.pid}) exited (${signal ?? code})`);
    if (essential) void fail(`${name} is essential; shutting down`);
  });
  return entry;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child, exited, name } of [...children].reverse()) {
    if (exited) continue;
    try {
      // nginx: SIGQUIT is its graceful stop; everything else drains on SIGTERM.
      process.kill(-child.pid, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  while (children.some((c) => !c.exited) && Date.now() < deadline) await sleep(100);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function answers(url, ok = (res) => res.ok) {
  try {
    return ok(await fetch(url, { signal: AbortSignal.timeout(1000) }));
  } catch {
    return false;
  }
}

async function waitFor(url, what, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await answers(url)) return;
    if (stopping) return new Promise(() => {});
    await sleep(250);
  }
  await fail(`${what} did not answer at ${url} within ${seconds} s`);
}

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** One Redis command over RESP (no client library needed for PING / SELECT / FLUSHDB). */
function redis(commands) {
  const url = new URL(redisUrl);
  const database = Number(url.pathname.slice(1) || 0);
  const all = [['SELECT', String(database)], ...commands];
  const payload = all
    .map(
      (parts) =>
        `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`,
    )
    .join('');
  return new Promise((done, reject) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    let answer = '';
    socket.setTimeout(3000, () => socket.destroy(new Error('Redis timed out')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.split('\r\n').length > all.length) {
        socket.end();
        if (answer.includes('-ERR') || answer.includes('-NOAUTH')) reject(new Error(answer.trim()));
        else done(answer);
      }
    });
    socket.write(payload);
  });
}

async function prepareDatabase() {
  if (fresh) {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    if (!/^[\w-]+$/.test(name)) await fail(`cannot recreate the database '${name}'`);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    await redis([['FLUSHDB']]);
    log(
      `fresh database ${name}, Redis database ${new URL(redisUrl).pathname.slice(1) || 0} emptied`,
    );
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.end();
    await redis([['PING']]);
  }
}

async function runOnce(what, command, args, extraEnv = {}) {
  log(what);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const code = await new Promise((done) => child.on('exit', (status) => done(status)));
  if (code !== 0) await fail(`${what} failed`);
}

// --- nginx ---------------------------------------------------------------------------------

const nginxConf = join(dir, 'nginx.conf');
const upstreamConf = join(dir, 'upstream.conf');
const accessLog = join(dir, 'access.log');

function writeUpstream(instances, ready) {
  // An upstream needs one server at least: with none ready they are all listed `down` (502).
  const lines = instances.map(
    (i) =>
      `  server 127.0.0.1:${i.port} max_fails=1 fail_timeout=10s${ready.has(i.port) ? '' : ' down'};`,
  );
  writeFileSync(upstreamConf, `upstream api {\n${lines.join('\n')}\n}\n`);
}

function writeNginxConf(standInsPort) {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', sub), { recursive: true });
  }
  const proxied = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $power_gym_request_id;`;
  writeFileSync(
    nginxConf,
    `# Generated by scripts/cluster.mjs for this run; not committed.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # A caller's plain request id goes on; otherwise nginx makes one (32 hex digits).
  map $http_x_request_id $power_gym_request_id {
    "~^[A-Za-z0-9_.:-]{1,128}$" $http_x_request_id;
    default $request_id;
  }
  log_format cluster escape=json '{"time":"$time_iso8601","msec":$msec,"remote":"$remote_addr",'
    '"forwardedFor":"$proxy_add_x_forwarded_for","requestId":"$power_gym_request_id",'
    '"method":"$request_method","uri":"$request_uri","status":$status,'
    '"upstream":"$upstream_addr","upstreamStatus":"$upstream_status","seconds":$request_time}';
  access_log ${accessLog} cluster;
  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  client_max_body_size 10m;
  server_tokens off;

  include ${upstreamConf};
  upstream stand_ins { server 127.0.0.1:${standInsPort}; }

  server {
    listen ${proxyPort};
    # An instance that refuses or drops the connection, or times out, is passed over and counted
    # (max_fails); only idempotent requests are sent again once sent (no 'non_idempotent').
    proxy_next_upstream error timeout http_502 http_504;
    proxy_next_upstream_tries ${instanceCount};
    proxy_next_upstream_timeout 15s;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    location /mp-sandbox/ {${proxied}
      proxy_pass http://stand_ins;
    }
    location /dev/mails {${proxied}
      proxy_pass http://stand_ins;
    }
    location = /api/dev/mails {${proxied}
      proxy_pass http://stand_ins;
    }
    location / {${proxied}
      proxy_pass http://api;
    }
  }
}
`,
  );
}

// --- start ---------------------------------------------------------------------------------

if (!existsSync(nginxBin)) await fail(`nginx not found at ${nginxBin} (apt-get install -y nginx)`);
await prepareDatabase().catch((error) => fail(`PostgreSQL or Redis: ${error.message}`));
if (!existsSync('server/src/generated'))
  await runOnce('generating the Prisma client', 'npm', ['run', 'generate']);
if (!existsSync('client/dist/index.html'))
  await runOnce('building the client', 'npm', ['run', 'build']);

// The emulator starts while the database is migrated and seeded (the seed does not need it).
let emulatorReady = Promise.resolve();
let startedEmulator = false;
if (!env.FIREBASE_SERVICE_ACCOUNT && !env.GOOGLE_APPLICATION_CREDENTIALS) {
  env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  if (!(await answers(`http://${emulatorHost}/`, () => true))) {
    log('starting the Firebase Auth Emulator');
    start(
      'emulator',
      'npx',
      ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId],
      { logFile: join(dir, 'emulator.log') },
    );
    startedEmulator = true;
    emulatorReady = waitFor(`http://${emulatorHost}/`, 'The Firebase Auth Emulator', 90);
  }
}

const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
await runOnce(
  'migrating and seeding (once, before the instances)',
  'npm',
  ['run', 'db:seed'],
  shared,
);
await emulatorReady;

const standInsPort = await freePort();
const smtpPort = await freePort();
start('stand-ins', process.execPath, ['--import', 'tsx', 'server/scripts/cluster-stand-ins.ts'], {
  extraEnv: {
    PUBLIC_URL: publicUrl,
    CLUSTER_STAND_INS_PORT: String(standInsPort),
    CLUSTER_SMTP_PORT: String(smtpPort),
  },
  logFile: join(dir, 'stand-ins.log'),
});
await waitFor(`http://127.0.0.1:${standInsPort}/api/dev/mails`, 'The stand-ins', 30);

const instanceEnv = {
  ...shared,
  SEED_ON_START: 'false',
  PUBLIC_URL: publicUrl,
  APP_ORIGIN: env.APP_ORIGIN || publicUrl,
  // nginx on this machine is the one proxy: req.ip is the address nginx saw (X-Forwarded-For).
  TRUST_PROXY: env.TRUST_PROXY || 'loopback',
  // A real SMTP server or Mercado Pago account, when configured, is used instead of the stand-ins.
  SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
  ...(env.MP_ACCESS_TOKEN
    ? {}
    : { MP_SANDBOX: 'true', MP_API_URL: `http://127.0.0.1:${standInsPort}/mp-sandbox` }),
  LOG_LEVEL: env.LOG_LEVEL || 'info',
};
const instances = [];
for (let n = 1; n <= instanceCount; n += 1) {
  const port = await freePort();
  const logFile = join(dir, `api-${n}.log`);
  const entry = start(`api-${n}`, process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    extraEnv: { ...instanceEnv, PORT: String(port) },
    logFile,
    essential: false,
  });
  instances.push({ n, port, pid: entry.child.pid, logFile, entry });
  // The first one alone: it prepares the demo accounts in the emulator; then the rest together.
  if (n === 1) {
    await waitFor(`http://127.0.0.1:${port}/api/ready`, 'api-1', 120);
    log('api-1 ready');
  }
}
await Promise.all(
  instances.map((i) => waitFor(`http://127.0.0.1:${i.port}/api/ready`, `api-${i.n}`, 120)),
);

log('every instance ready; starting nginx');
let ready = new Set(instances.map((i) => i.port));
writeUpstream(instances, ready);
writeNginxConf(standInsPort);
const test = spawnSync(nginxBin, ['-t', '-q', '-p', dir, '-c', nginxConf], { encoding: 'utf8' });
if (test.status !== 0) await fail(`nginx -t: ${test.stderr}`);
const nginx = start('nginx', nginxBin, ['-p', dir, '-c', nginxConf], {
  logFile: join(dir, 'nginx.out'),
});
await waitFor(`http://127.0.0.1:${proxyPort}/api/ready`, 'nginx', 20);

const state = {
  url: publicUrl,
  proxyPort,
  dir,
  accessLog,
  nginxPid: nginx.child.pid,
  standIns: { port: standInsPort, smtpPort },
  instances: instances.map(({ n, port, pid, logFile }) => ({ n, port, pid, logFile })),
};
writeFileSync(join(dir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);

/** 'ready', 'out' (answered not ready: starting or draining; or refused: not listening), 'slow'. */
async function readiness(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.ok ? 'ready' : 'out';
  } catch (error) {
    return error?.name === 'TimeoutError' ? 'slow' : 'out';
  }
}

/**
 * Readiness, every second: the upstream lists as live only the instances that answer ready. One
 * that says it is not ready, or refuses the connection, is out at once; one that is only slow
 * (a busy machine) is out after two slow answers in a row, so a busy instance does not flap.
 */
async function watchReadiness() {
  const slow = new Map();
  while (!stopping) {
    await sleep(1000);
    const now = new Set();
    await Promise.all(
      instances.map(async (i) => {
        const answer = await readiness(i.port);
        slow.set(i.port, answer === 'slow' ? (slow.get(i.port) ?? 0) + 1 : 0);
        if (answer === 'ready' || (answer === 'slow' && slow.get(i.port) < 2 && ready.has(i.port)))
          now.add(i.port);
      }),
    );
    const changed = now.size !== ready.size || [...now].some((port) => !ready.has(port));
    if (!changed || stopping) continue;
    ready = now;
    writeUpstream(instances, ready);
    // What `nginx -s reload` does: new workers with the new upstream, old ones finish their requests.
    process.kill(nginx.child.pid, 'SIGHUP');
    log(
      `ready: ${instances.map((i) => `api-${i.n} ${ready.has(i.port) ? 'in' : 'out'}`).join(', ')} (nginx reloaded)`,
    );
  }
}
void watchReadiness();

console.log(`
  Power Gym (${instanceCount} instances behind nginx) en ${publicUrl}
  listo en ${((Date.now() - began) / 1000).toFixed(1)} s
  instancias: ${instances.map((i) => `api-${i.n} :${i.port} (pid ${i.pid})`).join(', ')}
  registros: ${dir} (access.log de nginx, api-N.log)
  correos: ${publicUrl}/dev/mails${startedEmulator ? '\n  emulador de Firebase Auth iniciado por este script' : ''}
  Ctrl+C para detener.
`);
