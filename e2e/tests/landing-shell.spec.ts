import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../support/accounts';
import { signIn } from '../support/session';
import { headerLink } from '../support/ui';

// index.html paints the landing page's header and hero before any module loads, and
// public/app-shell.js asks for the modules only after that paint, and for a first-time visitor
// only at the first sign of a person.

test('the landing page shows its hero and its links to sign in even when no JavaScript module loads', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: /Tu mejor versión\s+empieza hoy/i }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Empezar a entrenar en Power Gym' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('link', { name: 'Entra a tu cuenta' })).toHaveAttribute(
    'href',
    '/login',
  );
});

const moduleRequests = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));

test("a first-time visitor's browser fetches no module until a person shows, then the app takes over", async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect((await moduleRequests(page)).modules).toEqual([]);
  await expect(page.locator('#app-shell')).toBeVisible();

  await page.mouse.move(5, 5);
  // The app has replaced the static shell once the sections below the hero are there.
  await expect(page.locator('#clases')).toBeAttached();
  await expect(page.locator('#app-shell')).toHaveCount(0);
  const timing = await moduleRequests(page);
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.modules.length).toBeGreaterThan(3);
  for (const start of timing.modules) expect(start).toBeGreaterThanOrEqual(timing.firstPaint ?? 0);
});

test('a visitor the app knows (signed in) gets the app right after the first paint, untouched', async ({
  page,
}) => {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
  await page.goto('/');
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.locator('#clases')).toBeAttached();
});

test("a tap on the shell's cart button before the app is there opens the cart once it is", async ({
  page,
}) => {
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/');
  const shellCart = page.locator('#app-shell').getByRole('button', { name: 'Abrir carrito' });
  await shellCart.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Carrito de compras' })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
});

test('away from the landing page the modules load at once and no shell shows', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
});

test("the header's 'Clases' link on another page opens Home at the classes, even when the sections below the hero load late", async ({
  page,
}) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Comentarios', level: 1 })).toBeVisible();
  // The sections below the hero are a chunk of their own; here it arrives well after the hero.
  await page.route('**/assets/home-below-fold-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await (await headerLink(page, 'Clases')).click();
  await expect(page).toHaveURL(/\/#clases$/);
  await expect(page.getByRole('heading', { name: 'Clases', level: 2 })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});
