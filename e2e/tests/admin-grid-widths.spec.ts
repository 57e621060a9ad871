import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import {
  adminJourneyMember,
  createdOrderViaApi,
  emulatorIdToken,
  openAdminSection,
} from '../support/admin';
import { needlesslySplitWords, overflowingBoxes } from '../support/layout';
import { signIn } from '../support/session';
import { listActivities, roomiestSlot } from '../support/shop';

/**
 * A grid takes its columns from its rows: the seed's demo memberships are orders, and should a
 * database have none, a member checks out (on a fresh database their cart is empty).
 */
async function ensureAnOrder(request: APIRequestContext) {
  const adminToken = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const orders = await request.get('/api/order?pageSize=1', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(orders.ok(), `GET /api/order answered ${orders.status()}`).toBe(true);
  if (orders.headers()['x-total-count'] !== '0') return;
  const member = adminJourneyMember('desktop');
  const token = await emulatorIdToken(request, member.email, member.password);
  const [activity] = await listActivities(request);
  if (!activity) throw new Error('the seed has no classes');
  await createdOrderViaApi(request, token, roomiestSlot(activity).id, 1);
}

/**
 * A column's header: its title, then its sort button (once sorted, or where a pointer cannot hover)
 * and the column menu's button.
 */
function columnHeader(grid: Locator, title: string): Locator {
  return grid.getByRole('columnheader', {
    name: new RegExp(`^${title}( Ordenar)?( Menú de la columna ${title})?$`),
  });
}

/** Each header is shown whole, inside the grid's own width. */
async function expectHeadersInView(grid: Locator, titles: string[]) {
  for (const title of titles) {
    await expect(columnHeader(grid, title)).toBeInViewport({ ratio: 1 });
  }
  // The grid adds this class, and a horizontal scroll bar, when its columns overflow its width.
  await expect(grid.locator('.MuiDataGrid-virtualScroller')).not.toHaveClass(/hasScrollX/);
}

test('at 1280 px Ordenes shows buyer, payment state and the rest without a sideways scroll', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop project is 1280 px wide');
  await ensureAnOrder(request);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
  const grid = await openAdminSection(page, 'Ordenes');
  await expect(grid.getByRole('gridcell').first()).toBeVisible();
  await expectHeadersInView(grid, [
    'Id',
    'Usuario',
    'Estado',
    'Estado del pago',
    'Total',
    'Clases',
    'Vencimiento',
    'Acciones',
  ]);
});

test('a header sorts Usuarios on the server, ascending then descending', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough for the header sort');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
  const grid = await openAdminSection(page, 'Usuarios');
  const emailHeader = columnHeader(grid, 'Email');
  const emails = async () => {
    const column = await emailHeader.getAttribute('aria-colindex');
    return grid.locator(`[role="gridcell"][aria-colindex="${column}"]`).allInnerTexts();
  };
  for (const [clicks, direction] of [
    [1, 'ascending'],
    [1, 'descending'],
  ] as const) {
    const answered = page.waitForResponse((res) => /\/api\/user\?.*sort=email/.test(res.url()));
    for (let i = 0; i < clicks; i++) await emailHeader.getByText('Email', { exact: true }).click();
    await answered;
    await expect(emailHeader).toHaveAttribute('aria-sort', direction);
    const shown = await emails();
    expect(shown.length).toBeGreaterThan(1);
    const sorted = [...shown].sort((a, b) => a.localeCompare(b));
    expect(shown).toEqual(direction === 'ascending' ? sorted : sorted.reverse());
  }
});

test('at 360 px Usuarios shows each name and e-mail without a sideways scroll', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile project is 360 px wide');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
  const grid = await openAdminSection(page, 'Usuarios');
  await expectHeadersInView(grid, ['Nombre', 'Email', 'Acciones']);
  // Each e-mail of the first page fits its column: it wraps instead of running under the next one.
  const emails = grid.getByRole('gridcell', { name: /@/ });
  await expect(emails.first()).toBeVisible();
  const overflows = await emails.evaluateAll((cells) =>
    cells.map((cell) => cell.scrollWidth - cell.clientWidth),
  );
  expect(overflows.length).toBeGreaterThan(1);
  for (const overflow of overflows) expect(overflow).toBeLessThanOrEqual(0);
});

test('at 360 px no admin table splits a word that fits, and Resumen keeps class names in their cells', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile project is 360 px wide');
  await ensureAnOrder(request);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
  const occupancy = page.getByRole('table', { name: 'Ocupación por horario' });
  await expect(occupancy).toBeVisible();
  expect(await overflowingBoxes(occupancy, 'td')).toEqual([]);
  expect(await needlesslySplitWords(occupancy)).toEqual([]);
  for (const section of [
    'Usuarios',
    'Clases',
    'Instructores',
    'Ordenes',
    'Dias y horas',
    'Descuentos',
  ]) {
    const grid = await openAdminSection(page, section);
    await expect(grid.getByRole('gridcell').first()).toBeVisible();
    expect(await needlesslySplitWords(grid), section).toEqual([]);
  }
});
