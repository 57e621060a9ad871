import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlert } from '@/testing/popups';
import { textsOf } from '@/testing/tables';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

async function openCreateDialog(section: string, label: string) {
  const view = renderApp({
    route: `/admindashboard?seccion=${section}`,
    preloadedState: signedInState(adminFixture),
  });
  await screen.findByRole('grid', { name: label });
  await view.user.click(screen.getByRole('button', { name: 'Agregar' }));
  const dialog = await screen.findByRole('dialog', { name: `Crear ${label}` });
  return { ...view, dialog };
}

type User = Awaited<ReturnType<typeof openCreateDialog>>['user'];

/** Focuses and leaves each text field untouched, as a hurried admin would. */
async function leaveEmpty(user: User, dialog: HTMLElement, labels: string[]) {
  for (const label of labels) {
    await user.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
    await user.tab();
  }
}

/** Opens a select and closes it without choosing. */
async function openAndClose(user: User, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function choose(user: User, dialog: HTMLElement, label: string, options: string[]) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) {
    // The choices may still be loading when the dialog opens.
    await user.click(await within(listbox).findByRole('option', { name: option }));
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Replaces a field's text in one input event (typing long texts key by key is slow here). */
async function type(user: User, dialog: HTMLElement, label: string, text: string) {
  const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** Each message shows in the dialog. */
async function expectMessages(dialog: HTMLElement, messages: string[]) {
  for (const message of messages) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
}

/** Waits until the form validated its values (asynchronously), then presses 'Crear'. */
async function pressCreate(user: User, dialog: HTMLElement) {
  const create = within(dialog).getByRole('button', { name: 'Crear' });
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);
}

/** Presses 'Crear' and waits for the section's success popup. */
async function createWithSuccess(user: User, dialog: HTMLElement, title: string) {
  await pressCreate(user, dialog);
  await expectAlert({ icon: 'success', title, timer: 1500 });
}

/** The first request the admin API received was this POST. */
function expectPosted(path: string, body: unknown) {
  expect(adminDb.requests[0]).toEqual({ method: 'POST', path, body });
}

// The class and trainer dialogs hold seven and five fields; walking all of them through the UI
// takes several seconds when the machine is busy.
const LONG_FORM = { timeout: 40_000 };

describe('Crear Clases', LONG_FORM, () => {
  it("shows every message and keeps 'Crear' disabled while errors exist", async () => {
    const { user, dialog } = await openCreateDialog('clases', 'Clases');
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();
    await leaveEmpty(user, dialog, ['Nombre', 'Imagen', 'Video', 'Descripción', 'Precio']);
    await openAndClose(user, dialog, 'Instructores');
    await openAndClose(user, dialog, 'Dias y horas');
    await expectMessages(dialog, [
      'El nombre es requerido',
      'La imagen es requerida',
      'El video es requerido',
      'La descripcion es requerida',
      'El precio es requerido',
      'Debe seleccionar instructor',
      'Debe seleccionar dia y hora',
    ]);
    expect(create).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Precio/)).toHaveAttribute('min', '0');
  });

  it('offers only free slots and creates the class with an integer price', async () => {
    const { user, dialog } = await openCreateDialog('clases', 'Clases');
    await type(user, dialog, 'Nombre', 'Pilates');
    await type(user, dialog, 'Imagen', '/media/activities/pilates.svg');
    await type(user, dialog, 'Video', 'https://videos.example/pilates.mp4');
    await type(user, dialog, 'Descripción', 'Control, postura y respiración.');
    await type(user, dialog, 'Precio', '6200');
    await choose(user, dialog, 'Instructores', ['Diego Ruiz', 'Laura Gómez']);
    await user.click(within(dialog).getByRole('combobox', { name: /^Dias y horas/ }));
    const slots = await screen.findByRole('listbox');
    await within(slots).findByRole('option', { name: /Viernes 20:00/ });
    expect(textsOf(within(slots).getAllByRole('option'))).toEqual([
      'Viernes 20:00 Hs (capacidad: 10)',
    ]);
    await user.click(within(slots).getByRole('option', { name: /Viernes 20:00/ }));
    await user.keyboard('{Escape}');
    // The choices come from the catalogue lists, not from the grids' pages.
    expect(adminDb.listRequests).toEqual(
      expect.arrayContaining([
        { path: '/api/trainer', params: { pageSize: '100' } },
        { path: '/api/diahora', params: { pageSize: '100' } },
      ]),
    );
    await createWithSuccess(user, dialog, 'Se creó la clase correctamente');
    expect(adminDb.requests).toEqual([
      {
        method: 'POST',
        path: '/api/activity',
        body: {
          name: 'Pilates',
          image: '/media/activities/pilates.svg',
          video: 'https://videos.example/pilates.mp4',
          description: 'Control, postura y respiración.',
          price: 6200,
          trainers: [2, 1],
          diaHoraId: [90],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with 'Algo salió mal al crear la clase' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('post', '*/api/activity', 409, 'Este día y horario ya pertenece a otra actividad');
    const { user, dialog } = await openCreateDialog('clases', 'Clases');
    await type(user, dialog, 'Nombre', 'Pilates');
    await type(user, dialog, 'Imagen', '/media/activities/pilates.svg');
    await type(user, dialog, 'Video', '/media/video/hero.mp4');
    await type(user, dialog, 'Descripción', 'Control y postura.');
    await type(user, dialog, 'Precio', '6200');
    await choose(user, dialog, 'Instructores', ['Laura Gómez']);
    await choose(user, dialog, 'Dias y horas', ['Viernes 20:00 Hs (capacidad: 10)']);
    await pressCreate(user, dialog);
    await expectAlert({
      icon: 'error',
      title: 'Algo salió mal al crear la clase',
      text: 'Este día y horario ya pertenece a otra actividad',
      timer: 1500,
    });
    expect(screen.getByRole('dialog', { name: 'Crear Clases' })).toBeInTheDocument();
  });
});

describe('Crear Instructores', LONG_FORM, () => {
  it('shows every message, then creates the trainer with its classes', async () => {
    const { user, dialog } = await openCreateDialog('instructores', 'Instructores');
    const create = within(dialog).getByRole('button', { name: 'Crear' });
    await leaveEmpty(user, dialog, ['Nombre', 'Imagen', 'Especialidad', 'Experiencia']);
    await openAndClose(user, dialog, 'Clases');
    await expectMessages(dialog, [
      'El nombre es requerido',
      'La imagen es requerida',
      'La especialidad se requiere',
      'La experiencia es requerida',
      'Debes seleccionar al menos una actividad para el trainer',
    ]);
    expect(create).toBeDisabled();

    await type(user, dialog, 'Nombre', 'Sol Rivas');
    await type(user, dialog, 'Imagen', 'http://inseguro.example/sol.png');
    expect(
      await within(dialog).findByText('La imagen debe ser una URL válida'),
    ).toBeInTheDocument();
    await type(user, dialog, 'Imagen', '/media/trainers/sol.svg');
    await type(user, dialog, 'Especialidad', 'Yoga');
    await type(user, dialog, 'Experiencia', '6 años');
    await choose(user, dialog, 'Clases', ['Yoga']);
    expect(adminDb.listRequests).toContainEqual({
      path: '/api/activity/all',
      params: { pageSize: '100' },
    });
    await createWithSuccess(user, dialog, 'Se creó el instructor correctamente');
    expectPosted('/api/trainer', {
      name: 'Sol Rivas',
      image: '/media/trainers/sol.svg',
      specialty: 'Yoga',
      experience: '6 años',
      activities: [3],
    });
  });
});

describe('Crear Dias y horas', () => {
  it('shows every message, the Hs suffix and a numeric capacity with min 0', async () => {
    const { user, dialog } = await openCreateDialog('dias-y-horas', 'Dias y horas');
    await openAndClose(user, dialog, 'Día');
    await leaveEmpty(user, dialog, ['Horario', 'Capacidad']);
    await expectMessages(dialog, [
      'Debes especificar un día',
      'El horario es obligatorio',
      'La capacidad es obligatoria',
    ]);
    expect(within(dialog).getByText('Hs')).toBeInTheDocument();
    const capacity = within(dialog).getByLabelText(/^Capacidad/);
    expect(capacity).toHaveAttribute('type', 'number');
    expect(capacity).toHaveAttribute('min', '0');
    for (const hour of ['25:00', '7:5', '12.30']) {
      await type(user, dialog, 'Horario', hour);
      expect(
        await within(dialog).findByText('El formato debe ser el siguiente: HH:MM o H:MM'),
      ).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it('lists the seven days and creates the slot with the hour as HH:MM', async () => {
    const { user, dialog } = await openCreateDialog('dias-y-horas', 'Dias y horas');
    await user.click(within(dialog).getByRole('combobox', { name: /^Día/ }));
    const days = await screen.findByRole('listbox');
    expect(textsOf(within(days).getAllByRole('option'))).toEqual([
      'Lunes',
      'Martes',
      'Miercoles',
      'Jueves',
      'Viernes',
      'Sabado',
      'Domingo',
    ]);
    await user.click(within(days).getByRole('option', { name: 'Viernes' }));
    await type(user, dialog, 'Horario', '7:30');
    await type(user, dialog, 'Capacidad', '20');
    await createWithSuccess(user, dialog, 'Se creó el dia y hora correctamente');
    expectPosted('/api/diahora/create', { day: 'Viernes', hour: '07:30', capacity: 20 });
  });
});

describe('Crear Descuentos', () => {
  it.each([
    ['', 'Debes indicar un descuento'],
    ['05', 'Este descuento no es posible'],
    ['1e2', 'Solo números'],
    ['150', 'No puedes crear un descuento mayor al 100%'],
  ])("answers descuento '%s' with '%s'", async (value, message) => {
    const { user, dialog } = await openCreateDialog('descuentos', 'Descuentos');
    await type(user, dialog, 'Código', 'OTONO');
    if (value === '') await leaveEmpty(user, dialog, ['Descuento']);
    else await type(user, dialog, 'Descuento', value);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toBeDisabled();
  });

  it("requires the code, then creates it upper-cased with 'Descuento creado correctamente'", async () => {
    const { user, dialog } = await openCreateDialog('descuentos', 'Descuentos');
    const percent = within(dialog).getByLabelText(/^Descuento/);
    expect(percent).toHaveAttribute('type', 'number');
    expect(percent).toHaveAttribute('min', '0');
    await leaveEmpty(user, dialog, ['Código']);
    expect(await within(dialog).findByText('Debe incluir un codigo')).toBeInTheDocument();
    await type(user, dialog, 'Descuento', '15');
    await type(user, dialog, 'Código', 'otono15');
    await createWithSuccess(user, dialog, 'Descuento creado correctamente');
    // Without a last day or limits: a code that never ends, with no limit.
    expectPosted('/api/descuento/', {
      codigo: 'OTONO15',
      descuento: 15,
      endsOn: null,
      maxUses: null,
      maxUsesPerMember: null,
    });
  });

  it('creates a code with a last day and usage limits, refusing a limit below one', async () => {
    const { user, dialog } = await openCreateDialog('descuentos', 'Descuentos');
    expect(within(dialog).getByLabelText(/^Vence el/)).toHaveAttribute('type', 'date');
    expect(
      within(dialog).getByText('Vacío: no vence. Vale hasta el final de ese día'),
    ).toBeVisible();
    await type(user, dialog, 'Descuento', '20');
    await type(user, dialog, 'Código', 'finde');
    await type(user, dialog, 'Usos máximos', '0');
    expect(
      await within(dialog).findByText('Los usos deben ser un número entero entre 1 y 1000000'),
    ).toBeInTheDocument();
    await type(user, dialog, 'Vence el', '2026-12-31');
    await type(user, dialog, 'Usos máximos', '100');
    await type(user, dialog, 'Usos por socio', '1');
    await createWithSuccess(user, dialog, 'Descuento creado correctamente');
    expectPosted('/api/descuento/', {
      codigo: 'FINDE',
      descuento: 20,
      endsOn: '2026-12-31',
      maxUses: 100,
      maxUsesPerMember: 1,
    });
  });

  it("shows 'Algo salió mal al crear el descuento' with the server's reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('post', '*/api/descuento/', 409, 'Ya existe un descuento con ese codigo');
    const { user, dialog } = await openCreateDialog('descuentos', 'Descuentos');
    await type(user, dialog, 'Descuento', '10');
    await type(user, dialog, 'Código', 'POWER10');
    await pressCreate(user, dialog);
    await expectAlert({
      icon: 'error',
      title: 'Algo salió mal al crear el descuento',
      text: 'Ya existe un descuento con ese codigo',
      timer: 1500,
    });
  });
});
