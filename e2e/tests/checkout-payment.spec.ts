import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInMember } from '../support/session';
import {
  addFromClassPage,
  approvePayment,
  chooseSlot,
  dayLabel,
  listActivities,
  moneyPattern,
  openSideCart,
  payFromCart,
  pickClass,
  purchaseRow,
  rejectPayment,
  roomiestSlot,
  shopMember,
  slotStock,
  waitForMail,
  type ShopActivity,
  type ShopSlot,
} from '../support/shop';
import { chooseDashboardItem, visit } from '../support/ui';

const MEMBER_PANEL = 'Panel de socio';
const CODE = 'POWER10';
const PERCENT = 10;
/** ORDER_STATE_LABELS in contracts/src/constants.ts, shared by the member and admin screens. */
const PAID = 'Pagada';
const CANCELED = 'Cancelada';

// Each project signs in its own member (support/shop.ts); the journeys run one at a time
// (workers: 1) and read every stock figure fresh, so neither depends on the other.

/** On the home page: opens the class panel from the list (page 1) and presses 'Agregar'. */
async function addFromHomePanel(page: Page, activity: ShopActivity, slot: ShopSlot) {
  if (!page.url().endsWith('/')) await visit(page, '/');
  const list = page.getByRole('list', { name: 'Listado de clases' });
  await list.scrollIntoViewIfNeeded();
  await list.getByRole('button', { name: `Ver detalle de ${activity.name}` }).click();
  const panel = page.getByRole('dialog', { name: activity.name });
  await expect(panel).toBeVisible();
  await chooseSlot(panel, slot);
  await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Agregado al carrito')).toBeVisible();
}

/** Expects the side cart to hold exactly these lines, one place each. */
async function expectCartLines(cart: Locator, lines: { activity: ShopActivity; slot: ShopSlot }[]) {
  const items = cart.getByRole('list', { name: 'Productos del carrito' }).getByRole('listitem');
  await expect(items).toHaveCount(lines.length);
  for (const { activity, slot } of lines) {
    const item = cart.getByRole('listitem', { name: `${activity.name} ${slot.day} ${slot.hour}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`× 1`);
  }
}

/** The computed background colour of an element. */
function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** 'red' or 'green' for an rgb()/rgba() colour whose red or green channel clearly leads. */
function dominantColour(css: string): string {
  const [r = 0, g = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (r > g + 40) return 'red';
  if (g > r + 40) return 'green';
  return css;
}

test('a member pays two classes with POWER10 in the Mercado Pago sandbox and sees them paid', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = shopMember(testInfo.project.name);
  const activities = await listActivities(request);
  const [first, second] = activities;
  if (!first || !second) throw new Error('the seed has fewer than two activities');
  const panelSlot = roomiestSlot(first);
  const pageSlot = roomiestSlot(second);
  const lines = [
    { activity: second, slot: pageSlot },
    { activity: first, slot: panelSlot },
  ];
  const stockBefore = {
    panel: await slotStock(request, panelSlot.id),
    page: await slotStock(request, pageSlot.id),
  };
  const subtotal = first.price + second.price;
  const discounted = Math.round(subtotal * (100 - PERCENT)) / 100;
  let orderId = 0;

  await test.step('signs in', async () => {
    await signInMember(page, member);
  });

  await test.step("adds a slot on the class page ('Add to cart') and one from the home panel ('Agregar')", async () => {
    await addFromClassPage(page, second, { ...pageSlot, stock: stockBefore.page });
    await addFromHomePanel(page, first, panelSlot);
  });

  await test.step(`validates ${CODE} in the side cart: green, and the total shows ${PERCENT}% off`, async () => {
    const cart = await openSideCart(page);
    await expectCartLines(cart, lines);
    const total = cart.getByText(/^Total: /).last();
    await expect(total).toHaveText(moneyPattern(subtotal));
    await cart.getByLabel('Código de descuento').fill(CODE);
    const validate = cart.getByRole('button', { name: 'Validar', exact: true });
    expect(dominantColour(await background(validate)), "'Validar' starts red").toBe('red');
    await validate.click();
    await expect(validate).toHaveAttribute('data-state', 'accepted');
    await expect(validate).toHaveClass(/MuiButton-colorSuccess/);
    await expect
      .poll(async () => dominantColour(await background(validate)), {
        message: "'Validar' turns green",
      })
      .toBe('green');
    await expect(cart.getByText(`Código aplicado: ${PERCENT}% de descuento`)).toBeVisible();
    await expect(total).toHaveText(moneyPattern(discounted));

    // 'Editar Email': Mercado Pago's payer is the address given here, not the account's.
    orderId = await payFromCart(page, cart, discounted, `recibos.${member.email}`, {
      code: CODE,
      percent: PERCENT,
      subtotal,
      off: subtotal - discounted,
    });
  });

  await test.step('the places are reserved while the payment is pending', async () => {
    expect(await slotStock(request, panelSlot.id)).toBe(stockBefore.panel - 1);
    expect(await slotStock(request, pageSlot.id)).toBe(stockBefore.page - 1);
  });

  await test.step("'Aprobar pago' brings the member back to Compras with the order paid", async () => {
    await approvePayment(page);
    const row = purchaseRow(page, orderId);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(PAID);
    await expect(row.getByRole('cell').last()).toHaveText(moneyPattern(discounted));
    // The period a paid order runs is labelled, as a column on a desktop, beside it on a phone.
    await expect(
      page.getByRole('main').getByText('Vigencia', { exact: true }).first(),
    ).toBeVisible();
    await expect(row).toContainText(first.name);
    await expect(row).toContainText(second.name);
    // The URL's ?status= decides nothing: the page drops it once the server's state is shown.
    await expect(page).not.toHaveURL(/payment_id=/);
  });

  await test.step("'Mis actividades' lists both activities", async () => {
    await chooseDashboardItem(page, MEMBER_PANEL, 'Actividades');
    await expect(page.getByRole('heading', { name: 'Mis actividades', level: 1 })).toBeVisible();
    const mine = page.getByRole('list', { name: 'Mis actividades' });
    for (const { activity, slot } of lines) {
      const card = mine.getByRole('article', { name: activity.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`${dayLabel(slot.day)} ${slot.hour}`);
    }
  });

  await test.step('the stock of both slots went down by one place each', async () => {
    expect(await slotStock(request, panelSlot.id)).toBe(stockBefore.panel - 1);
    expect(await slotStock(request, pageSlot.id)).toBe(stockBefore.page - 1);
  });

  await test.step('the order-created and payment-confirmed mails arrive', async () => {
    const created = await waitForMail(request, member.email, `Recibimos tu pedido #${orderId}`);
    expect(created.text).toContain(first.name);
    expect(created.text).toContain(second.name);
    const paid = await waitForMail(request, member.email, `¡Pago confirmado! Pedido #${orderId}`);
    expect(paid.text).toMatch(moneyPattern(discounted));
    // Both lead to Compras, where the order is.
    for (const mail of [created, paid]) {
      const link = /Ver mis compras: (\S+)/.exec(mail.text)?.[1];
      expect(link, `'Ver mis compras' in '${mail.subject}'`).toMatch(
        /\/sociodashboard\?seccion=compras$/,
      );
    }
    const link = /Ver mis compras: (\S+)/.exec(paid.text)?.[1] ?? '';
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(purchaseRow(page, orderId)).toContainText(PAID);
  });
});

test('a rejected payment keeps the order payable: Compras and one mail say why, and a retry pays it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = shopMember(testInfo.project.name);
  const { activity, slot } = await pickClass(request, 2);
  const stockBefore = await slotStock(request, slot.id);
  let orderId = 0;

  await test.step('signs in and adds one slot from the home panel', async () => {
    await signInMember(page, member);
    await addFromHomePanel(page, activity, slot);
  });

  await test.step('pays from the side cart and reaches the sandbox', async () => {
    const cart = await openSideCart(page);
    await expectCartLines(cart, [{ activity, slot }]);
    await expect(cart.getByText(/^Total: /).last()).toHaveText(moneyPattern(activity.price));
    orderId = await payFromCart(page, cart, activity.price);
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
  });

  const row = () => purchaseRow(page, orderId);
  const subject = `El pago fue rechazado: Pedido #${orderId}`;

  await test.step("'Rechazar pago': Compras says it was rejected and why; the place stays reserved", async () => {
    await rejectPayment(page);
    const alert = page.getByRole('alert').filter({ hasText: 'El pago fue rechazado' });
    await expect(alert).toContainText(`Orden N° ${orderId}: El pago fue rechazado`);
    await expect(alert).toContainText('Motivo: la tarjeta no tiene fondos suficientes');
    await expect(alert.getByRole('button', { name: 'Reintentar el pago' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
    await expect(row()).toContainText('Pendiente de pago');
    await expect(row()).toContainText(
      'El pago fue rechazado: la tarjeta no tiene fondos suficientes',
    );
    await expect(row().getByRole('button', { name: 'Reintentar el pago' })).toBeVisible();
    // The alert outlives the query string's clean-up (and a remount of Compras).
    await expect(page).toHaveURL(/\/sociodashboard\?seccion=compras$/);
    await expect(alert).toBeVisible();
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
  });

  await test.step('exactly one mail says the same, and none confirms a payment', async () => {
    const mail = await waitForMail(request, member.email, subject);
    expect(mail.text).toContain('la tarjeta no tiene fondos suficientes');
    const response = await request.get('/api/dev/mails');
    const mails = (await response.json()) as { subject: string }[];
    expect(mails.filter((sent) => sent.subject === subject)).toHaveLength(1);
    expect(mails.map((sent) => sent.subject)).not.toContain(`¡Pago confirmado! Pedido #${orderId}`);
  });

  await test.step("'Reintentar el pago' goes back to the same order, and approving it pays it", async () => {
    await page
      .getByRole('alert')
      .filter({ hasText: 'El pago fue rechazado' })
      .getByRole('button', { name: 'Reintentar el pago' })
      .click();
    await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    await expect(page.getByText(`Pedido #${orderId}`, { exact: true })).toBeVisible();
    await approvePayment(page);
    await expect(row()).toContainText(PAID);
    await expect(page.getByRole('alert').filter({ hasText: 'El pago fue rechazado' })).toHaveCount(
      0,
    );
    await expect(row()).not.toContainText('El pago fue rechazado');
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
    await waitForMail(request, member.email, `¡Pago confirmado! Pedido #${orderId}`);
  });
});

test("an order left unpaid in Mercado Pago can be paid again or cancelled from 'Compras'", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = shopMember(testInfo.project.name);
  const { activity, slot } = await pickClass(request, 1);
  const stockBefore = await slotStock(request, slot.id);
  let orderId = 0;

  await test.step('reaches the sandbox and leaves it without paying', async () => {
    await signInMember(page, member);
    await addFromHomePanel(page, activity, slot);
    orderId = await payFromCart(page, await openSideCart(page), activity.price);
    await page.goto('/sociodashboard?seccion=compras');
  });

  const row = () => purchaseRow(page, orderId);

  await test.step("the pending order offers 'Pagar', which goes back to the same order", async () => {
    await expect(row()).toContainText('Pendiente de pago');
    await row().getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    await expect(page.getByText(`Pedido #${orderId}`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Resumen de la compra' }).locator('tfoot'),
    ).toContainText(moneyPattern(activity.price));
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
    await page.goto('/sociodashboard?seccion=compras');
  });

  await test.step("'Cancelar' asks first, then cancels the order and gives the place back", async () => {
    await row().getByRole('button', { name: 'Cancelar', exact: true }).click();
    const question = page.getByRole('dialog', { name: '¿Está seguro que desea cancelar?' });
    await expect(question).toContainText('Una vez cancelado no se podrá recuperar');
    await question.getByRole('button', { name: 'Si, cancelar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Su pedido ha sido cancelado' })).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await expect(row()).toContainText(CANCELED);
    await expect(row().getByRole('button')).toHaveCount(0);
    await expect.poll(() => slotStock(request, slot.id)).toBe(stockBefore);
  });
});

test('a code applied in one browser is in the cart of another, and the checkout charges it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const member = shopMember(testInfo.project.name);
  const { activity, slot } = await pickClass(request);
  const discounted = Math.round(activity.price * (100 - PERCENT)) / 100;

  await test.step(`applies ${CODE} in the first browser`, async () => {
    await signInMember(page, member);
    await addFromClassPage(page, activity, { ...slot, stock: await slotStock(request, slot.id) });
    const cart = await openSideCart(page);
    await cart.getByLabel('Código de descuento').fill(CODE);
    await cart.getByRole('button', { name: 'Validar', exact: true }).click();
    await expect(cart.getByText(`Código aplicado: ${PERCENT}% de descuento`)).toBeVisible();
  });

  const other = await browser.newContext(testInfo.project.use);
  try {
    const second = await other.newPage();
    await test.step('signs in on another browser: the cart has the code and its total', async () => {
      await signInMember(second, member);
      await visit(second, '/');
      const cart = await openSideCart(second);
      await expect(cart.getByLabel('Código de descuento')).toHaveValue(CODE);
      await expect(cart.getByText(`Código aplicado: ${PERCENT}% de descuento`)).toBeVisible();
      await expect(cart.getByText(/^Total: /).last()).toHaveText(moneyPattern(discounted));
    });

    await test.step('pays there: Mercado Pago is asked for the discounted total', async () => {
      const cart = second.getByRole('dialog', { name: 'Carrito de compras' });
      await payFromCart(second, cart, discounted);
    });
  } finally {
    await other.close();
  }
});

test("'Renovar' renews the classes chosen, with the total shown before paying", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const member = shopMember(testInfo.project.name);
  const { activity: kept, slot: keptSlot } = await pickClass(request, 3);
  const { activity: dropped, slot: droppedSlot } = await pickClass(request, 4);
  let orderId = 0;

  await test.step('buys two classes in one order and pays it', async () => {
    await signInMember(page, member);
    // The class pages: these classes are past the home list's first page.
    await addFromClassPage(page, kept, {
      ...keptSlot,
      stock: await slotStock(request, keptSlot.id),
    });
    await addFromClassPage(page, dropped, {
      ...droppedSlot,
      stock: await slotStock(request, droppedSlot.id),
    });
    await visit(page, '/');
    orderId = await payFromCart(page, await openSideCart(page), kept.price + dropped.price);
    await approvePayment(page);
    await expect(purchaseRow(page, orderId)).toContainText(PAID);
  });

  await test.step("'Renovar': both classes checked, the total of those checked, then one left out", async () => {
    await purchaseRow(page, orderId).getByRole('button', { name: 'Renovar' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Renovar la compra N° ${orderId}?` });
    const keptBox = dialog.getByRole('checkbox', { name: new RegExp(`^${kept.name} `) });
    const droppedBox = dialog.getByRole('checkbox', { name: new RegExp(`^${dropped.name} `) });
    await expect(keptBox).toBeChecked();
    await expect(droppedBox).toBeChecked();
    const total = dialog.getByRole('status');
    await expect(total).toHaveText(moneyPattern(kept.price + dropped.price));
    await droppedBox.uncheck();
    await expect(total).toHaveText(moneyPattern(kept.price));
    await dialog.getByRole('button', { name: 'Renovar y pagar' }).click();
  });

  await test.step('Mercado Pago charges that total; paid, the renewal has only the class kept', async () => {
    await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    await expect(
      page.getByRole('table', { name: 'Resumen de la compra' }).locator('tfoot'),
    ).toContainText(moneyPattern(kept.price));
    await expect(page.getByRole('table', { name: 'Resumen de la compra' })).not.toContainText(
      dropped.name,
    );
    await approvePayment(page);
    const renewal = page
      .getByRole('table', { name: 'Mis compras' })
      .getByRole('row')
      .filter({ hasText: `Renovación de la compra #${orderId}` });
    await expect(renewal).toContainText(PAID);
    await expect(renewal).toContainText(kept.name);
    await expect(renewal).not.toContainText(dropped.name);
    await expect(purchaseRow(page, orderId)).toContainText('Renovada');
  });

  await test.step('Mis abonos: the class left out stays the member’s until the period ends', async () => {
    await page.goto('/sociodashboard?seccion=actividades');
    const abonos = page.getByRole('list', { name: 'Mis abonos' });
    const droppedCard = abonos.getByRole('article', {
      name: `${dropped.name} ${dayLabel(droppedSlot.day)} ${droppedSlot.hour}`,
    });
    await expect(droppedCard).toContainText('No la incluiste en la renovación.');
    await expect(droppedCard).toContainText('Vence el');
    await expect(droppedCard.getByRole('button', { name: 'Renovar' })).toHaveCount(0);
    await expect(droppedCard.getByRole('link', { name: 'Comprarla de nuevo' })).toHaveAttribute(
      'href',
      `/clases/${dropped.id}`,
    );
    const keptCard = abonos.getByRole('article', {
      name: `${kept.name} ${dayLabel(keptSlot.day)} ${keptSlot.hour}`,
    });
    await expect(keptCard.getByRole('button', { name: 'Renovar' })).toBeVisible();
  });
});
