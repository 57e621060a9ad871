import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The catalogue as GET /api/activity/all returns it (only what the shop journeys read). */
export interface ShopSlot {
  id: number;
  day: string;
  hour: string;
  capacity: number;
  stock: number;
}

export interface ShopActivity {
  id: number;
  name: string;
  price: number;
  description: string;
  image: string;
  diaHoras: ShopSlot[];
}

/** A seeded member who is signed in by no other spec (one per Playwright project). */
export const SHOP_MEMBERS: Record<string, { email: string; password: string }> = {
  desktop: { email: 'valentina.lopez@powergym.com.ar', password: 'Valentina123!' },
  mobile: { email: 'tomas.martinez@powergym.com.ar', password: 'Tomas123!' },
};

export function shopMember(project: string) {
  const member = SHOP_MEMBERS[project];
  if (!member) throw new Error(`no shop member for project ${project}`);
  return member;
}

/** A slot's day as the member's own screens write it, with its accent ('Miércoles'). */
export function dayLabel(day: string): string {
  return ({ Miercoles: 'Miércoles', Sabado: 'Sábado' } as Record<string, string>)[day] ?? day;
}

export async function listActivities(request: APIRequestContext): Promise<ShopActivity[]> {
  const response = await request.get('/api/activity/all');
  expect(response.ok(), `GET /api/activity/all answered ${response.status()}`).toBe(true);
  return (await response.json()) as ShopActivity[];
}

/** A slot's current stock, read from the server (GET /api/diahora/:id). */
export async function slotStock(request: APIRequestContext, slotId: number): Promise<number> {
  const response = await request.get(`/api/diahora/${slotId}`);
  expect(response.ok(), `GET /api/diahora/${slotId} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { stock: number };
  return body.stock;
}

/** The slot of that activity with the most places left. */
export function roomiestSlot(activity: ShopActivity): ShopSlot {
  const slot = [...activity.diaHoras].sort((a, b) => b.stock - a.stock)[0];
  if (!slot || slot.stock < 1) throw new Error(`${activity.name} has no slot with places left`);
  return slot;
}

/** The catalogue's class at `index` (the first when the seed has fewer) and its roomiest slot. */
export async function pickClass(
  request: APIRequestContext,
  index = 0,
): Promise<{ activity: ShopActivity; slot: ShopSlot }> {
  const activities = await listActivities(request);
  const activity = activities[index] ?? activities[0];
  if (!activity) throw new Error('the seed has no activities');
  return { activity, slot: roomiestSlot(activity) };
}

/** Pesos as the app shows them ('$ 9.000,00'), as a pattern tolerant of the space kind. */
export function moneyPattern(amount: number): RegExp {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`\\$\\s*${grouped.replace(/\./g, '\\.')},${cents}`);
}

/** The header's cart button; its name ends with the number of places in the cart, if any. */
export function cartToggle(page: Page): Locator {
  const header = page.getByRole('navigation', { name: 'Principal' });
  return header.getByRole('button', { name: /^Abrir carrito(, \d+ lugar(es)?)?$/ });
}

/** Opens the home page's side cart with the header's cart button. */
export async function openSideCart(page: Page): Promise<Locator> {
  await cartToggle(page).click();
  const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
  await expect(cart).toBeVisible();
  return cart;
}

/** Picks a slot in a native 'Elegir dia hora' select by its id. */
export async function chooseSlot(scope: Page | Locator, slot: ShopSlot) {
  const select = scope.getByRole('combobox', { name: 'Elegir dia hora' });
  await select.selectOption(String(slot.id));
}

export interface CapturedMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

/** Waits until the SMTP catcher (GET /api/dev/mails) holds a mail to `to` whose subject matches. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
  timeout = 30_000,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mails');
        if (!response.ok()) return false;
        const mails = (await response.json()) as CapturedMail[];
        found = mails.find(
          (mail) =>
            (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)) &&
            mail.to.some((address) => address.toLowerCase().includes(to.toLowerCase())),
        );
        return found !== undefined;
      },
      { message: `a mail '${String(subject)}' to ${to}`, timeout },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail '${String(subject)}' to ${to}`);
  return found;
}

/** On the class page /clases/:id: chooses the slot and presses 'Add to cart'. */
export async function addFromClassPage(page: Page, activity: ShopActivity, slot: ShopSlot) {
  await page.goto(`/clases/${activity.id}`);
  await expect(page.getByRole('heading', { name: activity.name, level: 1 })).toBeVisible();
  await chooseSlot(page, slot);
  await expect(page.getByText(`Capacidad: ${slot.stock} lugares disponibles`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Agregado al carrito')).toBeVisible();
}

/** A code the checkout must show: its name and percent, and what it takes off the subtotal. */
export interface ShownDiscount {
  code: string;
  percent: number;
  subtotal: number;
  off: number;
}

/**
 * 'Finalizar la compra' → /checkout (→ 'Editar Email' when a payer is given) → 'Pagar' → the
 * sandbox page; returns the order id.
 */
export async function payFromCart(
  page: Page,
  cart: Locator,
  expectedTotal: number,
  payer?: string,
  discount?: ShownDiscount,
): Promise<number> {
  await cart.getByRole('button', { name: 'Finalizar la compra', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Al pagar serás redirigido a Mercado Pago')).toBeVisible();
  if (discount) {
    const main = page.getByRole('main');
    await expect(main.getByText(/^Subtotal: /)).toHaveText(moneyPattern(discount.subtotal));
    await expect(main.getByText(`Descuento ${discount.code} (${discount.percent}%)`)).toContainText(
      moneyPattern(discount.off),
    );
    await expect(main.getByText(/^Total: /)).toHaveText(moneyPattern(expectedTotal));
    await expect(main.getByText(/lo calcula el servidor/)).toHaveCount(0);
  }
  if (payer) {
    await page.getByRole('button', { name: 'Editar Email', exact: true }).click();
    await page.getByLabel('Email').fill(payer);
    await page.getByRole('button', { name: 'Listo', exact: true }).click();
    await expect(page.getByText(payer, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { name: 'Pagar con Mercado Pago', level: 1 }),
  ).toBeVisible();
  const reference = await page.getByText(/^Pedido #\d+$/).textContent();
  const orderId = Number(reference?.replace(/\D/g, ''));
  expect(orderId, `order id on the sandbox page ('${reference}')`).toBeGreaterThan(0);
  const summary = page.getByRole('table', { name: 'Resumen de la compra' });
  await expect(summary.locator('tfoot')).toContainText(moneyPattern(expectedTotal));
  if (payer) await expect(page.getByText(`Pagador: ${payer}`, { exact: true })).toBeVisible();
  return orderId;
}

/** On the sandbox page of Mercado Pago: presses `button`, back in Compras. */
async function answerSandbox(page: Page, button: 'Aprobar pago' | 'Rechazar pago') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/sociodashboard\?seccion=compras/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Compras', level: 1 })).toBeVisible();
}

/** On the sandbox page of Mercado Pago: 'Aprobar pago', back in Compras. */
export async function approvePayment(page: Page) {
  await answerSandbox(page, 'Aprobar pago');
}

/** On the sandbox page of Mercado Pago: 'Rechazar pago', back in Compras. */
export async function rejectPayment(page: Page) {
  await answerSandbox(page, 'Rechazar pago');
}

/**
 * Buys one place of that slot from the class page (`slot.stock` is the stock it shows) and
 * approves the payment in the sandbox: back in Compras; returns the order id.
 */
export async function buyClass(
  page: Page,
  activity: ShopActivity,
  slot: ShopSlot,
): Promise<number> {
  await addFromClassPage(page, activity, slot);
  const orderId = await payFromCart(page, await openSideCart(page), activity.price);
  await approvePayment(page);
  return orderId;
}

/** The Compras row of that order (first cell = order number). */
export function purchaseRow(page: Page, orderId: number): Locator {
  return page
    .getByRole('table', { name: 'Mis compras' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
}
