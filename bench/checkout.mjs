// Checkout throughput on PostgreSQL, and oversold places (must be 0).
//   DATABASE_URL='postgresql://postgres@localhost/postgres?host=/var/run/postgresql' node bench/checkout.mjs
// (or npm run bench:checkout -w bench). 'errors' are requests that neither sold nor got 409
// (for instance pool waits past maxWait under overload).
// Creates a throw-away database next to DATABASE_URL's, migrates it with the server's own code,
// runs the server in-process on 127.0.0.1 and fires concurrent POST /api/order/checkout calls.
// Sign-in is stubbed (a token is the uid): this measures checkout, not Firebase.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL connection (the bench creates and drops its own database).',
  );
  process.exit(1);
}
const host = new URL(adminUrl).searchParams.get('host') ?? new URL(adminUrl).hostname;
if (!/^(localhost|127\.0\.0\.1|::1|\/.*)$/.test(host)) {
  console.error(`The bench only runs against a local PostgreSQL (got host ${host}).`);
  process.exit(1);
}
const POOL = Number(process.env.DB_POOL_SIZE ?? 10);
// buyers x places, e.g. BENCH_SCENARIOS=100x10,200x200,1000x500
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? '100x10,200x200').split(',').map((pair) => {
  const [buyers, places] = pair.split('x').map(Number);
  if (!(buyers > 0 && places > 0)) throw new Error(`BENCH_SCENARIOS: bad entry '${pair}'`);
  return { buyers, places };
});

const load = (path) =>
  tsImport(new URL(`../server/src/${path}`, import.meta.url).href, import.meta.url);
const [{ openDatabase }, { migrate }, { createApp }, { loadConfig }] = await Promise.all([
  load('db/client.ts'),
  load('db/migrate.ts'),
  load('app.ts'),
  load('config.ts'),
]);
const { pino } = await import('pino');

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const name = `powergym_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
await admin(`CREATE DATABASE "${name}"`);
const db = await openDatabase({ databaseUrl: url.toString(), poolSize: POOL });
const rows = [];
let server;
try {
  await migrate(db);
  const prisma = db.prisma;
  const app = createApp({
    prisma,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    verifyIdToken: async (token) => ({
      uid: token,
      email: `${token}@bench.test`,
      emailVerified: true,
    }),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}/api`;
  const activity = await prisma.activity.create({
    data: { name: 'Bench', image: '/media/x.jpg', description: 'x', price: 9999 },
  });

  for (const [index, { buyers, places }] of SCENARIOS.entries()) {
    // HTTP: every buyer has a cart holding one place of the same slot.
    const slot = await prisma.diaHora.create({
      data: {
        day: 'Lunes',
        hour: '18:00',
        capacity: places,
        stock: places,
        activityId: activity.id,
      },
    });
    const uids = Array.from({ length: buyers }, (_, i) => `bench-${index}-${i}`);
    await prisma.user.createMany({
      data: uids.map((uid) => ({ uid, email: `${uid}@bench.test`, name: 'B', lastName: 'B' })),
    });
    const users = await prisma.user.findMany({
      where: { uid: { in: uids } },
      orderBy: { id: 'asc' },
    });
    const orders = [];
    for (const user of users) {
      orders.push(
        await prisma.order.create({
          data: {
            userId: user.id,
            lines: {
              create: {
                diaHoraId: slot.id,
                activityId: activity.id,
                quantity: 1,
                unitPrice: 9999,
                subtotal: 9999,
              },
            },
          },
        }),
      );
    }
    const started = performance.now();
    const statuses = await Promise.all(
      users.map(async (user, i) => {
        const res = await fetch(`${base}/order/checkout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.uid}`, 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: orders[i].id }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const ms = performance.now() - started;
    rows.push(await summary('HTTP checkout', slot.id, buyers, places, statuses, ms));

    // Baseline: the bare conditional decrement, one transaction per buyer, no HTTP.
    const bare = await prisma.diaHora.create({
      data: {
        day: 'Martes',
        hour: '18:00',
        capacity: places,
        stock: places,
        activityId: activity.id,
      },
    });
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: buyers }, () =>
        prisma
          .$transaction(async (tx) => {
            const { count } = await tx.diaHora.updateMany({
              where: { id: bare.id, stock: { gte: 1 } },
              data: { stock: { decrement: 1 } },
            });
            return count === 1 ? 200 : 409;
          })
          .catch(() => 500),
      ),
    );
    rows.push(
      await summary(
        'bare conditional UPDATE',
        bare.id,
        buyers,
        places,
        results,
        performance.now() - t0,
      ),
    );
  }

  async function summary(kind, slotId, buyers, places, statuses, ms) {
    const after = await prisma.diaHora.findUniqueOrThrow({ where: { id: slotId } });
    const sold = statuses.filter((s) => s === 200).length;
    const created =
      kind === 'HTTP checkout'
        ? ((
            await prisma.orderLine.aggregate({
              where: { diaHoraId: slotId, order: { state: 'Created' } },
              _sum: { quantity: true },
            })
          )._sum.quantity ?? 0)
        : places - after.stock;
    return {
      scenario: kind,
      buyers,
      places,
      sold,
      409: statuses.filter((s) => s === 409).length,
      errors: statuses.filter((s) => s !== 200 && s !== 409).length,
      'stock left': after.stock,
      oversold:
        Math.max(0, created - places) +
        (after.stock < 0 ? -after.stock : 0) +
        Math.abs(places - after.stock - created),
      ms: Math.round(ms),
      'requests/s': Math.round((buyers / ms) * 1000),
      'orders/s': Math.round((sold / ms) * 1000),
    };
  }
} finally {
  if (server) await new Promise((resolve) => server.close(resolve));
  await db.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

console.log(
  `\nCheckout on PostgreSQL (pool ${POOL}, ${rows.length / 2} scenarios, in-process server on 127.0.0.1)`,
);
console.table(rows);
const oversold = rows.reduce((sum, row) => sum + row.oversold, 0);
console.log(`Oversold places in total: ${oversold}`);
if (oversold > 0 || rows.some((row) => row.errors > 0)) process.exitCode = 1;
