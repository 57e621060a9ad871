import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../support/accounts';
import { signInMember } from '../support/session';
import {
  approvePayment,
  buyClass,
  chooseSlot,
  dayLabel,
  moneyPattern,
  pickClass,
  slotStock,
  waitForMail,
} from '../support/shop';

// Runs on the 'memberships' project only (playwright.config.ts): a product whose memberships last
// about 80 seconds, 'Por vencer' for the last 25, swept every second.
const PERIOD_TIMEOUT = 150_000;

/** Mis actividades, freshly loaded: its 'Mis abonos' card for that class and slot. */
async function membershipCard(page: Page, name: string): Promise<Locator> {
  await page.goto('/sociodashboard?seccion=actividades');
  await expect(page.getByRole('heading', { name: 'Mis abonos', level: 2 })).toBeVisible();
  return page.getByRole('article', { name });
}

/** Reloads Mis actividades until the card shows `text` (the sweep runs every second). */
async function waitForCardText(page: Page, name: string, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        const card = await membershipCard(page, name);
        return (await card.textContent({ timeout: 10_000 })) ?? '';
      },
      { message: `the '${name}' card shows ${String(text)}`, timeout: PERIOD_TIMEOUT },
    )
    .toMatch(text);
}

test('a member buys a class, sees it expire and its place come back, renews it and adds it to a calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const { activity, slot } = await pickClass(request);
  const name = `${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;
  const stockBefore = await slotStock(request, slot.id);

  await test.step('buys and pays the class: Mis abonos says until when', async () => {
    await signInMember(page, DEMO_MEMBER);
    await buyClass(page, activity, { ...slot, stock: stockBefore });
    const card = await membershipCard(page, name);
    await expect(card).toContainText(/Vence el \d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByRole('button', { name: 'Renovar' })).toBeVisible();
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
  });

  await test.step("is marked 'Por vencer' near the end, then 'Vencida' with its place back", async () => {
    await waitForCardText(page, name, /Por vencer/);
    await waitForCardText(page, name, /Vencida/);
    const card = await membershipCard(page, name);
    await expect(card).toContainText(/Venció el \d{2}\/\d{2}\/\d{4}/);
    expect(await slotStock(request, slot.id)).toBe(stockBefore);
    // The reminder, then the expiry, each mailed with the way back ('Renovar mi abono').
    for (const subject of [/^Tu abono vence el /, /^Tu abono venció /]) {
      const mail = await waitForMail(request, DEMO_MEMBER.email, subject);
      expect(mail.text).toContain('/sociodashboard?seccion=actividades');
    }
  });

  await test.step('the class page shows the place available again', async () => {
    await page.goto(`/clases/${activity.id}`);
    await chooseSlot(page, slot);
    await expect(page.getByText(`Capacidad: ${stockBefore} lugares disponibles`)).toBeVisible();
  });

  await test.step("'Renovar' pays a renewal through Mercado Pago: active again", async () => {
    const card = await membershipCard(page, name);
    await card.getByRole('button', { name: 'Renovar' }).click();
    const question = page.getByRole('dialog', { name: /¿Renovar la compra/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('checkbox', { name: new RegExp(`^${name} `) })).toBeChecked();
    await expect(question.getByRole('status')).toHaveText(moneyPattern(activity.price));
    await question.getByRole('button', { name: 'Renovar y pagar' }).click();
    await expect(page).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    await approvePayment(page);
    const renewed = await membershipCard(page, name);
    await expect(renewed).toContainText(/Vence el \d{2}\/\d{2}\/\d{4}/);
    await expect(renewed).not.toContainText('Vencida');
    expect(await slotStock(request, slot.id)).toBe(stockBefore - 1);
  });

  await test.step("'Agregar a mi calendario' gives a feed with the class", async () => {
    await page.getByRole('button', { name: 'Agregar a mi calendario' }).click();
    const dialog = page.getByRole('dialog');
    const url = await dialog.getByRole('textbox').inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    const feed = await request.get(url);
    expect(feed.ok()).toBe(true);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain(`SUMMARY:${activity.name}`);
    expect(text).toContain('RRULE:FREQ=WEEKLY');
    expect(text).toContain('TZID=America/Argentina/Buenos_Aires');
  });
});
