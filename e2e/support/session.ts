import { expect, type Page } from '@playwright/test';
import { acceptAlert, field } from './ui';

export const LOGIN_FAILED = 'Algo salió mal, compruebe sus credenciales';

/** Fills and sends the login form of the current page (/login or /checkout). */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Iniciar sesión', exact: true }) });
  await field(form, 'Email').fill(email);
  await field(form, 'Contraseña').fill(password);
  const submit = form.getByRole('button', { name: 'Iniciar sesión', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Signs in on /login and waits for the dashboard the role leads to. */
export async function signIn(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(landing);
}

/** Signs a member in on /login and waits for their dashboard. */
export async function signInMember(page: Page, member: { email: string; password: string }) {
  await signIn(page, member.email, member.password, /\/sociodashboard/);
}

/** A failed sign-in shows the credentials alert and stays on the page. */
export async function expectLoginRejected(page: Page) {
  await acceptAlert(page, LOGIN_FAILED);
}
