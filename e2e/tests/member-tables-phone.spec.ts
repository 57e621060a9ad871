import { expect, test, type Locator } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { createdOrderViaApi } from '../support/admin';
import { AUTH_EMULATOR_URL } from '../support/emulator';
import { signIn } from '../support/session';
import { listActivities, roomiestSlot } from '../support/shop';

/** Inside the window and not clipped by a scrolling container: a member reads it as it is. */
async function expectReadable(target: Locator) {
  await expect(target).toBeVisible();
  // Scrolls the page up or down only: a table scrolled sideways to reveal it would not count.
  await target.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
  });
  await expect(target).toBeInViewport({ ratio: 1 });
}

test("a member's Compras and checkout show Estado, Total, Cantidad and Subtotal at every width", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('tablas', testInfo.project.name);
  const password = 'Tablas123!';

  const signUp = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(signUp.ok()).toBe(true);
  const token = ((await signUp.json()) as { idToken: string }).idToken;
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await request.post('/api/user', {
    headers,
    data: { name: 'Tablas', lastName: 'Angostas', phoneNumber: '+541122334455' },
  });
  expect(profile.status()).toBe(201);

  const [activity] = await listActivities(request);
  if (!activity) throw new Error('no class in the catalogue');
  const slot = roomiestSlot(activity);
  await createdOrderViaApi(request, token, slot.id, 1);
  const cart = await request.post('/api/order/cart', { headers, data: {} });
  const cartId = ((await cart.json()) as { order: { id: number } }).order.id;
  const lines = await request.post('/api/orderline/cart', {
    headers,
    data: { orderId: cartId, lines: [{ diaHoraId: slot.id, quantity: 2 }] },
  });
  expect(lines.ok()).toBe(true);

  await signIn(page, email, password, /\/sociodashboard/);

  await test.step('Compras: the order shows its Estado and Total', async () => {
    await page.goto('/sociodashboard?seccion=compras');
    const purchases = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', {
      name: 'Mis compras',
    });
    await expect(purchases).toBeVisible();
    await expectReadable(purchases.getByText('Estado', { exact: true }));
    await expectReadable(purchases.getByText('Total', { exact: true }));
    await expectReadable(purchases.getByText('Pendiente de pago', { exact: true }));
    await page.screenshot({ path: testInfo.outputPath('compras.png'), fullPage: true });
  });

  await test.step('checkout: the line shows its Cantidad and Subtotal', async () => {
    await page.goto('/checkout');
    const items = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', {
      name: 'Productos a pagar',
    });
    await expect(items).toBeVisible();
    await expectReadable(items.getByText('Cantidad', { exact: true }));
    await expectReadable(items.getByText('Subtotal', { exact: true }));
    await expectReadable(items.getByText('2', { exact: true }));
    await page.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });
  });
});
