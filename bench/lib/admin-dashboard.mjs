// The admin dashboard in Chromium, for bench:scale: the product as `npm run serve` runs it (the
// Auth emulator and the API serving the built client) on the bench's database, and the demo admin
// signed in through the login page, as a person would.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './product-server.mjs';

const REPO_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DEMO_ADMIN = { email: 'admin@powergym.com.ar', password: 'Admin123!' };

/** `node scripts/serve.mjs` on `databaseUrl`; stop() ends it with the emulator it started. */
export async function startServe(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  };
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(1000) })).ok) {
        return { base, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error('serve.mjs did not answer within 2 minutes');
}

/** 'Resumen' painted with its figures: the occupancy table shows only once GET /insights answered. */
async function summaryShown(page) {
  await page
    .getByRole('table', { name: 'Ocupación por horario', exact: true })
    .waitFor({ state: 'visible', timeout: 180_000 });
}

/** A section's table loaded: its first row of data, or its empty state. */
async function firstRows(page, section) {
  const table = page.getByRole('grid', { name: section, exact: true });
  await table
    .getByRole('row')
    .nth(1)
    .or(table.getByText('No hay registros.', { exact: true }))
    .first()
    .waitFor({ state: 'visible', timeout: 180_000 });
}

/**
 * At 1280 px: signs the demo admin in, then times a fresh load of /admindashboard until its first
 * section, 'Resumen', shows its figures, and the move to Ordenes until its rows show; and the JS
 * heap.
 */
export async function measureAdminDashboard(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/login`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Iniciar sesión', exact: true }) });
    // Required fields are labelled 'Email *' (e2e/support/ui.ts field()).
    await form.getByLabel(/^Email(\s*\*)?$/).fill(DEMO_ADMIN.email);
    await form.getByLabel(/^Contraseña(\s*\*)?$/).fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/admindashboard/, { timeout: 60_000 });

    const started = performance.now();
    await page.goto(`${base}/admindashboard`);
    await summaryShown(page);
    const summaryMs = Math.round(performance.now() - started);
    const toOrders = performance.now();
    await page
      .getByRole('navigation', { name: 'Panel de admin' })
      .getByRole('button', { name: 'Ordenes' })
      .click();
    await firstRows(page, 'Ordenes');
    const ordersMs = Math.round(performance.now() - toOrders);
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    return { summaryMs, ordersMs, jsHeapMB: Number((heap / 2 ** 20).toFixed(1)) };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}
