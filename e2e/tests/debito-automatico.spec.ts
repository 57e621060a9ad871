import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { openAdminSection } from '../support/admin';
import { charge, newClass, openMemberships, turnOnDebit } from '../support/debits';
import { registerMember } from '../support/emulator';
import { signIn, signInMember } from '../support/session';
import { buyClass, dayLabel, moneyPattern, waitForMail } from '../support/shop';
import { acceptAlert, alertDialog, field } from '../support/ui';

// Issue 33, the débito automático (docs/architecture.md 'Débito automático'): a member buys a class,
// turns the débito on and authorises it in the Mercado Pago sandbox; two monthly charges run from
// the sandbox extend the membership twice with two receipts; a third is rejected and mailed with
// the way to pay by hand; the member freezes 7 days (the end moves); the admin raises the class's
// price in Clases → 'Aumento de cuota', in a window of their own (the notice mail, then the new
// amount at Mercado Pago on its day: this product announces rises 0 days ahead and syncs every
// second, playwright.config.ts); the member cancels, and Mercado Pago charges no more.

const PRICE = 5000;
const RAISED = 6500;
const DAY_MS = 86_400_000;

/** 'Vence el dd/mm/aaaa' on the card, as a date. */
async function endOf(page: Page, card: string): Promise<number> {
  const text = (await page.getByRole('article', { name: card }).textContent()) ?? '';
  const match = /Vence el (\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  if (!match) throw new Error(`no end on the card: ${text}`);
  return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
}

test('a member pays by débito automático: authorised, charged twice, rejected once, frozen, raised and cancelled', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey through the sandbox is enough');
  test.setTimeout(240_000);
  const { activity, slot } = await newClass(request, { name: 'Remo', price: PRICE });
  const card = `${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;
  const member = await registerMember(request, {
    prefix: 'debito',
    project: 'desktop',
    name: 'Delfina',
    lastName: 'Débito',
    password: 'Debito123!',
  });

  let preapprovalId = '';
  await test.step('buys the class and turns the débito on in the sandbox', async () => {
    await signInMember(page, member);
    await buyClass(page, activity, slot);
    preapprovalId = await turnOnDebit(page, card, PRICE);
  });

  await test.step('two monthly charges extend the membership twice, each with its receipt', async () => {
    const before = await endOf(page, card);
    for (const round of [1, 2]) {
      expect((await charge(request, preapprovalId, 'approved')).status()).toBe(201);
      await openMemberships(page);
      expect(await endOf(page, card)).toBe(before + round * 30 * DAY_MS);
    }
    // The mail sender delivers every few seconds.
    await expect
      .poll(
        async () => {
          const mails = (await (await request.get('/api/dev/mails')).json()) as {
            to: string[];
            subject: string;
          }[];
          return mails.filter(
            (mail) =>
              mail.to.some((to) => to.toLowerCase() === member.email) &&
              mail.subject.startsWith('Débito automático: cobramos tu abono'),
          ).length;
        },
        { timeout: 30_000 },
      )
      .toBe(2);
  });

  await test.step('a rejected charge mails the way to pay by hand', async () => {
    expect((await charge(request, preapprovalId, 'rejected')).status()).toBe(201);
    const mail = await waitForMail(request, member.email, /^No pudimos cobrar tu abono/);
    expect(mail.text).toContain('Pagar mi abono: ');
    expect(mail.text).toContain('/sociodashboard?seccion=actividades');
  });

  await test.step('a 7-day freeze moves the end and pauses the débito', async () => {
    await openMemberships(page);
    const before = await endOf(page, card);
    await page
      .getByRole('article', { name: card })
      .getByRole('button', { name: 'Congelar' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Congelar abono' });
    await dialog.getByRole('button', { name: 'Congelar' }).click();
    const frozen = page.getByRole('dialog', { name: /^Abono congelado hasta el/ });
    await frozen.getByRole('button', { name: 'Aceptar' }).click();
    await openMemberships(page);
    await expect(page.getByRole('article', { name: card })).toContainText('Congelado hasta el');
    expect(await endOf(page, card)).toBe(before + 7 * DAY_MS);
    await expect(page.getByRole('article', { name: card })).toContainText(
      'Débito automático pausado',
    );
  });

  await test.step('the admin raises the price in Clases: the member is told, then Mercado Pago charges the new amount', async () => {
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(new Date());
    // The admin in a window of their own: the member stays signed in in theirs.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL ?? '',
      viewport: { width: 1280, height: 800 },
    });
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    const grid = await openAdminSection(admin, 'Clases');
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill(activity.name);
    await grid
      .getByRole('button', { name: `Aumento de cuota de ${activity.name}`, exact: true })
      .click();
    const dialog = admin.getByRole('dialog', {
      name: `Aumento de cuota: ${activity.name}`,
      exact: true,
    });
    await expect(dialog.getByText(/^Precio actual:/)).toHaveText(moneyPattern(PRICE));
    await expect(dialog.getByText('No hay aumentos programados para esta clase.')).toBeVisible();
    // This product announces rises 0 days ahead: the server takes today, the client leaves it to it.
    await field(dialog, 'Precio nuevo').fill(String(RAISED));
    await field(dialog, 'Desde el').fill(today);
    await dialog.getByRole('button', { name: 'Programar aumento' }).click();
    const scheduled = dialog.getByRole('status').filter({ hasText: 'Aumento programado' });
    await expect(scheduled).toContainText('Se avisó a 1 socio con débito automático.');
    // Listed at once; the sync job may already have applied it (it runs every second).
    const rise = dialog
      .getByRole('list', { name: 'Aumentos de esta clase' })
      .getByRole('listitem')
      .filter({ hasText: moneyPattern(RAISED) });
    await expect(rise).toContainText(/Programado|Aplicado/);
    await expect(rise).toContainText('Avisados: 1');
    await context.close();

    const notice = await waitForMail(request, member.email, /^Aumento de cuota/);
    expect(notice.text).toMatch(moneyPattern(RAISED));
    await expect
      .poll(
        async () => (await page.request.get(`/mp-sandbox/subscriptions/${preapprovalId}`)).text(),
        {
          timeout: 30_000,
        },
      )
      .toMatch(moneyPattern(RAISED));
  });

  await test.step('the member cancels the débito: no more charges', async () => {
    await openMemberships(page);
    await page
      .getByRole('article', { name: card })
      .getByRole('button', { name: 'Cancelar débito' })
      .click();
    // The confirm gives way to the answer: the app stays behind sweetalert2 until that closes.
    await alertDialog(page, '¿Cancelar el débito automático?')
      .getByRole('button', { name: 'Cancelar débito', exact: true })
      .click();
    await acceptAlert(page, 'Débito automático cancelado');
    expect((await charge(request, preapprovalId, 'approved')).status()).toBe(409);
  });
});
