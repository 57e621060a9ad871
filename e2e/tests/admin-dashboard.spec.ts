import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import {
  adminJourneyMember,
  chooseOptions,
  createdOrderViaApi,
  emulatorIdToken,
  fillFields,
  listSlots,
  openAdminSection,
  openCreateDialog,
  rowById,
} from '../support/admin';
import { signIn, signInMember } from '../support/session';
import {
  chooseSlot,
  listActivities,
  moneyPattern,
  openSideCart,
  slotStock,
  type ShopActivity,
  type ShopSlot,
} from '../support/shop';
import { acceptAlert, alertDialog, expectTimedAlert, field, visit } from '../support/ui';

const CAPACITY = 8;
const BOOKED = 2;
const FIRST_PERCENT = 20;
const EDITED_PERCENT = 35;
/** A 1×1 PNG, as a phone's camera roll would give a bigger one. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A last day a year ahead (the gym's calendar day, 'AAAA-MM-DD'). */
const DISCOUNT_ENDS_ON = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
/** 'Si, borrar' on the question: the result replaces it at once. */
async function answerQuestion(page: Page, title: string) {
  const question = alertDialog(page, title);
  await question.getByRole('button', { name: 'Si, borrar', exact: true }).click();
  await expect(question).toBeHidden();
}

/** Each project makes its own slot, so the two runs on one database never pick each other's. */
const SLOT_HOURS: Record<string, string> = { desktop: '06:15', mobile: '06:45' };

test('the admin creates a class with a new Friday slot, cancels an order, edits a discount and deletes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const stamp = Date.now().toString(36).toUpperCase();
  const hour = SLOT_HOURS[project] ?? '05:30';
  const trainerName = `Entrenador E2E ${project} ${stamp}`;
  const className = `Clase E2E ${project} ${stamp}`;
  const code = `E2E${project.toUpperCase()}${stamp}`;
  const price = 7300;
  const member = adminJourneyMember(project);
  let slot: ShopSlot | undefined;
  let activity: ShopActivity | undefined;

  await test.step('the seeded admin signs in to the dashboard', async () => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
    // It opens on 'Resumen' (tests/insights.spec.ts); the six lists follow it.
    await expect(page.getByRole('heading', { name: 'Resumen', level: 2 })).toBeVisible();
    await openAdminSection(page, 'Usuarios');
  });

  await test.step(`creates a Viernes ${hour} slot in 'Dias y horas'`, async () => {
    const dialog = await openCreateDialog(page, 'Dias y horas');
    const create = dialog.getByRole('button', { name: 'Crear', exact: true });
    await expect(create).toBeDisabled();
    await chooseOptions(page, dialog, 'Día', ['Viernes']);
    await fillFields(dialog, { Horario: hour, Capacidad: String(CAPACITY) });
    await expect(dialog.getByText('Hs', { exact: true })).toBeVisible();
    await expect(field(dialog, 'Capacidad')).toHaveAttribute('min', '0');
    await create.click();
    await expectTimedAlert(page, 'Se creó el dia y hora correctamente');
    await expect(dialog).toBeHidden();
    slot = (await listSlots(request)).find(
      (candidate) =>
        candidate.day === 'Viernes' && candidate.hour === hour && candidate.activityId === null,
    );
    expect(slot, `the new Viernes ${hour} slot`).toBeDefined();
    expect(slot?.stock).toBe(CAPACITY);
  });

  await test.step(`creates the trainer '${trainerName}'`, async () => {
    const dialog = await openCreateDialog(page, 'Instructores', {
      Nombre: trainerName,
      Imagen: '/media/trainers/camila-rios.svg',
      Especialidad: 'Entrenamiento de prueba',
      Experiencia: 'Cinco años de clases grupales',
    });
    await chooseOptions(page, dialog, 'Clases', ['Funcional'], true);
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expectTimedAlert(page, 'Se creó el instructor correctamente');
    await expect(
      page
        .getByRole('grid', { name: 'Instructores' })
        .getByRole('gridcell', { name: trainerName, exact: true }),
    ).toBeVisible();
  });

  await test.step(`creates the class '${className}' with that slot and trainer`, async () => {
    if (!slot) throw new Error('no slot');
    const dialog = await openCreateDialog(page, 'Clases', {
      Nombre: className,
      Video: '/media/video/hero.mp4',
      Descripción: 'Una clase creada por el recorrido del administrador.',
      Precio: String(price),
    });
    // 'Subir foto': the server checks, resizes and re-encodes it, and the form takes its address.
    await dialog
      .getByLabel('Subir foto')
      .setInputFiles({ name: 'clase.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(dialog.getByText('Foto subida', { exact: true })).toBeVisible();
    await expect(field(dialog, 'Imagen')).toHaveValue(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    await chooseOptions(page, dialog, 'Instructores', [trainerName], true);
    await chooseOptions(
      page,
      dialog,
      'Dias y horas',
      [`Viernes ${hour} Hs (capacidad: ${CAPACITY})`],
      true,
    );
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expectTimedAlert(page, 'Se creó la clase correctamente');
    activity = (await listActivities(request)).find((candidate) => candidate.name === className);
    expect(activity?.price).toBe(price);
    const photo = await request.get(activity?.image ?? '');
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect(activity?.diaHoras.map((candidate) => candidate.id)).toEqual([slot.id]);
  });

  await test.step(`creates the discount ${code} (${FIRST_PERCENT}%)`, async () => {
    const dialog = await openCreateDialog(page, 'Descuentos', {
      Descuento: '05',
      Código: code.toLowerCase(),
    });
    await expect(dialog.getByText('Este descuento no es posible')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Crear', exact: true })).toBeDisabled();
    // A last day and usage limits: the code ends and runs out (issue 30, point 14).
    await fillFields(dialog, {
      Descuento: String(FIRST_PERCENT),
      'Vence el': DISCOUNT_ENDS_ON,
      'Usos máximos': '50',
      'Usos por socio': '2',
    });
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expectTimedAlert(page, 'Descuento creado correctamente');
    const table = page.getByRole('grid', { name: 'Descuentos' });
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(`${FIRST_PERCENT}%`);
  });

  await test.step('a visitor sees the class on Home with its Friday slot', async () => {
    if (!activity || !slot) throw new Error('no class');
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visit(visitor, '/');
    const list = visitor.getByRole('list', { name: 'Listado de clases' });
    await list.scrollIntoViewIfNeeded();
    const all = await listActivities(request);
    const pageNumber = Math.floor(all.findIndex((a) => a.id === activity?.id) / 3) + 1;
    if (pageNumber > 1) {
      await visitor.getByRole('button', { name: new RegExp(`página ${pageNumber}$`) }).click();
    }
    await list.getByRole('button', { name: `Ver detalle de ${className}` }).click();
    const panel = visitor.getByRole('dialog', { name: className });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(`Precio $${price}.00`)).toBeVisible();
    const select = panel.getByRole('combobox', { name: 'Elegir dia hora' });
    await expect(
      select.locator('option', { hasText: `Viernes ${hour} capacidad: ${CAPACITY}` }),
    ).toHaveCount(1);
    await context.close();
  });

  await test.step(`cancels a member's Created order and the ${BOOKED} places come back`, async () => {
    if (!slot) throw new Error('no slot');
    const token = await emulatorIdToken(request, member.email, member.password);
    const orderId = await createdOrderViaApi(request, token, slot.id, BOOKED);
    expect(await slotStock(request, slot.id)).toBe(CAPACITY - BOOKED);

    const table = await openAdminSection(page, 'Ordenes');
    await page.getByRole('button', { name: 'Actualizar Ordenes' }).click();
    await expect(page.getByRole('button', { name: 'Agregar', exact: true })).toBeDisabled();
    const row = rowById(table, orderId);
    await expect(row).toContainText('Pendiente de pago');
    await expect(row.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Cancelar orden ${orderId}` }).click();
    const confirm = alertDialog(page, '¿Seguro quieres cancelar esta orden?');
    await expect(confirm.getByRole('button', { name: 'No estoy seguro' })).toBeVisible();
    // The result replaces the question at once and closes itself after 1500 ms.
    await confirm.getByRole('button', { name: 'Si, estoy seguro', exact: true }).click();
    await expectTimedAlert(page, 'Orden cancelada correctamente');
    await expect(row).toContainText('Cancelada');
    await expect(row.getByRole('button', { name: `Cancelar orden ${orderId}` })).toHaveCount(0);
    expect(await slotStock(request, slot.id)).toBe(CAPACITY);
  });

  await test.step(`edits ${code} to ${EDITED_PERCENT}%`, async () => {
    const table = await openAdminSection(page, 'Descuentos');
    await table.getByRole('link', { name: `Editar ${code}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar descuentos', level: 1 })).toBeVisible();
    const percent = field(page, 'Descuento');
    await expect(percent).toHaveValue(String(FIRST_PERCENT));
    await expect(field(page, 'Vence el')).toHaveValue(DISCOUNT_ENDS_ON);
    await expect(field(page, 'Usos máximos')).toHaveValue('50');
    await expect(field(page, 'Usos por socio')).toHaveValue('2');
    await percent.fill('101');
    await expect(page.getByText('No puedes crear un descuento mayor al 100%')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeDisabled();
    await percent.fill(String(EDITED_PERCENT));
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectTimedAlert(page, 'Descuento editado correctamente');
    await expect(page).toHaveURL(/\/admindashboard\?seccion=descuentos$/);
    await expect(
      page.getByRole('grid', { name: 'Descuentos' }).getByRole('row').filter({ hasText: code }),
    ).toContainText(`${EDITED_PERCENT}%`);
  });

  await test.step(`the member's 'Validar' applies ${EDITED_PERCENT}%`, async () => {
    if (!activity || !slot) throw new Error('no class');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signInMember(memberPage, member);
    await memberPage.goto(`/clases/${activity.id}`);
    await expect(memberPage.getByRole('heading', { name: className, level: 1 })).toBeVisible();
    await chooseSlot(memberPage, { ...slot, stock: CAPACITY });
    await memberPage.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(memberPage.getByText('Agregado al carrito')).toBeVisible();
    await visit(memberPage, '/');
    const cart = await openSideCart(memberPage);
    await cart.getByLabel('Código de descuento').fill(code.toLowerCase());
    await cart.getByRole('button', { name: 'Validar', exact: true }).click();
    await expect(cart.getByText(`Código aplicado: ${EDITED_PERCENT}% de descuento`)).toBeVisible();
    await expect(cart.getByText(/^Total: /).last()).toHaveText(
      moneyPattern((price * (100 - EDITED_PERCENT)) / 100),
    );
    await context.close();
  });

  await test.step(`removing the slot from '${className}' asks first; declining keeps it`, async () => {
    if (!activity) throw new Error('no class');
    await page.goto(`/admindashboard/clases/edit/${activity.id}`);
    const slots = page.getByRole('region', { name: 'Días y horas de la clase' });
    await slots.getByRole('button', { name: `Quitar Viernes ${hour} Hs` }).click();
    await acceptAlert(
      page,
      '¿Seguro que quieres quitar este día y horario de la clase?',
      'Cancelar',
    );
    await expect(slots.getByText(`Viernes ${hour} Hs`, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Volver atrás' }).click();
    await expect(page).toHaveURL(/\/admindashboard/);
  });

  await test.step(`'Borrar' refuses '${className}': its cancelled order keeps it`, async () => {
    const table = await openAdminSection(page, 'Clases');
    await table.getByRole('button', { name: `Borrar ${className}`, exact: true }).click();
    await answerQuestion(page, '¿Seguro que quieres borrar la clase?');
    const refusal = alertDialog(page, 'No se pudo borrar la clase');
    await expect(refusal).toContainText(
      'No se puede borrar esta actividad: figura en órdenes de socios',
    );
    await refusal.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await expect(table.getByRole('gridcell', { name: className, exact: true })).toBeVisible();
  });

  await test.step(`deletes ${code}, the trainer and a free slot`, async () => {
    const discounts = await openAdminSection(page, 'Descuentos');
    await discounts.getByRole('button', { name: `Borrar ${code}`, exact: true }).click();
    await answerQuestion(page, '¿Seguro que quieres borrar el descuento?');
    await expectTimedAlert(page, 'Descuento borrado correctamente');
    await expect(discounts.getByRole('row').filter({ hasText: code })).toHaveCount(0);

    const trainers = await openAdminSection(page, 'Instructores');
    await trainers.getByRole('button', { name: `Borrar ${trainerName}`, exact: true }).click();
    await answerQuestion(page, '¿Seguro que quieres borrar el instructor?');
    await expectTimedAlert(page, 'Instructor borrado correctamente');
    await expect(trainers.getByRole('gridcell', { name: trainerName, exact: true })).toHaveCount(0);

    const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await request.post('/api/diahora/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { day: 'Domingo', hour, capacity: 4 },
    });
    expect(created.status()).toBe(201);
    const free = (await created.json()) as { id: number };
    const slotsTable = await openAdminSection(page, 'Dias y horas');
    await page.getByRole('button', { name: 'Actualizar Dias y horas' }).click();
    // Phones show no Id column: the row is the one slot of this project on Sunday at that hour.
    const deleteSlot = slotsTable.getByRole('button', {
      name: `Borrar Domingo ${hour}`,
      exact: true,
    });
    const row = slotsTable.getByRole('row').filter({ has: deleteSlot });
    await deleteSlot.click();
    await answerQuestion(page, '¿Seguro que quieres borrar el dia y hora?');
    await expectTimedAlert(page, 'Dia y hora borrado correctamente');
    await expect(row).toHaveCount(0);
    expect((await listSlots(request)).some((candidate) => candidate.id === free.id)).toBe(false);
  });
});
