// How each list request and the landing page grow with the data (issue 19's measure):
//   npm run bench:scale -w bench      (after `npm run build`; DATABASE_URL: see bench/README.md)
// Builds S (the demo seed), then M and L by adding rows with SQL (generate_series) to a throw-away
// PostgreSQL database, and after each size measures every list route over HTTP (median and max of
// RUNS requests, bytes) and, in Chromium, the landing page (first review card, JS heap, DOM nodes).
// The server runs in the bench's process with sign-in stubbed (a token is the uid), as in
// checkout.mjs: this measures the server's work, not Firebase. The admin dashboard runs as
// `npm run serve` runs it (Auth emulator, real sign-in) on the same database (lib/admin-dashboard.mjs).
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { describe, dropDatabase, freshDatabase } from './lib/database.mjs';
import { measureAdminDashboard, startServe } from './lib/admin-dashboard.mjs';
import { freePort } from './lib/product-server.mjs';
import { checkLoad, isMain, saveSection } from './lib/results.mjs';

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DATABASE = 'powergym_bench_scale';

// BENCH_SCALE_FACTOR=0.01 shrinks M and L for a quick check of the bench itself.
const FACTOR = Number(process.env.BENCH_SCALE_FACTOR ?? 1);

/** Sizes as a gym grows: members, orders (one line each) and reviews added to the demo seed. */
export const SIZES = [
  { name: 'S', members: 0, orders: 0, reviews: 0 },
  { name: 'M', members: 2_000, orders: 20_000, reviews: 5_000 },
  { name: 'L', members: 20_000, orders: 200_000, reviews: 50_000 },
].map(({ name, ...counts }) => ({
  name,
  ...Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, Math.round(n * FACTOR)])),
}));

const load = (path) =>
  tsImport(new URL(`../server/src/${path}`, import.meta.url).href, import.meta.url);

/**
 * Adds rows until the scale members, orders and reviews reach `size` (sizes only grow). Orders are
 * Complete, Canceled or Created in turn, each with one line of a slot that has a class; reviews
 * are one per member and class, rated, every other one with a description.
 */
export async function grow(db, { members, orders, reviews }) {
  await db.exec(`
    INSERT INTO "User" (uid, email, name, "lastName", "createdAt", "updatedAt")
    SELECT 'scale-' || g, 'scale-' || g || '@bench.test', 'Socio', 'Escala ' || g,
           now() - g * interval '1 minute', now()
      FROM generate_series((SELECT count(*) FROM "User" WHERE uid LIKE 'scale-%') + 1, ${members}) g;

    CREATE TEMP TABLE scale_users AS
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM "User" WHERE uid LIKE 'scale-%';
    CREATE TEMP TABLE scale_slots AS
      SELECT id, "activityId", row_number() OVER (ORDER BY id) - 1 AS i
        FROM "DiaHora" WHERE "activityId" IS NOT NULL;
    CREATE TEMP TABLE scale_activities AS
      SELECT id, price, row_number() OVER (ORDER BY id) - 1 AS i FROM "Activity";

    CREATE TEMP TABLE scale_new_orders AS
      WITH counts AS (
        SELECT (SELECT count(*) FROM scale_users) AS users,
               (SELECT count(*) FROM scale_slots) AS slots,
               (SELECT count(*) FROM "Order" o JOIN "User" u ON u.id = o."userId"
                 WHERE u.uid LIKE 'scale-%') AS existing
      )
      SELECT g, u.id AS "userId", s.id AS "diaHoraId", s."activityId", a.price
        FROM counts CROSS JOIN generate_series(counts.existing + 1, ${orders}) g
        JOIN scale_users u ON u.i = g % counts.users
        JOIN scale_slots s ON s.i = g % counts.slots
        JOIN "Activity" a ON a.id = s."activityId";

    -- A paid order (one in three) was paid 150 s apart going back (a year at L), each a 30-day
    -- membership: 'Resumen' reads months of revenue and memberships held and lapsed.
    INSERT INTO "Order" (id, "userId", state, total, "reservedUntil", "createdAt", "updatedAt",
                         "paidAt", membership, "periodStart", "periodEnd", "reminderAt")
    SELECT nextval(pg_get_serial_sequence('"Order"', 'id')), "userId",
           (ARRAY['Complete', 'Canceled', 'Created'])[g % 3 + 1]::"OrderState", price,
           CASE WHEN g % 3 = 2 THEN now() + interval '30 minutes' END,
           now() - g * interval '10 seconds', now() - g * interval '5 seconds',
           paid, CASE WHEN paid IS NULL THEN NULL
                      WHEN paid + interval '30 days' > now() THEN 'Active'
                      ELSE 'Expired' END::"MembershipState",
           paid, paid + interval '30 days', paid + interval '27 days'
      FROM (SELECT *, CASE WHEN g % 3 = 0 THEN now() - g * interval '150 seconds' END AS paid
              FROM scale_new_orders) n ORDER BY g;

    INSERT INTO "OrderLine" ("orderId", "diaHoraId", "activityId", quantity, "unitPrice", subtotal,
                             "createdAt", "updatedAt")
    SELECT o.id, n."diaHoraId", n."activityId", 1, n.price, n.price, o."createdAt", o."updatedAt"
      FROM (SELECT id, "createdAt", "updatedAt", row_number() OVER (ORDER BY id) AS r
              FROM "Order" o WHERE NOT EXISTS (SELECT 1 FROM "OrderLine" l WHERE l."orderId" = o.id)
               AND o.state <> 'Cart') o
      JOIN (SELECT *, row_number() OVER (ORDER BY g) AS r FROM scale_new_orders) n ON n.r = o.r;

    INSERT INTO "Review" ("userId", "activityId", rating, description, "createdAt", "updatedAt")
    SELECT u.id, a.id, 1 + g % 5,
           CASE WHEN g % 2 = 0 THEN 'Muy buena clase, volvería. Reseña de escala número ' || g END,
           now() - g * interval '1 minute', now()
      FROM (SELECT count(*) AS users, (SELECT count(*) FROM scale_activities) AS activities,
                   (SELECT count(*) FROM "Review" r JOIN "User" x ON x.id = r."userId"
                     WHERE x.uid LIKE 'scale-%') AS existing
              FROM scale_users) c
     CROSS JOIN generate_series(c.existing, ${reviews} - 1) g
      JOIN scale_users u ON u.i = g % c.users
      JOIN scale_activities a ON a.i = (g / c.users) % c.activities
    ON CONFLICT DO NOTHING;

    -- One paid order in four pays by débito automático: active while its membership runs,
    -- cancelled once it lapsed ('Mis abonos', Ordenes, Usuarios and 'Resumen' read them).
    INSERT INTO "Subscription" ("userId", "orderId", "preapprovalId", "authorizeUrl", status,
                                amount, "nextChargeAt", "providerStatus", "providerAmount",
                                "authorizedAt", "cancelledAt", "createdAt", "updatedAt")
    SELECT o."userId", o.id, 'scale-pre-' || o.id, 'https://sandbox.test/pre/' || o.id, s.status,
           o.total, CASE WHEN s.status = 'Active' THEN o."periodEnd" - interval '2 days' END,
           s.status, o.total, o."paidAt",
           CASE WHEN s.status = 'Cancelled' THEN o."periodEnd" END, o."paidAt", o."paidAt"
      FROM "Order" o JOIN "User" u ON u.id = o."userId" AND u.uid LIKE 'scale-%'
     CROSS JOIN LATERAL (SELECT (CASE WHEN o.membership = 'Active' THEN 'Active'
                                      ELSE 'Cancelled' END)::"SubscriptionStatus" AS status) s
     WHERE o.state = 'Complete' AND o.id % 4 = 0
       AND NOT EXISTS (SELECT 1 FROM "Subscription" x WHERE x."orderId" = o.id);

    DROP TABLE scale_users, scale_slots, scale_activities, scale_new_orders;
    -- What the reservation sweep does within a minute (domain/order-counts.ts).
    SELECT compact_order_state_counts();
    SELECT compact_revenue_days(), compact_rating_counts();
    ANALYZE;
  `);
  // What autovacuum does on a live database (outside a transaction block): the rows the folds above
  // deleted, and the visibility map the index-only counts of 'Resumen' need on bulk-filled tables.
  await db.exec('VACUUM ANALYZE "RevenueDay", "RatingCount", "Subscription"');
}

async function timed(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: res.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** RUNS sequential requests; the public read cache may answer all but the first. */
async function measureRoute(url, headers) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timed(url, headers));
  const failed = runs.find((run) => run.status !== 200);
  return {
    medianMs: Math.round(median(runs.map((run) => run.ms))),
    maxMs: Math.round(Math.max(...runs.map((run) => run.ms))),
    bytes: runs[0].bytes,
    status: failed?.status ?? 200,
  };
}

/** The landing page in Chromium at 360 px: the first review card, the JS heap, the DOM nodes. */
async function measureLanding(browser, base) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    const started = performance.now();
    await page.goto(`${base}/`);
    const testimonials = page.locator('#section-testimonials');
    await testimonials.waitFor({ state: 'attached', timeout: 180_000 });
    await testimonials.scrollIntoViewIfNeeded();
    await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .waitFor({ state: 'visible', timeout: 180_000 });
    const firstCardMs = Math.round(performance.now() - started);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      firstCardMs,
      jsHeapMB: Number((metric('JSHeapUsedSize') / 2 ** 20).toFixed(1)),
      domNodes: metric('Nodes'),
    };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** The lists' query shapes, as the services send them; each should read through an index. */
const PLANNED = {
  'admin orders, last changed': `SELECT id FROM "Order" WHERE state <> 'Cart'
     ORDER BY "updatedAt" DESC, id DESC LIMIT 25 OFFSET 975`,
  'admin orders, newest': `SELECT id FROM "Order" WHERE state = 'Canceled'
     ORDER BY "createdAt" DESC, id DESC LIMIT 25`,
  'admin orders, by buyer': `SELECT id FROM "Order" WHERE state <> 'Cart' AND "userId" IN
     (SELECT id FROM "User" WHERE user_search_text(name, "lastName", email) LIKE '%scale-77%')
     ORDER BY "updatedAt" DESC, id DESC LIMIT 25`,
  'admin users, newest': `SELECT id FROM "User" ORDER BY "createdAt" DESC, id DESC LIMIT 25`,
  'admin users, search': `SELECT id FROM "User"
     WHERE user_search_text(name, "lastName", email) LIKE '%scale-77%'
     ORDER BY "updatedAt" DESC, id DESC LIMIT 25`,
  'admin orders, by total (header)': `SELECT id FROM "Order" WHERE state <> 'Cart'
     ORDER BY total DESC, id DESC LIMIT 25 OFFSET 975`,
  'admin orders, by period (header)': `SELECT id FROM "Order" WHERE state <> 'Cart'
     ORDER BY "periodEnd" ASC, id ASC LIMIT 25`,
  'admin users, by last name (header)': `SELECT id FROM "User"
     ORDER BY "lastName" ASC, id ASC LIMIT 25`,
  "a member's orders": `SELECT id FROM "Order" WHERE "userId" = (SELECT max(id) FROM "User")
     AND state <> 'Cart' ORDER BY "createdAt" DESC, id DESC LIMIT 10`,
};

/** The indexes each plan reads (and 'Seq Scan on X' where it reads a whole table). */
async function planIndexes(db) {
  const result = {};
  for (const [name, sql] of Object.entries(PLANNED)) {
    const [{ 'QUERY PLAN': plan }] = await db.prisma.$queryRawUnsafe(
      `EXPLAIN (FORMAT JSON) ${sql}`,
    );
    const used = new Set();
    const walk = (node) => {
      if (node['Index Name']) used.add(node['Index Name']);
      else if (node['Node Type'] === 'Seq Scan') used.add(`Seq Scan on ${node['Relation Name']}`);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan[0].Plan);
    result[name] = [...used].join(', ');
  }
  return result;
}

export async function benchScale() {
  const loadAverageAtStart = checkLoad();
  const databaseUrl = await freshDatabase(DATABASE);
  const [{ openDatabase }, { migrate }, { seed }, { createApp }, { loadConfig }] =
    await Promise.all([
      load('db/client.ts'),
      load('db/migrate.ts'),
      load('db/seed.ts'),
      load('app.ts'),
      load('config.ts'),
    ]);
  const { pino } = await import('pino');
  const db = await openDatabase({ databaseUrl, poolSize: 10 });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  let server;
  let serve;
  const sizes = [];
  try {
    await migrate(db);
    await seed(db.prisma);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await new Promise((resolve) => {
      const listening = createApp({
        prisma: db.prisma,
        // PUBLIC_URL: pages asked for on another host are redirected there.
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: base }),
        logger: pino({ level: 'silent' }),
        verifyIdToken: async (token) => ({
          uid: token,
          email: `${token}@bench.test`,
          emailVerified: true,
        }),
      }).listen(port, '127.0.0.1', () => resolve(listening));
    });
    serve = await startServe(databaseUrl);
    const admin = await db.prisma.user.findFirstOrThrow({ where: { role: 'admin' } });
    const asAdmin = { authorization: `Bearer ${admin.uid}` };

    for (const size of SIZES) {
      const grown = performance.now();
      if (size.members > 0) await grow(db, size);
      const growMs = Math.round(performance.now() - grown);
      // A public read cached at the previous size is at most this old (public-read-cache.ts).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      // A member's Compras: a grown member (about ten orders at M and L), else a demo one.
      const member =
        (await db.prisma.user.findFirst({
          where: { uid: { startsWith: 'scale-' } },
          orderBy: { id: 'asc' },
        })) ?? (await db.prisma.user.findFirstOrThrow({ where: { role: 'socio' } }));
      const measureRoutes = async () => ({
        'GET /api/review/all': await measureRoute(`${base}/api/review/all`),
        'GET /api/activity/all': await measureRoute(`${base}/api/activity/all`),
        'GET /api/order (admin)': await measureRoute(`${base}/api/order`, asAdmin),
        'GET /api/order?sort=created&state=Canceled': await measureRoute(
          `${base}/api/order?sort=created&state=Canceled`,
          asAdmin,
        ),
        'GET /api/order?q=escala 12': await measureRoute(
          `${base}/api/order?q=escala%2012`,
          asAdmin,
        ),
        'GET /api/order?q={one member e-mail}': await measureRoute(
          `${base}/api/order?q=${encodeURIComponent(member.email)}`,
          asAdmin,
        ),
        'GET /api/order?page=40': await measureRoute(`${base}/api/order?page=40`, asAdmin),
        'GET /api/order?sort=total&order=desc&page=40': await measureRoute(
          `${base}/api/order?sort=total&order=desc&page=40`,
          asAdmin,
        ),
        'GET /api/order?sort=state': await measureRoute(`${base}/api/order?sort=state`, asAdmin),
        'GET /api/user?sort=lastName': await measureRoute(
          `${base}/api/user?sort=lastName`,
          asAdmin,
        ),
        'GET /api/user (admin)': await measureRoute(`${base}/api/user`, asAdmin),
        'GET /api/user?sort=updated&q=scale-77': await measureRoute(
          `${base}/api/user?sort=updated&q=scale-77`,
          asAdmin,
        ),
        'GET /api/order/user/{id}': await measureRoute(`${base}/api/order/user/${member.id}`, {
          authorization: `Bearer ${member.uid}`,
        }),
        'GET /api/insights (Resumen)': await measureRoute(`${base}/api/insights`, asAdmin),
        'GET /api/insights/attendance': await measureRoute(
          `${base}/api/insights/attendance`,
          asAdmin,
        ),
        'GET /api/membership (Mis abonos)': await measureRoute(`${base}/api/membership`, {
          authorization: `Bearer ${member.uid}`,
        }),
        'GET /api/order/user/{id}/activities': await measureRoute(
          `${base}/api/order/user/${member.id}/activities`,
          { authorization: `Bearer ${member.uid}` },
        ),
      });
      // Not measured: the first pass warms the process (JIT, query plans, pool connections).
      if (sizes.length === 0) await measureRoutes();
      const routes = await measureRoutes();
      const counts = {
        members: await db.prisma.user.count(),
        orders: await db.prisma.order.count(),
        reviews: await db.prisma.review.count(),
        subscriptions: await db.prisma.subscription.count(),
      };
      sizes.push({
        size: size.name,
        growMs,
        counts,
        routes,
        landing: await measureLanding(browser, base),
        plans: await planIndexes(db),
        dashboard: await measureAdminDashboard(browser, serve.base),
      });
    }
  } finally {
    await browser.close();
    await serve?.stop();
    server?.close();
    await db.close();
    await dropDatabase(DATABASE);
  }
  const section = { database: describe(databaseUrl), runs: RUNS, sizes, loadAverageAtStart };
  saveSection('scale', section);
  return section;
}

const cell = ({ medianMs, maxMs, bytes, status }) =>
  status === 200 ? `${medianMs} ms (max ${maxMs}), ${kb(bytes)}` : `${status}`;
const kb = (bytes) =>
  bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (large, small) => (small > 0 ? `${(large / small).toFixed(1)}×` : '—');

export function printScale(section) {
  const [small, , large] = section.sizes;
  console.log(
    `\nScale on ${section.database}: ${section.sizes
      .map(
        (s) =>
          `${s.size} = ${s.counts.members} members, ${s.counts.orders} orders, ${s.counts.reviews} reviews, ${s.counts.subscriptions} débitos (grown in ${s.growMs} ms)`,
      )
      .join('; ')}`,
  );
  const middle = section.sizes[1];
  const rows = {};
  // L/M too: the demo seed (S) has few orders, so its lists are no baseline for bytes.
  const ratios = (time, size, failed) => ({
    'L/S time': failed(large) ? 'fails' : ratio(time(large), time(small)),
    'L/S size': failed(large) ? 'fails' : ratio(size(large), size(small)),
    'L/M time': failed(large) ? 'fails' : ratio(time(large), time(middle)),
    'L/M size': failed(large) ? 'fails' : ratio(size(large), size(middle)),
  });
  for (const route of Object.keys(small.routes)) {
    rows[route] = {
      ...Object.fromEntries(section.sizes.map((s) => [s.size, cell(s.routes[route])])),
      ...ratios(
        (s) => s.routes[route].medianMs,
        (s) => s.routes[route].bytes,
        (s) => s.routes[route].status !== 200,
      ),
    };
  }
  const landing = (s) =>
    s.landing.error
      ? `error: ${s.landing.error}`
      : `${s.landing.firstCardMs} ms, ${s.landing.jsHeapMB} MB heap, ${s.landing.domNodes} nodes`;
  rows['home at 360 px: first review card'] = {
    ...Object.fromEntries(section.sizes.map((s) => [s.size, landing(s)])),
    ...ratios(
      (s) => s.landing.firstCardMs,
      (s) => s.landing.jsHeapMB,
      (s) => Boolean(s.landing.error),
    ),
  };
  const dashboard = (s, ms) =>
    s.dashboard.error
      ? `error: ${s.dashboard.error}`
      : `${ms(s)} ms, ${s.dashboard.jsHeapMB} MB heap`;
  for (const [label, ms] of [
    ['admin dashboard at 1280 px: Resumen', (s) => s.dashboard.summaryMs],
    ['admin dashboard: Ordenes', (s) => s.dashboard.ordersMs],
  ]) {
    rows[label] = {
      ...Object.fromEntries(section.sizes.map((s) => [s.size, dashboard(s, ms)])),
      ...ratios(
        ms,
        (s) => s.dashboard.jsHeapMB,
        (s) => Boolean(s.dashboard.error),
      ),
    };
  }
  console.table(rows);
  console.log(`Indexes the list queries read at ${large.size}:`);
  console.table(large.plans);
  console.log(
    'size: bytes for a request, JS heap for a screen. Budget (issue 19): at L every request and screen within 2× of S, nothing fails.',
  );
}

if (isMain(import.meta.url)) {
  const section = await benchScale();
  printScale(section);
}
