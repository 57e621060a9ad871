import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/accounts';
import { emulatorIdToken } from '../support/admin';
import { signIn } from '../support/session';
import { listActivities } from '../support/shop';
import { alertDialog, expectTimedAlert } from '../support/ui';

interface PublicReview {
  id: number;
  activityId: number;
  description: string | null;
  user: { name: string; lastName: string };
}

/** A class of this run's own (its own slot and trainer), made through the admin API: its id. */
async function ownClass(request: APIRequestContext, name: string): Promise<number> {
  const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), `POST ${url}`).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const slot = await post('/api/diahora/create', { day: 'Domingo', hour: '06:05', capacity: 5 });
  const funcional = (await listActivities(request)).find(
    (activity) => activity.name === 'Funcional',
  );
  const trainer = await post('/api/trainer', {
    name: `Instructor de ${name}`,
    image: '/media/trainers/camila-rios.svg',
    specialty: 'Archivo',
    experience: 'Dos años',
    activities: [funcional?.id ?? 1],
  });
  return post('/api/activity', {
    name,
    image: '/media/activities/funcional.svg',
    video: '/media/video/hero.mp4',
    description: 'Una clase que el administrador archiva y restaura.',
    price: 4100,
    trainers: [trainer],
    diaHoraId: [slot],
  });
}

/** Opens a dashboard section with its 'Buscar' filled (?buscar=), and its grid. */
async function openSearched(page: Page, section: string, grid: string, search: string) {
  await page.goto(`/admindashboard?seccion=${section}&buscar=${encodeURIComponent(search)}`);
  const table = page.getByRole('grid', { name: grid, exact: true });
  await expect(table).toBeVisible();
  return table;
}

/** Presses a row's button, answers its question with `confirm`, and waits for `done`. */
async function confirmRowAction(
  page: Page,
  button: string,
  question: string,
  confirm: string,
  done: string,
) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = alertDialog(page, question);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expectTimedAlert(page, done);
}

test("the admin archives and restores a class, and hides a review from its class's page", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Clase Archivo ${testInfo.project.name} ${Date.now().toString(36)}`;
  const classId = await ownClass(request, name);

  await test.step('the class is in the public catalogue and has its page', async () => {
    expect((await listActivities(request)).map((activity) => activity.name)).toContain(name);
    await page.goto(`/clases/${classId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay opiniones de esta clase.')).toBeVisible();
  });

  await test.step("'Archivar' in Clases marks it 'Archivada' and takes it off the catalogue", async () => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, /\/admindashboard/);
    const table = await openSearched(page, 'clases', 'Clases', name);
    await confirmRowAction(
      page,
      `Archivar ${name}`,
      '¿Archivar la clase?',
      'Si, archivar',
      'Clase archivada',
    );
    await expect(
      table.getByRole('row').filter({ hasText: name }).getByText('Archivada'),
    ).toBeVisible();
    expect((await listActivities(request)).map((activity) => activity.name)).not.toContain(name);
    await page.goto(`/clases/${classId}`);
    await expect(page.getByText('No encontramos esta clase.')).toBeVisible();
  });

  await test.step("'Restaurar' brings it back", async () => {
    const table = await openSearched(page, 'clases', 'Clases', name);
    await confirmRowAction(
      page,
      `Restaurar ${name}`,
      '¿Restaurar la clase?',
      'Si, restaurar',
      'Clase restaurada',
    );
    await expect(
      table.getByRole('row').filter({ hasText: name }).getByText('Archivada'),
    ).toBeHidden();
    expect((await listActivities(request)).map((activity) => activity.name)).toContain(name);
    await page.goto(`/clases/${classId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  await test.step("'Actividad' lists the archive, by the admin", async () => {
    await page.goto('/admindashboard?seccion=actividad');
    await expect(page.getByRole('heading', { name: 'Actividad', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Actividad', exact: true });
    // Newest first: the restore, then the archive, then the class's creation.
    await expect(table.getByRole('row').nth(1)).toContainText('Restauró una clase');
    await page
      .getByRole('combobox', { name: 'Acción' })
      .selectOption({ label: 'Archivó una clase' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `Clase N° ${classId}`, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Archivó una clase');
    await expect(row).toContainText(DEMO_ADMIN.name);
    await expect(row).toContainText('(Administrador)');
  });

  await test.step("'Editar textos' rewrites the description the class page shows", async () => {
    const description = `Texto nuevo de ${name}.`;
    await openSearched(page, 'clases', 'Clases', name);
    await page.getByRole('button', { name: `Editar textos de ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Editar textos de ${name}` });
    await dialog.getByLabel('Descripción').fill(description);
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(dialog).toBeHidden();
    const listed = (await listActivities(request)).find((activity) => activity.id === classId);
    expect(listed?.description).toBe(description);
    await page.goto(`/clases/${classId}`);
    await expect(page.getByText(description).first()).toBeAttached();
  });

  await test.step("'Archivar' a trainer takes them off the public staff; 'Restaurar' brings them back", async () => {
    const trainer = `Instructor de ${name}`;
    const publicTrainers = async () => {
      const response = await request.get(`/api/trainer?q=${encodeURIComponent(trainer)}`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { name: string }[]).map((row) => row.name);
    };
    expect(await publicTrainers()).toContain(trainer);
    const table = await openSearched(page, 'instructores', 'Instructores', trainer);
    await confirmRowAction(
      page,
      `Archivar ${trainer}`,
      '¿Archivar el instructor?',
      'Si, archivar',
      'Instructor archivado',
    );
    await expect(
      table.getByRole('row').filter({ hasText: trainer }).getByText('Archivado'),
    ).toBeVisible();
    expect(await publicTrainers()).not.toContain(trainer);
    await confirmRowAction(
      page,
      `Restaurar ${trainer}`,
      '¿Restaurar el instructor?',
      'Si, restaurar',
      'Instructor restaurado',
    );
    expect(await publicTrainers()).toContain(trainer);
  });

  // The newest public review with a text is on the first page of its class's 'Opiniones'.
  const listed = await request.get('/api/review/all?described=true&pageSize=1');
  const [review] = (await listed.json()) as PublicReview[];
  if (!review?.description) throw new Error('the seed has no review with a text');
  const text = review.description;
  const author = `${review.user.name} ${review.user.lastName}`;

  await test.step('the review shows on its class page', async () => {
    await page.goto(`/clases/${review.activityId}`);
    const opinions = page.getByRole('region', { name: 'Opiniones' });
    await expect(opinions.getByText(text)).toBeVisible();
    await expect(opinions.getByRole('heading', { name: author }).first()).toBeVisible();
  });

  try {
    await test.step("'Ocultar' in Reseñas takes it off the class page", async () => {
      const table = await openSearched(page, 'resenas', 'Reseñas', String(review.id));
      const row = table.getByRole('row').filter({ hasText: text.slice(0, 40) });
      await expect(row.getByText('Visible', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: /^Ocultar la reseña de / }).click();
      await alertDialog(page, '¿Ocultar la reseña?')
        .getByRole('button', { name: 'Si, ocultar' })
        .click();
      await expectTimedAlert(page, 'Reseña oculta');
      await expect(row.getByText('Oculta', { exact: true })).toBeVisible();

      await page.goto(`/clases/${review.activityId}`);
      const opinions = page.getByRole('region', { name: 'Opiniones' });
      await expect(opinions.getByRole('heading', { name: 'Opiniones' })).toBeVisible();
      await expect(opinions.locator('[role="status"]')).toHaveCount(0);
      await expect(opinions.getByText(text)).toBeHidden();
    });
  } finally {
    // Shown again, so the other project and the other specs find the seed as it was.
    const token = await emulatorIdToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const shown = await request.put(`/api/review/${review.id}/show`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(shown.ok()).toBe(true);
  }
});
