import { expect, type Locator, type Page } from '@playwright/test';

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
}

/** An alert with a timer: it shows, has no button, and closes by itself. */
export async function expectTimedAlert(page: Page, title: string) {
  const dialog = alertDialog(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeHidden();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

/** A form field by the start of its label (MUI adds ' *' to required ones). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** The public header's account link; on a phone it sits in the collapsed menu. */
export async function headerAccountLink(page: Page, label: string): Promise<Locator> {
  const header = page.getByRole('navigation', { name: 'Principal' });
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
  }
  return header.getByRole('link', { name: label, exact: true });
}

/**
 * Picks an item of a dashboard side bar (navigation named `panel`, e.g. 'Panel de socio').
 * Below the md breakpoint the side bar is a drawer behind 'Menú del panel'.
 */
export async function chooseDashboardItem(page: Page, panel: string, item: string) {
  const opener = page.getByRole('button', { name: 'Menú del panel', exact: true });
  if (await opener.isVisible()) {
    await opener.click();
  }
  const nav = page.getByRole('navigation', { name: panel, exact: true });
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: item, exact: true }).click();
}
