// API reads under load: the started product (server/src/main.ts on PostgreSQL) beside a bare
// Express endpoint that serves the same bytes from memory, measured in the same run.
//   npm run bench:api -w bench      (DATABASE_URL: see "Benchmarks" in the README)
// Both get the same requests: 64 connections, no Accept-Encoding (autocannon's default, so both
// answer the identical uncompressed JSON bytes and compression is not what is compared).
import { checkLoad, isMain, saveSection } from './lib/results.mjs';
import { describe, dropDatabase, freshDatabase, postgresVersion } from './lib/database.mjs';
import { CONNECTIONS, measure } from './lib/load.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { startProductServer } from './lib/product-server.mjs';

export const API_BUDGET = { ratio: 0.8, p99VersusBare: 1.3 };
const DATABASE = 'powergym_bench_api';
/** Seconds per measured run; each endpoint gets ROUNDS runs of each side, alternating. */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Medians over the rounds: the two sides alternate so drifting background load hits both alike. */
function summarise(runs) {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuMicrosPerRequest: median(runs.map((r) => r.cpuMicrosPerRequest)),
    max: Math.max(...runs.map((r) => r.max)),
    bytesPerRequest: runs[0].bytesPerRequest,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    rounds: runs.map((r) => r.requestsPerSecond),
  };
}

export async function benchApi() {
  const loadAverageAtStart = checkLoad();
  const databaseUrl = await freshDatabase(DATABASE);
  const product = await startProductServer({ databaseUrl });
  let bare;
  const rows = [];
  try {
    const activities = await (await fetch(`${product.url}/api/activity/all`)).json();
    const id = activities[0]?.id;
    if (id === undefined) throw new Error('The seeded catalogue has no activity');
    const paths = ['/api/activity/all', `/api/activity/${id}`, '/api/review/all'];
    const bodies = {};
    for (const path of paths) {
      const res = await fetch(product.url + path);
      if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
      bodies[path] = Buffer.from(await res.arrayBuffer());
    }
    bare = await startBareServer(bodies);
    for (const path of paths) {
      const productRuns = [];
      const bareRuns = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const sides = [
          async () =>
            productRuns.push(
              await measure(product.url + path, { duration: DURATION, pid: product.pid }),
            ),
          async () =>
            bareRuns.push(await measure(bare.url + path, { duration: DURATION, pid: bare.pid })),
        ];
        if (round % 2 === 1) sides.reverse();
        for (const side of sides) await side();
      }
      const ours = summarise(productRuns);
      const reference = summarise(bareRuns);
      rows.push({
        endpoint: `GET ${path}`,
        bodyBytes: bodies[path].length,
        product: ours,
        bare: reference,
        ratio: Number((ours.requestsPerSecond / reference.requestsPerSecond).toFixed(2)),
        p99VersusBare: Number((ours.p99 / Math.max(reference.p99, 1)).toFixed(2)),
      });
    }
  } finally {
    await bare?.stop();
    await product.stop();
    await dropDatabase(DATABASE);
  }
  const withinBudget = rows.every(
    (row) =>
      row.ratio >= API_BUDGET.ratio &&
      row.product.p99 <= API_BUDGET.p99VersusBare * Math.max(row.bare.p99, 1),
  );
  const section = {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    database: `PostgreSQL ${await postgresVersion()} (${describe(databaseUrl)})`,
    budget: API_BUDGET,
    withinBudget,
    loadAverageAtStart,
    rows,
  };
  saveSection('api', section);
  return section;
}

export function printApi(section) {
  console.log(
    `\nAPI reads: ${section.connections} connections, medians of ${section.rounds} alternating ${section.durationSeconds} s runs per side, ${section.database}`,
  );
  console.table(
    section.rows.map((row) => ({
      endpoint: row.endpoint,
      'body KB': Number((row.bodyBytes / 1024).toFixed(1)),
      'req/s': row.product.requestsPerSecond,
      'bare req/s': row.bare.requestsPerSecond,
      ratio: row.ratio,
      'p50 ms': row.product.p50,
      'p99 ms': row.product.p99,
      'bare p50': row.bare.p50,
      'bare p99': row.bare.p99,
      'CPU µs/req': row.product.cpuMicrosPerRequest,
      'bare CPU µs': row.bare.cpuMicrosPerRequest,
    })),
  );
  console.log(
    `Budget: ratio ≥ ${API_BUDGET.ratio}, p99 ≤ ${API_BUDGET.p99VersusBare}× bare's: ${section.withinBudget ? 'met' : 'NOT met'}`,
  );
}

if (isMain(import.meta.url)) {
  const section = await benchApi();
  printApi(section);
}
