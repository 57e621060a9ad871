import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { createdOrderViaApi, emulatorIdToken } from '../support/admin';
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID, registerMember } from '../support/emulator';
import { signInMember, submitLogin } from '../support/session';
import { chooseSlot, dayLabel, listActivities, openSideCart } from '../support/shop';
import { chooseDashboardItem } from '../support/ui';

const MEMBER_PANEL = 'Panel de socio';
const SESSION_EXPIRED = 'Tu sesión expiró, inicia sesión nuevamente';

/** The seed's nearly full slot (one place left), read from the server: no journey buys it. */
async function lastPlaceSlot(request: APIRequestContext) {
  for (const activity of await listActivities(request)) {
    const slot = activity.diaHoras.find((candidate) => candidate.stock === 1);
    if (slot) return { activity, slot };
  }
  throw new Error('the seed has no slot with one place left');
}

const IDENTITY = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

/**
 * A new member of its own (Auth emulator and profile): revoking its sessions touches no other
 * journey, nor anyone else using the same emulator.
 */
async function newMember(request: APIRequestContext, project: string) {
  const { email, password, localId } = await registerMember(request, {
    prefix: 'sesion',
    project,
    name: 'Sesión',
    lastName: 'Revocada',
    password: 'Sesion123!',
  });
  return { email, password, localId };
}

/** Revokes every session of the account, as 'Cerrar sesión en todos lados' would (Auth emulator). */
async function revokeSessions(request: APIRequestContext, localId: string) {
  // Tokens issued before this second are refused from now on (firebase-admin checks it).
  const res = await request.post(`${IDENTITY}/projects/${FIREBASE_PROJECT_ID}/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId, validSince: String(Math.floor(Date.now() / 1000)) },
  });
  expect(res.ok(), `accounts:update answered ${res.status()}`).toBe(true);
}

test('a place past the places left is refused at once, on the class page and in the cart', async ({
  page,
  request,
}, testInfo) => {
  const { activity, slot } = await lastPlaceSlot(request);
  const slotName = `${activity.name} ${slot.day} ${slot.hour}`;
  // The message writes the day with its accent ('Sábado'); the line's name keeps the stored day.
  const refusal = `Solo queda 1 lugar para ${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;

  await page.goto(`/clases/${activity.id}`);
  await expect(page.getByRole('heading', { name: activity.name, level: 1 })).toBeVisible();
  await chooseSlot(page, slot);
  await expect(page.getByText('Capacidad: 1 lugares disponibles')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await add.click();
  const toast = page.getByText('Agregado al carrito');
  await expect(toast).toBeVisible();
  // The toast lies below the app bar, never over its cart button.
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast
    .locator('xpath=ancestor::*[contains(@class,"swal2-popup")]')
    .boundingBox();
  expect(header && toastBox && toastBox.y >= header.y + header.height).toBe(true);
  await add.click();
  await expect(page.getByText(refusal)).toBeVisible();

  const cart = await openSideCart(page);
  const line = cart.getByRole('listitem', { name: slotName });
  const quantity = line.getByRole('group', { name: `Cantidad de ${slotName}` });
  await expect(quantity).toContainText('1');
  await quantity.getByRole('button', { name: `Agregar un lugar a ${slotName}` }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(quantity).toContainText('1');
  await expect(line).toContainText('× 1');

  await test.step('signed in, another member takes that place: the checkout flags the line before paying', async () => {
    const member = await registerMember(request, {
      prefix: 'carrito',
      project: testInfo.project.name,
      name: 'Carrito',
      lastName: 'Lleno',
      password: 'Carrito123!',
    });
    // Signing in keeps the visitor's cart and saves it (its one place fits: nothing is capped).
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/orderline/cart') && response.request().method() === 'POST',
    );
    await signInMember(page, member);
    expect((await saved).ok()).toBe(true);
    const other = await registerMember(request, {
      prefix: 'ultimo',
      project: testInfo.project.name,
      name: 'Último',
      lastName: 'Lugar',
      password: 'Ultimo123!',
    });
    const token = await emulatorIdToken(request, other.email, other.password);
    const orderId = await createdOrderViaApi(request, token, slot.id, 1);
    try {
      await page.goto('/checkout');
      await expect(
        page.getByText('Ya no quedan lugares en este horario: quitalo del carrito'),
      ).toBeVisible();
      await expect(
        page.getByText(
          'Algunas clases ya no tienen los lugares que elegiste: revisá las cantidades antes de pagar',
        ),
      ).toBeVisible();
    } finally {
      // The seed's last place goes back for the other project's run.
      const admin = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const cancelled = await request.put(`/api/order/canceled/${orderId}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(cancelled.ok(), `cancelling order ${orderId}`).toBe(true);
    }
  });
});

test('a session revoked mid-task lands on /login with one word, and signing in comes back; so does a mail link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const member = await newMember(request, testInfo.project.name);
  await test.step('signed in, the session is revoked, the next click says so once', async () => {
    await signInMember(page, member);
    // The browser's token must predate the revocation's second.
    await page.waitForTimeout(1100);
    await revokeSessions(request, member.localId);
    await chooseDashboardItem(page, MEMBER_PANEL, 'Compras');
    await expect(page).toHaveURL(/\/login\?volver=%2Fsociodashboard%3Fseccion%3Dcompras$/);
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1);
    await expect(page.getByText('Debes iniciar sesión')).toHaveCount(0);
  });

  await test.step('signing in again comes back to Compras', async () => {
    await page.waitForTimeout(1100);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(/\/sociodashboard\?seccion=compras$/);
    await expect(page.getByRole('heading', { name: 'Compras' })).toBeVisible();
  });

  await test.step("a signed-out mail link ('Pagar mi lugar') lands on its page after signing in", async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/sociodashboard?seccion=actividades');
    await expect(visitor).toHaveURL(/\/login\?volver=%2Fsociodashboard%3Fseccion%3Dactividades$/);
    await submitLogin(visitor, member.email, member.password);
    await expect(visitor).toHaveURL(/\/sociodashboard\?seccion=actividades$/);
    await expect(visitor.getByRole('heading', { name: 'Actividades' })).toBeVisible();
    await context.close();
  });
});
