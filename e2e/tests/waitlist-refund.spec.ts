import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { emulatorIdToken, openAdminSection, rowById } from '../support/admin';
import { signIn, signInMember } from '../support/session';
import {
  approvePayment,
  buyClass,
  chooseSlot,
  dayLabel,
  pickClass,
  slotStock,
  waitForMail,
} from '../support/shop';
import { alertDialog, expectTimedAlert } from '../support/ui';

// Runs on the 'memberships' project (playwright.config.ts): its own product and database, so
// making a class full disturbs no other journey. Two seeded members nobody signs in there.
const BUYER = { email: 'lucia.fernandez@powergym.com.ar', password: 'Lucia123!' };
const WAITER = { email: 'mateo.rodriguez@powergym.com.ar', password: 'Mateo123!' };

test('a full class: a member waits, the buyer is refunded, the place is offered, paid and held', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { activity, slot } = await pickClass(request);
  const name = `${activity.name} ${dayLabel(slot.day)} ${slot.hour}`;

  await test.step('the admin leaves one place in the class', async () => {
    const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const taken = slot.capacity - slot.stock;
    const res = await request.put(`/api/diahora/${slot.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { capacity: taken + 1 },
    });
    expect(res.ok(), `PUT /api/diahora answered ${res.status()}`).toBe(true);
    expect(await slotStock(request, slot.id)).toBe(1);
  });

  const buyer = await (await browser.newContext()).newPage();
  let orderId = 0;
  await test.step('a member buys and pays the last place', async () => {
    await signInMember(buyer, BUYER);
    orderId = await buyClass(buyer, activity, { ...slot, stock: 1 });
    expect(await slotStock(request, slot.id)).toBe(0);
  });

  const waiter = await (await browser.newContext()).newPage();
  await test.step('a second member finds it full and joins the waitlist', async () => {
    await signInMember(waiter, WAITER);
    await waiter.goto(`/clases/${activity.id}`);
    await expect(waiter.getByRole('heading', { name: activity.name, level: 1 })).toBeVisible();
    await chooseSlot(waiter, slot);
    await expect(waiter.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled();
    await waiter.getByRole('button', { name: 'Anotarme en lista de espera', exact: true }).click();
    await expect(waiter.getByText('Estás en el lugar 1 de la lista de espera')).toBeVisible();
    await waiter.goto('/sociodashboard?seccion=actividades');
    const card = waiter.getByRole('article', { name });
    await expect(card).toContainText('Lugar 1 de 1');
  });

  await test.step("the admin cancels the buyer's paid order: it is refunded", async () => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    const table = await openAdminSection(admin, 'Ordenes');
    const row = rowById(table, orderId);
    await expect(row).toContainText('Pagada');
    // Mercado Pago's status in the admin's Spanish, never its own word ('approved').
    await expect(row).toContainText('Aprobado');
    await expect(row).not.toContainText('approved');
    await row.getByRole('button', { name: `Cancelar orden ${orderId}` }).click();
    const confirm = alertDialog(admin, `¿Cancelar y reembolsar la orden N° ${orderId}?`);
    await expect(confirm).toContainText('se devolverá el total al socio por Mercado Pago');
    await confirm.getByRole('button', { name: 'Si, reembolsar', exact: true }).click();
    await expectTimedAlert(admin, 'Orden reembolsada');
    await expect(row).toContainText('Reembolsada');
    await expect(row).toContainText('Devuelto');
    const refund = await waitForMail(request, BUYER.email, `Reembolsamos tu pedido #${orderId}`);
    expect(refund.text).toContain('Te devolvimos');
  });

  await test.step('the waiting member gets the offer by mail, pays it and holds the place', async () => {
    const mail = await waitForMail(request, WAITER.email, /^Se liberó un lugar/);
    expect(mail.text).toContain('/sociodashboard?seccion=actividades');
    // The freed place went to the offer: nobody else can buy it meanwhile.
    expect(await slotStock(request, slot.id)).toBe(0);
    await waiter.goto('/sociodashboard?seccion=actividades');
    const card = waiter.getByRole('article', { name });
    await expect(card).toContainText(/Se liberó un lugar: pagalo antes del/);
    await card.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(waiter).toHaveURL(/\/mp-sandbox\//, { timeout: 20_000 });
    await approvePayment(waiter);
    await waiter.goto('/sociodashboard?seccion=actividades');
    await expect(waiter.getByRole('heading', { name: 'Mis abonos', level: 2 })).toBeVisible();
    await expect(waiter.getByRole('article', { name })).toContainText(
      /Vence el \d{2}\/\d{2}\/\d{4}/,
    );
    await expect(waiter.getByRole('heading', { name: 'Lista de espera', level: 2 })).toHaveCount(0);
    expect(await slotStock(request, slot.id)).toBe(0);
  });
});
