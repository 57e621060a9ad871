import { expect, type Page } from '@playwright/test';
import { headerLink } from './ui';

/**
 * Regression checks for app bugs these journeys found (all fixed):
 * - sign-out landed on /login: the member guard redirected while the router was still leaving
 *   the dashboard (client/src/components/auth/authorization.tsx now waits for the navigation);
 * - CSP connect-src without Firebase Auth / the emulator: every sign-in failed;
 * - #root left aria-hidden="true" after an alert opened while an MUI Dialog closed.
 */

/** After 'Cerrar sesión': on / (and staying there), the header offers 'Iniciar sesión'. */
export async function expectSignedOutOnHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(
    await headerLink(page, 'Iniciar sesión'),
    "after sign-out the page stays on / and the header reads 'Iniciar sesión'",
  ).toBeVisible();
  await expect(page, 'sign-out must leave the member on /').toHaveURL(/\/$/);
}
