import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectSignedOutOnHome } from '../support/known-bugs';
import {
  followPasswordResetLink,
  followVerificationLink,
  waitForOobCode,
} from '../support/emulator';
import { expectLoginRejected, signIn, submitLogin } from '../support/session';
import { acceptAlert, chooseDashboardItem, expectTimedAlert, field } from '../support/ui';

const MEMBER_PANEL = 'Panel de socio';
const NOT_VERIFIED = 'Email no verificado';

/** One value of Mi Perfil's description list, found by its label (Nombre, Apellido, …). */
function profileValue(page: Page, label: string): Locator {
  return page
    .locator('main dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test('a new member registers, edits the profile, verifies the e-mail, resets the password and signs in again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = {
    name: 'Lucía',
    lastName: 'Gómez',
    email: uniqueEmail('socia', testInfo.project.name),
    phoneNumber: '1123456789',
    password: 'Clave123!',
  };
  const newPhone = '91187654321';
  const newPassword = 'Nueva456!';

  await test.step('registers on /register', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
    const form = page.locator('form');
    await field(form, 'Nombre').fill(member.name);
    await field(form, 'Apellido').fill(member.lastName);
    await field(form, 'Email').fill(member.email);
    await field(form, 'Teléfono').fill(member.phoneNumber);
    await field(form, 'Contraseña').fill(member.password);
    const submit = form.getByRole('button', { name: 'Crear cuenta', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();
    await acceptAlert(page, 'Usuario creado correctamente');
    await expect(page).toHaveURL(/\/sociodashboard$/);
  });

  await test.step('Mi Perfil shows the data and the unverified e-mail', async () => {
    await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
    await expect(profileValue(page, 'Nombre')).toHaveText(member.name);
    await expect(profileValue(page, 'Apellido')).toHaveText(member.lastName);
    await expect(profileValue(page, 'Email')).toHaveText(member.email);
    await expect(profileValue(page, 'Teléfono')).toHaveText(`+54${member.phoneNumber}`);
    await expect(page.getByText(NOT_VERIFIED, { exact: true })).toBeVisible();
  });

  await test.step("edits the phone through 'Actualizar Datos'", async () => {
    await page.getByRole('button', { name: 'Actualizar Datos', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar Datos' });
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Nombre')).toHaveValue(member.name);
    await expect(field(dialog, 'Teléfono')).toHaveValue(member.phoneNumber);
    await field(dialog, 'Teléfono').fill(newPhone);
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectTimedAlert(page, 'edit profile');
    await expect(dialog).toBeHidden();
    await expect(profileValue(page, 'Teléfono')).toHaveText(`+54${newPhone}`);
  });

  await test.step('requests the verification mail and follows it', async () => {
    await page.getByRole('button', { name: 'Enviar mail de verificación', exact: true }).click();
    await acceptAlert(page, 'se te envio un mail');
    const code = await waitForOobCode(request, member.email, 'VERIFY_EMAIL');
    await followVerificationLink(request, code);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
    await expect(profileValue(page, 'Teléfono')).toHaveText(`+54${newPhone}`);
    await expect(page.getByText(NOT_VERIFIED, { exact: true })).toBeHidden();
  });

  await test.step("signs out with 'Cerrar sesión'", async () => {
    await chooseDashboardItem(page, MEMBER_PANEL, 'Cerrar sesión');
    await expectSignedOutOnHome(page);
  });

  await test.step('asks for a password reset from the login page and follows the link', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await acceptAlert(page, 'Le enviamos un link para recuperar su cuenta');
    await expect(dialog).toBeHidden();
    const code = await waitForOobCode(request, member.email, 'PASSWORD_RESET');
    await followPasswordResetLink(request, code, newPassword);
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await submitLogin(page, member.email, member.password);
    await expectLoginRejected(page);
    await expect(page).toHaveURL(/\/login$/);
    await field(page.locator('form').first(), 'Contraseña').fill('');
    await signIn(page, member.email, newPassword, /\/sociodashboard$/);
    await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
    await expect(profileValue(page, 'Email')).toHaveText(member.email);
    await expect(profileValue(page, 'Teléfono')).toHaveText(`+54${newPhone}`);
    await expect(page.getByText(NOT_VERIFIED, { exact: true })).toBeHidden();
  });
});
