import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { charge, newClass, openMemberships, turnOnDebit } from '../support/debits';
import { registerMember } from '../support/emulator';
import { signIn, signInMember } from '../support/session';
import { buyClass, dayLabel, purchaseRow, slotStock, waitForMail } from '../support/shop';
import { field, visit } from '../support/ui';

// Issue 34, the cancel buttons Argentine law requires (docs/architecture.md, 'Legal requests'):
// signed out, from the home page's footer, a buyer asks to revoke an order paid today, reads the
// request's code on screen and in the mail, confirms from the mail's link, and the order is
// refunded with its place free; then a member with a débito asks for the baja: the débito is
// cancelled at the sandbox and the membership still runs to its end.

const PRICE = 4200;
const CODE = /PG-[0-9A-HJKMNP-TV-Z]{10}/;

/** A window of its own, nobody signed in (the buttons work from a first visit). */
async function signedOutPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The code the page shows once the request was sent. */
async function codeOnScreen(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
  const received = page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' });
  await expect(received).toContainText(CODE);
  const code = CODE.exec((await received.textContent()) ?? '')?.[0];
  if (!code) throw new Error('no code on screen');
  return code;
}

/** The mail with the code and the confirm link; answers the link. */
async function confirmLinkOf(
  request: APIRequestContext,
  email: string,
  kind: string,
  code: string,
): Promise<string> {
  const mail = await waitForMail(request, email, `Confirmá tu solicitud de ${kind} ${code}`);
  expect(mail.text).toContain(`El código de tu solicitud es ${code}.`);
  const link = /https?:\/\/\S+\/solicitudes\/PG-\w+\/confirmar\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirm link in: ${mail.text}`);
  return link;
}

async function confirmFromMail(page: Page, link: string, code: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirmar solicitud', level: 1 })).toBeVisible();
  await expect(page.getByText(`Código de la solicitud: ${code}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar solicitud' }).click();
}

test('signed out, a buyer revokes a purchase and a member asks for the baja, each confirmed from the mail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey through the mail is enough');
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL ?? '';

  await test.step('arrepentimiento: from the footer, the code on screen and in the mail, confirmed, refunded', async () => {
    const { activity, slot } = await newClass(request, { name: 'Arrepentimiento', price: PRICE });
    const buyer = await registerMember(request, {
      prefix: 'arrepentimiento',
      project: 'desktop',
      name: 'Ariel',
      lastName: 'Arrepentido',
      password: 'Arrepentido123!',
    });
    await signInMember(page, buyer);
    const orderId = await buyClass(page, activity, slot);
    const placesPaid = await slotStock(request, slot.id);

    const visitor = await signedOutPage(browser, baseURL);
    await visit(visitor, '/');
    const footer = visitor.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Botón de arrepentimiento' }).click();
    await expect(
      visitor.getByRole('heading', { name: 'Botón de arrepentimiento', level: 1 }),
    ).toBeVisible();
    await field(visitor, 'E-mail de la compra').fill(buyer.email);
    await field(visitor, 'Número de orden').fill(String(orderId));
    await visitor.getByRole('button', { name: 'Solicitar arrepentimiento' }).click();
    const code = await codeOnScreen(visitor);

    const link = await confirmLinkOf(request, buyer.email, 'arrepentimiento', code);
    await confirmFromMail(visitor, link, code);
    await expect(visitor.getByRole('heading', { name: 'Solicitud resuelta' })).toBeVisible();
    await expect(visitor.getByText(`Reembolsamos la orden N° ${orderId}.`)).toBeVisible();
    await waitForMail(request, buyer.email, `Tu solicitud de arrepentimiento ${code}: resuelta`);

    // The buyer sees it refunded, and the place is free again.
    await page.goto('/sociodashboard?seccion=compras');
    await expect(purchaseRow(page, orderId)).toContainText('Reembolsada');
    expect(await slotStock(request, slot.id)).toBe(placesPaid + 1);

    // The same link again changes nothing.
    await confirmFromMail(visitor, link, code);
    await expect(visitor.getByRole('heading', { name: 'Solicitud resuelta' })).toBeVisible();
    expect(await slotStock(request, slot.id)).toBe(placesPaid + 1);
    await visitor.context().close();
  });

  await test.step('baja: the débito is cancelled at Mercado Pago, the membership runs to its end', async () => {
    const { activity, slot } = await newClass(request, { name: 'Baja', price: PRICE });
    const card = `${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;
    const member = await registerMember(request, {
      prefix: 'baja',
      project: 'desktop',
      name: 'Berta',
      lastName: 'Baja',
      password: 'BajaDebito123!',
    });
    // A browser of their own: the buyer above is still signed in in `page`.
    const memberPage = await signedOutPage(browser, baseURL);
    await signInMember(memberPage, member);
    await buyClass(memberPage, activity, slot);
    const preapprovalId = await turnOnDebit(memberPage, card, PRICE);

    const visitor = await signedOutPage(browser, baseURL);
    await visit(visitor, '/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Botón de baja' }).click();
    await expect(visitor.getByRole('heading', { name: 'Botón de baja', level: 1 })).toBeVisible();
    await field(visitor, 'E-mail').fill(member.email);
    await visitor.getByRole('button', { name: 'Solicitar la baja' }).click();
    const code = await codeOnScreen(visitor);

    const link = await confirmLinkOf(request, member.email, 'baja', code);
    await confirmFromMail(visitor, link, code);
    await expect(visitor.getByRole('heading', { name: 'Baja confirmada' })).toBeVisible();
    const ending = visitor
      .getByRole('list', { name: 'Abonos que siguen hasta su fin' })
      .getByRole('listitem');
    await expect(ending).toHaveCount(1);
    await expect(ending).toContainText(`(${activity.name}): hasta el `);
    await visitor.context().close();

    // Mercado Pago charges no more; the member still has the class until its end.
    await expect
      .poll(async () => (await charge(request, preapprovalId, 'approved')).status())
      .toBe(409);
    await openMemberships(memberPage);
    const membership = memberPage.getByRole('article', { name: card });
    await expect(membership).toContainText('Vence el');
    await expect(membership).not.toContainText('Débito automático activo');
    const outcome = await waitForMail(
      request,
      member.email,
      `Tu solicitud de baja ${code}: resuelta`,
    );
    expect(outcome.text).toContain(`${activity.name} (orden N° `);
  });

  await test.step("the admin's 'Solicitudes' lists both, resolved", async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    await admin.goto('/admindashboard?seccion=solicitudes');
    const table = admin.getByRole('table', { name: 'Solicitudes' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Arrepentimiento' }).first(),
    ).toContainText('Resuelta');
    await expect(table.getByRole('row').filter({ hasText: 'Baja' }).first()).toContainText(
      'Resuelta',
    );
    await context.close();
  });
});
