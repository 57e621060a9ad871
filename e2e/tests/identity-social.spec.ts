import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectSignedOutOnHome } from '../support/known-bugs';
import { chooseDashboardItem } from '../support/ui';

const MEMBER_PANEL = 'Panel de socio';
const GAPI_STAND_IN = fileURLToPath(new URL('../support/gapi-stand-in.js', import.meta.url));

/**
 * Offline, the Google script the Firebase SDK and the emulator's helper iframe load is served by a
 * stand-in (on the context, so it covers the iframe and the pop-up too), and the emulator page's
 * fonts and styles from the internet are refused at once instead of timing out.
 */
async function offlineSocialSignIn(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ path: GAPI_STAND_IN, contentType: 'text/javascript' }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) => route.abort(),
  );
}

function profileValue(page: Page, label: string): Locator {
  return page
    .locator('main dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** Presses the provider's button on /login and returns the emulator's pop-up. */
async function openProviderPopup(page: Page, provider: string): Promise<Page> {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continuar con ${provider}`, exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

for (const provider of ['Google', 'GitHub']) {
  test(`a visitor signs up with ${provider} in a pop-up, and signs in with it again`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await offlineSocialSignIn(context);
    const email = uniqueEmail(provider.toLowerCase(), testInfo.project.name);

    await test.step('the first sign-in creates the profile from the account', async () => {
      const popup = await openProviderPopup(page, provider);
      const addAccount = popup.locator('#add-account-button');
      if (await addAccount.isVisible()) await addAccount.click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Martina Ruiz Díaz');
      const popupClosed = popup.waitForEvent('close');
      await popup.locator('#sign-in').click();
      await popupClosed;

      await expect(page).toHaveURL(/\/sociodashboard$/);
      await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
      await expect(profileValue(page, 'Nombre')).toHaveText('Martina');
      await expect(profileValue(page, 'Apellido')).toHaveText('Ruiz Díaz');
      await expect(profileValue(page, 'Email')).toHaveText(email);
    });

    await test.step("signs out with 'Cerrar sesión'", async () => {
      await chooseDashboardItem(page, MEMBER_PANEL, 'Cerrar sesión');
      await expectSignedOutOnHome(page);
    });

    await test.step('signing in again picks the same account and finds the same profile', async () => {
      const popup = await openProviderPopup(page, provider);
      const popupClosed = popup.waitForEvent('close');
      await popup.locator('.js-reuse-account', { hasText: email }).click();
      await popupClosed;

      await expect(page).toHaveURL(/\/sociodashboard$/);
      await expect(profileValue(page, 'Nombre')).toHaveText('Martina');
      await expect(profileValue(page, 'Email')).toHaveText(email);
    });
  });
}
