import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER } from '../support/accounts';
import { signIn } from '../support/session';
import { headerLink } from '../support/ui';

const ADMIN_ONLY_NOTICE =
  'Esa sección es solo para administradores. Iniciá sesión con una cuenta de administrador.';

test('the seeded admin signs in, lands on /admindashboard and the header reads Panel de admin', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();

  await page.goto('/');
  const link = await headerLink(page, 'Panel de admin');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/admindashboard$/);
});

test('a signed-in member who types /admindashboard lands on /login', async ({ page }) => {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
  await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();

  await page.goto('/admindashboard');
  // The page to return to after signing in with an admin account rides along (lib/return-to.ts).
  await expect(page).toHaveURL(/\/login\?volver=%2Fadmindashboard$/);
  await expect(page.getByText(ADMIN_ONLY_NOTICE, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();

  // Still signed in as a member: the header leads to the member panel.
  await page.goto('/');
  await expect(await headerLink(page, 'Panel de socio')).toBeVisible();
});

test.describe('signed out', () => {
  for (const route of ['/sociodashboard', '/admindashboard']) {
    test(`${route} sends to /login, to come back after signing in`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(`/login?volver=${encodeURIComponent(route)}`);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    });
  }

  test('/checkout shows the login form', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0);
  });
});
