import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createdOrderViaApi, rowById } from '../support/admin';
import { registerMember } from '../support/emulator';
import { signIn, signInMember } from '../support/session';
import { moneyPattern, pickClass } from '../support/shop';

// The same table, rows and cells on every width: on a phone each row is drawn as a card whose
// lines show the column's header beside the value, and nothing scrolls sideways.

/** Inside the window and not clipped by a scrolling container: a member reads it as it is. */
async function expectReadable(target: Locator) {
  await expect(target).toBeVisible();
  // Scrolls the page up or down only: a table scrolled sideways to reveal it would not count.
  await target.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
  });
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** The table's scrolling region is no wider than the screen: no column is cut off. */
async function expectNoSidewaysScroll(table: Locator) {
  // The region that scrolls (ScrollableTable) is the table's parent.
  const overflow = await table.evaluate((element) => {
    const region = element.parentElement;
    return region ? region.scrollWidth - region.clientWidth : 0;
  });
  expect(overflow, 'the table scrolls sideways').toBeLessThanOrEqual(0);
}

/** The page itself is no wider than the screen either. */
async function expectPageFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * The header of that column is readable: the column header on a wide screen, the cell's own label
 * (CSS content, with empty alternative text) on a phone.
 */
async function expectLabelled(table: Locator, cell: Locator, label: string, phone: boolean) {
  if (!phone) {
    await expectReadable(table.getByRole('columnheader', { name: label, exact: true }));
    return;
  }
  const shown = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(shown).toContain(`"${label}"`);
}

/**
 * A new member with a profile, through the Auth emulator and the API (its token for API calls),
 * whose first order is a Created one for a place of the catalogue's first class.
 */
async function newMemberWithPendingOrder(
  request: APIRequestContext,
  prefix: string,
  project: string,
) {
  const {
    email,
    password,
    idToken: token,
  } = await registerMember(request, {
    prefix,
    project,
    name: 'Tablas',
    lastName: 'Angostas',
    password: 'Tablas123!',
  });
  const headers = { Authorization: `Bearer ${token}` };
  const { activity, slot } = await pickClass(request);
  const orderId = await createdOrderViaApi(request, token, slot.id, 1);
  return { email, password, token, headers, activity, slot, orderId };
}

test("a member's Compras and checkout show Estado, Total, Cantidad and Subtotal at every width", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'mobile';
  const { email, password, headers, activity, slot, orderId } = await newMemberWithPendingOrder(
    request,
    'tablas',
    testInfo.project.name,
  );
  const cart = await request.post('/api/order/cart', { headers, data: {} });
  const cartId = ((await cart.json()) as { order: { id: number } }).order.id;
  const lines = await request.post('/api/orderline/cart', {
    headers,
    data: { orderId: cartId, lines: [{ diaHoraId: slot.id, quantity: 2 }] },
  });
  expect(lines.ok()).toBe(true);

  await signIn(page, email, password, /\/sociodashboard/);

  await test.step('Compras: the pending order shows its number, Estado with Pagar and Cancelar, and Total', async () => {
    await page.goto('/sociodashboard?seccion=compras');
    const purchases = page.getByRole('table', { name: 'Mis compras' });
    const row = rowById(purchases, orderId);
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    const number = cells.first();
    const state = cells.nth(3);
    const total = cells.last();
    await expectReadable(number);
    await expectReadable(state.getByText('Pendiente de pago', { exact: true }));
    await expectReadable(state.getByRole('button', { name: 'Pagar', exact: true }));
    await expectReadable(state.getByRole('button', { name: 'Cancelar', exact: true }));
    await expectReadable(total);
    await expect(total).toHaveText(moneyPattern(activity.price));
    await expectLabelled(purchases, number, 'N° de orden', phone);
    await expectLabelled(purchases, state, 'Estado', phone);
    await expectLabelled(purchases, total, 'Total', phone);
    await expectNoSidewaysScroll(purchases);
    await expectPageFits(page);
    await page.screenshot({ path: testInfo.outputPath('compras.png'), fullPage: true });
  });

  await test.step('checkout: the line shows its class, Cantidad and Subtotal', async () => {
    await page.goto('/checkout');
    const items = page.getByRole('table', { name: 'Productos a pagar' });
    const row = items.getByRole('row').filter({ hasText: activity.name });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    const quantity = cells.nth(3);
    const subtotal = cells.last();
    await expectReadable(cells.first());
    await expectReadable(quantity);
    await expect(quantity).toHaveText('2');
    await expectReadable(subtotal);
    await expect(subtotal).toHaveText(moneyPattern(activity.price * 2));
    await expectLabelled(items, quantity, 'Cantidad', phone);
    await expectLabelled(items, subtotal, 'Subtotal', phone);
    await expectNoSidewaysScroll(items);
    await expectPageFits(page);
    await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });
  });
});

test('Compras pages through a long history at every width, and a reload keeps the page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await newMemberWithPendingOrder(request, 'paginas', testInfo.project.name);
  // The oldest order stays pending; eleven newer ones (canceled, so their places come back)
  // push it to the second page of ten.
  const pendingId = member.orderId;
  for (let count = 0; count < 11; count += 1) {
    const orderId = await createdOrderViaApi(request, member.token, member.slot.id, 1);
    const cancel = await request.put(`/api/order/canceled/${orderId}`, { headers: member.headers });
    expect(cancel.ok(), `PUT /api/order/canceled answered ${cancel.status()}`).toBe(true);
  }

  await signInMember(page, member);
  await page.goto('/sociodashboard?seccion=compras');
  const purchases = page.getByRole('table', { name: 'Mis compras' });
  const pager = page.getByRole('navigation', { name: 'Páginas de compras' });

  await test.step('page 1 shows the ten newest orders and a pager that fits the screen', async () => {
    await expect(purchases.getByRole('row')).toHaveCount(11);
    await expect(rowById(purchases, pendingId)).toHaveCount(0);
    await expectReadable(pager);
    await expect(pager.getByRole('button', { name: 'página 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectPageFits(page);
  });

  await test.step("'Ir a la página 2' shows the pending order, with Pagar and Cancelar", async () => {
    await pager.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page).toHaveURL(/[?&]pagina=2/);
    const row = rowById(purchases, pendingId);
    await expect(row).toHaveCount(1);
    await expect(purchases.getByRole('row')).toHaveCount(3);
    await expectReadable(row.getByRole('button', { name: 'Pagar', exact: true }));
    await expectNoSidewaysScroll(purchases);
    await expectPageFits(page);
    await page.screenshot({ path: testInfo.outputPath('compras-pagina-2.png'), fullPage: true });
  });

  await test.step('a reload stays on page 2; the previous page is one click away', async () => {
    await page.reload();
    await expect(rowById(purchases, pendingId)).toHaveCount(1);
    await pager.getByRole('button', { name: 'Ir a la página anterior' }).click();
    await expect(page).not.toHaveURL(/pagina=/);
    await expect(purchases.getByRole('row')).toHaveCount(11);
  });
});
