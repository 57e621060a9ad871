import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_GYM_CONTACT, USER_MESSAGES, phoneHref, whatsappHref } from '@power-gym/contracts';
import { DEMO_MEMBER } from '../support/accounts';
import { listActivities } from '../support/shop';
import { LOGIN_FAILED, signIn, submitLogin } from '../support/session';
import { alertDialog, chooseDashboardItem, field, visit } from '../support/ui';

/** Link texts that say nothing of where they lead (Lighthouse's link-text audit, with Spanish). */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'ver más',
  'ver mas',
  'más',
  'mas',
  'aquí',
  'aqui',
  'acá',
  'aca',
  'leer más',
  'más información',
  'saber más',
  'ver',
  'link',
  'enlace',
  'este enlace',
  'empezar',
]);

/** The app has replaced index.html's static header and hero. */
async function appTookOver(page: Page) {
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.locator('#clases')).toBeAttached();
}

function alphaOf(color: string): number {
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',') ?? [];
  return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
}

async function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test('the open phone menu is opaque over the hero, keeps focus, and closes with Escape or a link', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the Menu button exists below the md breakpoint');
  await visit(page, '/');
  await appTookOver(page);
  const header = page
    .locator('header')
    .filter({ has: page.getByRole('navigation', { name: 'Principal' }) });
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const links = page.locator('#main-nav-links');
  await expect(links.getByRole('link', { name: 'Clases', exact: true })).toBeVisible();

  await test.step('an opaque surface lies under every link', async () => {
    // The header's background fades in (a CSS transition): wait for its end state.
    await expect.poll(async () => alphaOf(await backgroundOf(header))).toBe(1);
    const headerBox = await header.boundingBox();
    const linksBox = await links.boundingBox();
    if (!headerBox || !linksBox) throw new Error('the header or its links have no box');
    expect(linksBox.y + linksBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
  });

  await test.step('Tab never leaves the open menu', async () => {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await header.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await header.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  await test.step('Escape closes it and gives focus back to Menu', async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toBeHidden();
    await expect(menu).toBeFocused();
  });

  await test.step('choosing a link closes it', async () => {
    await menu.click();
    await links.getByRole('link', { name: 'Clases', exact: true }).click();
    await expect(page).toHaveURL(/#clases$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toBeHidden();
  });
});

test("sweetalert2's alerts wear the app's dark surface and orange button", async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO_MEMBER.email, 'Equivocada123!');
  const dialog = alertDialog(page, LOGIN_FAILED);
  await expect(dialog).toBeVisible();
  // theme.ts: background.paper #17171b, primary #ff5a1f with its dark contrast text.
  expect(await backgroundOf(dialog)).toBe('rgb(23, 23, 27)');
  const accept = dialog.getByRole('button', { name: 'Aceptar', exact: true });
  expect(await backgroundOf(accept)).toBe('rgb(255, 90, 31)');
  expect(await accept.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(11, 11, 13)',
  );
  await expect(dialog).toHaveText(new RegExp(LOGIN_FAILED));
  await accept.click();
  await expect(dialog).toBeHidden();
});

test("every link on '/' says where it leads (no 'Ver más', 'aquí', 'more'…)", async ({ page }) => {
  await visit(page, '/');
  await appTookOver(page);
  // The sections below the hero and the footer load as they come near: walk to the bottom.
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await expect(page.locator('footer')).toBeAttached();
  const names = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) =>
        (anchor.getAttribute('aria-label') ?? (anchor as HTMLElement).innerText ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase(),
      ),
    );
  expect(names.length).toBeGreaterThan(5);
  const generic = names.filter((name) => name === '' || GENERIC_LINK_TEXTS.has(name));
  expect(generic, `links without a descriptive text: ${JSON.stringify(generic)}`).toEqual([]);
});

test("a member's dashboard leads to the cart", async ({ page }) => {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, /\/sociodashboard$/);
  await chooseDashboardItem(page, 'Panel de socio', 'Carrito');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Carrito de compras' })).toBeVisible();
});

test('a page opened on 127.0.0.1 moves to the origin payments and mails return to', async ({
  page,
  baseURL,
}) => {
  const canonical = new URL(baseURL ?? '');
  const alias = new URL('/clases/1?desde=mail', canonical);
  alias.hostname = '127.0.0.1';
  await page.goto(alias.href);
  await expect(page).toHaveURL(`${canonical.origin}/clases/1?desde=mail`);
});

test('the footer and the chatbot lead to the gym, and the chat bubble covers neither the footer nor the reviews', async ({
  page,
}) => {
  // Home: the page with the chat bubble.
  await visit(page, '/');
  await appTookOver(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await test.step("the footer gives the gym's address, hours, phone, e-mail and accounts", async () => {
    const contact = footer.locator('address');
    for (const part of [DEMO_GYM_CONTACT.address, DEMO_GYM_CONTACT.hours]) {
      await expect(contact).toContainText(part);
    }
    await expect(contact.getByRole('link', { name: DEMO_GYM_CONTACT.phone })).toHaveAttribute(
      'href',
      phoneHref(DEMO_GYM_CONTACT),
    );
    await expect(contact.getByRole('link', { name: DEMO_GYM_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_GYM_CONTACT.email}`,
    );
    await expect(footer.getByRole('link', { name: 'WhatsApp de Power Gym' })).toHaveAttribute(
      'href',
      whatsappHref(DEMO_GYM_CONTACT),
    );
    await expect(footer.getByRole('link', { name: 'Instagram de Power Gym' })).toHaveAttribute(
      'href',
      DEMO_GYM_CONTACT.instagram,
    );
  });
  await test.step("no link of the footer lies in the chat bubble's column", async () => {
    // The bubble is fixed at the bottom right: a link in its column is covered at some scroll.
    const bubble = await page.getByRole('button', { name: 'Abrir chat' }).boundingBox();
    expect(bubble).not.toBeNull();
    for (const link of await footer.getByRole('link').all()) {
      const box = await link.boundingBox();
      if (!box || !bubble) continue;
      const sameColumn = box.x < bubble.x + bubble.width && bubble.x < box.x + box.width;
      const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
      expect(sameColumn, `the bubble can cover '${name}'`).toBe(false);
    }
  });
  await test.step("the reviews carousel's buttons and text lie outside the bubble's column", async () => {
    const bubble = await page.getByRole('button', { name: 'Abrir chat' }).boundingBox();
    const carousel = page.getByRole('region', { name: 'Comentarios de los socios' });
    await carousel.scrollIntoViewIfNeeded();
    const parts = [
      ...(await carousel.getByRole('button').all()),
      ...(await carousel.locator('[aria-roledescription="slide"] p').all()),
    ];
    expect(parts.length).toBeGreaterThan(3);
    const windowId = await carousel
      .getByRole('button', { name: 'Comentario siguiente' })
      .getAttribute('aria-controls');
    const slidesWindow = await page.locator(`[id="${windowId}"]`).boundingBox();
    const windowRight = slidesWindow ? slidesWindow.x + slidesWindow.width : 0;
    for (const part of parts) {
      const box = await part.boundingBox();
      if (!box || !bubble) continue;
      // A slide scrolled out of the carousel's window is clipped, not covered.
      if (box.x >= windowRight) continue;
      const sameColumn = box.x < bubble.x + bubble.width && bubble.x < box.x + box.width;
      const name = (await part.getAttribute('aria-label')) ?? (await part.innerText());
      expect(sameColumn, `the bubble can cover '${name}'`).toBe(false);
    }
  });
  await test.step("'Hablar con una persona' leads to the gym's WhatsApp", async () => {
    await page.getByRole('button', { name: 'Abrir chat' }).click();
    await page.getByRole('button', { name: 'Hablar con una persona' }).click();
    await expect(page.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      whatsappHref(DEMO_GYM_CONTACT),
    );
  });
});

test("the slot select shows the whole of every slot's text, on a phone too", async ({
  page,
  request,
}) => {
  for (const activity of await listActivities(request)) {
    if (activity.diaHoras.length === 0) continue;
    await page.goto(`/clases/${activity.id}`);
    const select = page.getByRole('combobox', { name: 'Elegir dia hora' });
    // The text an option takes in the closed select, against the room the select gives it.
    const cut = await select.evaluate((element) => {
      const box = element as HTMLSelectElement;
      const style = getComputedStyle(box);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) return ['no canvas'];
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Array.from(box.options)
        .filter((option) => option.value !== '')
        .map((option) => option.text)
        .filter((text) => canvas.measureText(text).width > room);
    });
    expect(cut, `${activity.name}: options cut in the closed select`).toEqual([]);
  }
});

test('no page breaks its own Content-Security-Policy (the console stays clean)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await visit(page, '/');
  await appTookOver(page);
  // The sections below the hero load the schemas and parse the catalogue and the reviews.
  await page.getByRole('region', { name: 'Comentarios de los socios' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('group', { name: /^1 de \d+$/ })).toBeVisible();
  expect(await violations()).toEqual([]);

  // A form checked by a shared schema as the member types.
  await page.goto('/login');
  const email = field(page.locator('form').first(), 'Email');
  await email.fill('no-es-un-mail');
  await email.blur();
  await expect(page.getByText(USER_MESSAGES.emailInvalid)).toBeVisible();
  expect(await violations()).toEqual([]);
});
