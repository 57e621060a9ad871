import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './accounts';
import { AUTH_EMULATOR_URL } from './emulator';
import type { ShopSlot } from './shop';
import { chooseDashboardItem, field } from './ui';

export const ADMIN_PANEL = 'Panel de admin';

/** Seeded members no other spec signs in (one per Playwright project). */
const ADMIN_JOURNEY_MEMBERS: Record<string, { email: string; password: string }> = {
  desktop: { email: 'lucia.fernandez@powergym.com.ar', password: 'Lucia123!' },
  mobile: { email: 'mateo.rodriguez@powergym.com.ar', password: 'Mateo123!' },
};

export function adminJourneyMember(project: string) {
  const member = ADMIN_JOURNEY_MEMBERS[project];
  if (!member) throw new Error(`no admin-journey member for project ${project}`);
  return member;
}

/** Opens a dashboard section and waits for its data grid. */
export async function openAdminSection(page: Page, section: string): Promise<Locator> {
  await chooseDashboardItem(page, ADMIN_PANEL, section);
  const grid = page.getByRole('grid', { name: section, exact: true });
  await expect(grid).toBeVisible();
  return grid;
}

/** Opens a dashboard section, then 'Agregar' → its 'Crear {section}' dialog, with `values` filled. */
export async function openCreateDialog(
  page: Page,
  section: string,
  values: Record<string, string> = {},
): Promise<Locator> {
  await openAdminSection(page, section);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Crear ${section}`, exact: true });
  await expect(dialog).toBeVisible();
  await fillFields(dialog, values);
  return dialog;
}

/** Picks options of a MUI select by their labels; a multiple select is closed with Escape. */
export async function chooseOptions(
  page: Page,
  scope: Locator,
  label: string,
  options: string[],
  multiple = false,
) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (const option of options) {
    await listbox.getByRole('option', { name: option, exact: true }).click();
  }
  if (multiple) await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
}

/** Fills text fields of a form by the start of their labels. */
export async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await field(scope, label).fill(value);
  }
}

/** The row of an admin grid or a member table with a cell (Id) that reads `id`. */
export function rowById(grid: Locator, id: number): Locator {
  const page = grid.page();
  // The admin's data grid has grid cells; a member's table has plain cells.
  const idCell = page
    .getByRole('gridcell', { name: String(id), exact: true })
    .or(page.getByRole('cell', { name: String(id), exact: true }));
  return grid.getByRole('row').filter({ has: idCell });
}

interface SignInResponse {
  idToken: string;
}

/** An ID token for API calls, straight from the Auth emulator's REST API. */
export async function emulatorIdToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(response.ok(), `emulator sign-in answered ${response.status()}`).toBe(true);
  return ((await response.json()) as SignInResponse).idToken;
}

/**
 * A member's Created order for `quantity` places of one slot, through the API the cart and
 * checkout use: the cart, its line, then checkout reserves the places.
 */
export async function createdOrderViaApi(
  request: APIRequestContext,
  token: string,
  diaHoraId: number,
  quantity: number,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = await request.post('/api/order/cart', { headers, data: {} });
  expect(cart.ok(), `POST /api/order/cart answered ${cart.status()}`).toBe(true);
  const orderId = ((await cart.json()) as { order: { id: number } }).order.id;
  const lines = await request.post('/api/orderline/cart', {
    headers,
    data: { orderId, lines: [{ diaHoraId, quantity }] },
  });
  expect(lines.ok(), `POST /api/orderline/cart answered ${lines.status()}`).toBe(true);
  const checkout = await request.post('/api/order/checkout', { headers, data: { orderId } });
  expect(checkout.ok(), `POST /api/order/checkout answered ${checkout.status()}`).toBe(true);
  const order = (await checkout.json()) as { id: number; state: string };
  expect(order.state).toBe('Created');
  return order.id;
}

/** A slot as GET /api/diahora lists it: the shop's fields and the class it belongs to, if any. */
export interface PublicSlot extends ShopSlot {
  activityId: number | null;
}

/** GET /api/diahora: every slot (public). */
export async function listSlots(request: APIRequestContext): Promise<PublicSlot[]> {
  const response = await request.get('/api/diahora');
  expect(response.ok(), `GET /api/diahora answered ${response.status()}`).toBe(true);
  return (await response.json()) as PublicSlot[];
}

/** GET `url` as JSON, expecting 2xx. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The admin API, with the demo admin's token. */
export async function adminApi(request: APIRequestContext) {
  const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async post(url: string, data: object): Promise<number> {
      const response = await request.post(url, { headers, data });
      expect(response.status(), `POST ${url}`).toBe(201);
      return ((await response.json()) as { id: number }).id;
    },
    async put(url: string, data: object) {
      const response = await request.put(url, { headers, data });
      expect(response.ok(), `PUT ${url} answered ${response.status()}`).toBe(true);
    },
    async delete(url: string) {
      const response = await request.delete(url, { headers });
      expect(response.ok(), `DELETE ${url} answered ${response.status()}`).toBe(true);
    },
  };
}
