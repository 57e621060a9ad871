import { expect, type Locator, type Page } from '@playwright/test';

/**
 * After an alert closed, the app must be back in the accessibility tree (regression check: an alert
 * opened while an MUI Dialog closed used to leave #root aria-hidden, fixed in ec7b17a).
 */
export async function expectAppNotAriaHidden(page: Page) {
  await expect(
    page.locator('#root'),
    'the app stays aria-hidden after the alert (MUI Dialog closing while sweetalert2 opens)',
  ).not.toHaveAttribute('aria-hidden', 'true');
}

/** A sweetalert2 dialog, found by its title. */
export function alertDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** Expects the alert and closes it with its button ('Aceptar' unless told). */
export async function acceptAlert(page: Page, title: string, button = 'Aceptar') {
  const dialog = alertDialog(page, title);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectAppNotAriaHidden(page);
}

/** An alert with a timer: it shows, has no button, and closes by itself. */
export async function expectTimedAlert(page: Page, title: string) {
  const dialog = alertDialog(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeHidden();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expectAppNotAriaHidden(page);
}

/** A form field by the start of its label (MUI adds ' *' to required ones). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** A link of the public header (a section or the account); on a phone it sits in the collapsed menu. */
export async function headerLink(page: Page, label: string): Promise<Locator> {
  const header = page.getByRole('navigation', { name: 'Principal' });
  // The header renders at once: once the logo shows, the menu button's visibility is settled.
  await expect(header.getByRole('link', { name: 'Power Gym, ir al inicio' })).toBeVisible();
  const collapsedMenu = header.getByRole('button', { name: 'Menu', exact: true, expanded: false });
  if (await collapsedMenu.isVisible()) {
    // If the page moves on meanwhile, the caller's expectation on the link says what went wrong.
    await collapsedMenu.click({ timeout: 5_000 }).catch(() => undefined);
  }
  return header.getByRole('link', { name: label, exact: true });
}

/**
 * Picks an item of a dashboard side bar (navigation named `panel`, e.g. 'Panel de socio').
 * Below the md breakpoint the side bar is a drawer behind 'Menú del panel'.
 */
export async function chooseDashboardItem(page: Page, panel: string, item: string) {
  const opener = page.getByRole('button', { name: 'Menú del panel', exact: true });
  const nav = page.getByRole('navigation', { name: panel, exact: true });
  // Either the side bar or (small screens) the drawer's opener; the closed drawer is not in the DOM.
  await expect(opener.or(nav)).toBeVisible();
  if (await opener.isVisible()) {
    await opener.click();
  }
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: item, exact: true }).click();
}

/**
 * Opens an address as a person does: on the landing page a first-time visitor's browser loads the
 * app only at a first sign of a person (client/public/app-shell.js), and a person moves the pointer.
 */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.mouse.move(1, 1);
}
