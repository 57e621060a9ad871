// Checkout throughput on PostgreSQL, and oversold places (must be 0).
//   npm run bench:checkout -w bench      (DATABASE_URL: see "Benchmarks" in the README)
// 'errors' are requests that neither sold nor got 409 (for instance pool waits past maxWait under
// overload). Creates a throw-away database on DATABASE_URL's server, migrates it with the server's
// own code, runs the server in-process on 127.0.0.1 and fires concurrent POST /api/order/checkout
// calls from a load generator in another process (lib/checkout-buyers.mjs, keep-alive connections);
// beside each, the bare conditional-update transaction on another slot of the same database.
// Sign-in is stubbed (a token is the uid): this measures checkout, not Firebase.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { tsImport } from 'tsx/esm/api';
import { describe, dropDatabase, freshDatabase, postgresVersion } from './lib/database.mjs';
import { checkLoad, isMain, saveSection } from './lib/results.mjs';

const POOL = Number(process.env.DB_POOL_SIZE ?? 10);
const WARM_UP = 50;
// buyers x places, e.g. BENCH_SCENARIOS=100x10,200x200,1000x500
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? '100x10,200x200,1000x500')
  .split(',')
  .map((pair) => {
    const [buyers, places] = pair.split('x').map(Number);
    if (!(buyers > 0 && places > 0)) throw new Error(`BENCH_SCENARIOS: bad entry '${pair}'`);
    return { buyers, places };
  });
/** The budget (bench/README.md): checkout over HTTP at least half the rate of the bare transaction. */
export const CHECKOUT_BUDGET = { ratio: 0.5, oversold: 0 };

const load = (path) =>
  tsImport(new URL(`../server/src/${path}`, import.meta.url).href, import.meta.url);
const [{ openDatabase }, { migrate }, { createApp }, { loadConfig }] = await Promise.all([
  load('db/client.ts'),
  load('db/migrate.ts'),
  load('app.ts'),
  load('config.ts'),
]);
const { pino } = await import('pino');

const DATABASE = `powergym_bench_checkout_${process.pid}`;

/** One row of the table; 'oversold' counts places sold beyond the slot's capacity or lost. */
async function summary(prisma, kind, slotId, buyers, places, statuses, ms) {
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

/** The load generator: buy(base, [{ uid, orderId }]) resolves to { statuses, ms }. */
function startBuyers() {
  const child = fork(new URL('./lib/checkout-buyers.mjs', import.meta.url));
  return {
    async buy(base, buyers) {
      child.send({ base, buyers });
      const [reply] = await once(child, 'message');
      return reply;
    },
    stop: () => child.kill(),
  };
}

export async function benchCheckout() {
  const loadAverageAtStart = checkLoad();
  const databaseUrl = await freshDatabase(DATABASE);
  const db = await openDatabase({ databaseUrl, poolSize: POOL });
  const rows = [];
  const generator = startBuyers();
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

    // Warm-up, not measured: without it the first scenario's HTTP row alone paid for opening the
    // pool's connections (SCRAM authentication), JIT and Prisma's first query plans, and the
    // bare row measured right after it ran on an already warm process.
    const warmSlot = await prisma.diaHora.create({
      data: { day: 'Domingo', hour: '08:00', capacity: 100, stock: 100, activityId: activity.id },
    });
    const warmUids = Array.from({ length: WARM_UP }, (_, i) => `warm-${i}`);
    await prisma.user.createMany({
      data: warmUids.map((uid) => ({ uid, email: `${uid}@bench.test`, name: 'W', lastName: 'W' })),
    });
    const warmUsers = await prisma.user.findMany({ where: { uid: { in: warmUids } } });
    const warmOrders = [];
    for (const user of warmUsers) {
      warmOrders.push({
        uid: user.uid,
        orderId: (
          await prisma.order.create({
            data: {
              userId: user.id,
              lines: {
                create: {
                  diaHoraId: warmSlot.id,
                  activityId: activity.id,
                  quantity: 1,
                  unitPrice: 9999,
                  subtotal: 9999,
                },
              },
            },
          })
        ).id,
      });
    }
    await generator.buy(base, warmOrders);
    await Promise.all(
      warmUsers.map(() =>
        prisma.$transaction((tx) =>
          tx.diaHora.updateMany({
            where: { id: warmSlot.id, stock: { gte: 1 } },
            data: { stock: { decrement: 1 } },
          }),
        ),
      ),
    );

    for (const [index, { buyers: count, places }] of SCENARIOS.entries()) {
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
      const uids = Array.from({ length: count }, (_, i) => `bench-${index}-${i}`);
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
      const cpuBefore = process.cpuUsage();
      const { statuses, ms } = await generator.buy(
        base,
        users.map((user, i) => ({ uid: user.uid, orderId: orders[i].id })),
      );
      const cpu = process.cpuUsage(cpuBefore);
      rows.push({
        ...(await summary(prisma, 'HTTP checkout', slot.id, count, places, statuses, ms)),
        // The server's process only: the load generator runs in its own.
        'CPU ms/request': Number(((cpu.user + cpu.system) / 1000 / count).toFixed(2)),
      });

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
      const cpuBare = process.cpuUsage();
      const results = await Promise.all(
        Array.from({ length: count }, () =>
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
      const bareMs = performance.now() - t0;
      const bareCpu = process.cpuUsage(cpuBare);
      rows.push({
        ...(await summary(
          prisma,
          'bare conditional UPDATE',
          bare.id,
          count,
          places,
          results,
          bareMs,
        )),
        'CPU ms/request': Number(((bareCpu.user + bareCpu.system) / 1000 / count).toFixed(2)),
      });
    }
  } finally {
    generator.stop();
    if (server) await new Promise((resolve) => server.close(resolve));
    await db.close();
    await dropDatabase(DATABASE);
  }
  const oversold = rows.reduce((sum, row) => sum + row.oversold, 0);
  const scenarios = [];
  for (let i = 0; i < rows.length; i += 2) {
    const [http, bare] = [rows[i], rows[i + 1]];
    scenarios.push({
      ...http,
      bareOrdersPerSecond: bare['orders/s'],
      ratio: Number((http['orders/s'] / bare['orders/s']).toFixed(2)),
    });
  }
  const section = {
    database: `PostgreSQL ${await postgresVersion()} (${describe(databaseUrl)}), pool ${POOL}`,
    budget: CHECKOUT_BUDGET,
    oversold,
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
    withinBudget: oversold === 0 && scenarios.every((row) => row.ratio >= CHECKOUT_BUDGET.ratio),
    loadAverageAtStart,
    rows,
    scenarios,
  };
  saveSection('checkout', section);
  return section;
}

export function printCheckout(section) {
  console.log(`\nCheckout on ${section.database}, in-process server on 127.0.0.1`);
  console.table(section.rows);
  console.log(
    `Oversold places in total: ${section.oversold}. Budget: HTTP ≥ ${CHECKOUT_BUDGET.ratio}× the bare transaction's orders/s, 0 oversold: ${section.withinBudget ? 'met' : 'NOT met'}`,
  );
}

if (isMain(import.meta.url)) {
  const section = await benchCheckout();
  printCheckout(section);
  if (section.oversold > 0 || section.errors > 0) process.exitCode = 1;
}
