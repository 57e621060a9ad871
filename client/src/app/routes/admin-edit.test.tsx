import { ADMIN_MESSAGES, AUTH_MESSAGES, ROLE_MESSAGES } from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showConfirm } from '@/lib/alert';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlert, expectAlertLike } from '@/testing/popups';
import { textsOf } from '@/testing/tables';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

/** Opens the edit page straight from its URL, as after a reload. */
async function openEdit(item: string, id: number | string, title: string) {
  const view = renderApp({
    route: `/admindashboard/${item}/edit/${id}`,
    preloadedState: signedInState(adminFixture),
  });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  return view;
}

type User = Awaited<ReturnType<typeof openEdit>>['user'];

/** Waits until the form validated its values (asynchronously), then presses 'Guardar'. */
async function save(user: User) {
  const button = screen.getByRole('button', { name: 'Guardar' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** Replaces a field's text, key by key. */
async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** The field error shows and 'Guardar' stays disabled. */
async function expectSaveBlocked(message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
}

/** The labels of the form's text fields, in order. */
function fieldLabels() {
  return screen
    .getAllByRole('textbox')
    .concat(screen.queryAllByRole('spinbutton'))
    .map((input) => input.getAttribute('id'));
}

describe('Editar usuarios', () => {
  /** Opens the 'Rol' select and picks `label`. */
  async function chooseRole(user: User, label: string) {
    await user.click(await screen.findByRole('combobox', { name: /^Rol/ }));
    await user.click(await screen.findByRole('option', { name: label }));
  }

  it('loads the user from the API and shows personal data read-only', async () => {
    await openEdit('usuarios', 7, 'Editar usuarios');
    const expected = {
      Nombre: 'Ana',
      Apellido: 'Pérez',
      Email: 'ana@example.com',
      Teléfono: '+541123456789',
      Imagen: '',
    };
    for (const [label, value] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    expect(screen.queryByLabelText(/uid/i)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Socio');
    expect(screen.getByRole('checkbox', { name: '¿Será administrador?' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '¿Será administrador?' })).toBeEnabled();
    expect(screen.queryByRole('combobox', { name: /^Profesor que dicta/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver atrás' })).toHaveAttribute(
      'href',
      '/admindashboard?seccion=usuarios',
    );
  });

  it('offers the four roles by their names', async () => {
    const { user } = await openEdit('usuarios', 7, 'Editar usuarios');
    await user.click(await screen.findByRole('combobox', { name: /^Rol/ }));
    const listbox = await screen.findByRole('listbox', { name: /^Rol/ });
    expect(textsOf(within(listbox).getAllByRole('option'))).toEqual([
      'Administrador',
      'Recepción',
      'Profesor',
      'Socio',
    ]);
  });

  it("'¿Será administrador?' makes the role Administrador, saved as the role", async () => {
    const { user, router } = await openEdit('usuarios', 7, 'Editar usuarios');
    await user.click(await screen.findByRole('checkbox', { name: '¿Será administrador?' }));
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Administrador');
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Usuario editado correctamente' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/user/7', body: { role: 'admin', trainerId: null } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admindashboard'));
    expect(router.state.location.search).toBe('?seccion=usuarios');
  });

  it("makes a user the desk (Recepción); unticking the admin flag goes back to the user's role", async () => {
    const { user } = await openEdit('usuarios', 7, 'Editar usuarios');
    const admin = await screen.findByRole('checkbox', { name: '¿Será administrador?' });
    await user.click(admin);
    await user.click(admin);
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Socio');
    await chooseRole(user, 'Recepción');
    expect(admin).not.toBeChecked();
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Usuario editado correctamente' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/user/7', body: { role: 'recepcion', trainerId: null } },
    ]);
  });

  it('makes a user a profesor only with the trainer they teach as, among those not archived', async () => {
    const diego = adminDb.trainers.find((trainer) => trainer.name === 'Diego Ruiz');
    if (!diego) throw new Error('the admin fixtures changed');
    diego.archivedAt = '2025-03-01T12:00:00.000Z';
    const { user } = await openEdit('usuarios', 7, 'Editar usuarios');
    await chooseRole(user, 'Profesor');
    // Required, and said at once: 'Guardar' stays off until a trainer is chosen.
    await expectSaveBlocked(ROLE_MESSAGES.trainerRequired);
    const trainer = screen.getByRole('combobox', { name: /^Profesor que dicta/ });
    await user.click(trainer);
    // This select's own list: the roles' may still be closing.
    const listbox = await screen.findByRole('listbox', { name: /^Profesor que dicta/ });
    expect(textsOf(await within(listbox).findAllByRole('option'))).toEqual(['Laura Gómez']);
    await user.click(within(listbox).getByRole('option', { name: 'Laura Gómez' }));
    expect(screen.queryByText(ROLE_MESSAGES.trainerRequired)).not.toBeInTheDocument();
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Usuario editado correctamente' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/user/7', body: { role: 'profesor', trainerId: 1 } },
    ]);
  });

  it('opens a profesor with their trainer, and leaving Profesor sends no trainer', async () => {
    const ana = adminDb.users.find((candidate) => candidate.id === 7);
    if (!ana) throw new Error('the admin fixtures changed');
    Object.assign(ana, { role: 'profesor', trainerId: 2 });
    const { user } = await openEdit('usuarios', 7, 'Editar usuarios');
    expect(await screen.findByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Profesor');
    expect(await screen.findByRole('combobox', { name: /^Profesor que dicta/ })).toHaveTextContent(
      'Diego Ruiz',
    );
    await chooseRole(user, 'Socio');
    expect(screen.queryByRole('combobox', { name: /^Profesor que dicta/ })).not.toBeInTheDocument();
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Usuario editado correctamente' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/user/7', body: { role: 'socio', trainerId: null } },
    ]);
  });

  it("names a profesor's archived trainer as such, not by its id", async () => {
    const ana = adminDb.users.find((candidate) => candidate.id === 7);
    const diego = adminDb.trainers.find((trainer) => trainer.id === 2);
    if (!ana || !diego) throw new Error('the admin fixtures changed');
    Object.assign(ana, { role: 'profesor', trainerId: 2 });
    diego.archivedAt = '2025-03-01T12:00:00.000Z';
    await openEdit('usuarios', 7, 'Editar usuarios');
    const trainer = await screen.findByRole('combobox', { name: /^Profesor que dicta/ });
    await waitFor(() => expect(trainer).toHaveTextContent('Instructor archivado'));
  });

  it("shows the server's refusal in its own words and stays on the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/user/:id', 403, AUTH_MESSAGES.selfAdmin);
    const { user, router } = await openEdit('usuarios', 7, 'Editar usuarios');
    await chooseRole(user, 'Recepción');
    await save(user);
    await expectAlertLike({
      icon: 'error',
      title: 'Algo salió mal al editar el usuario',
      text: AUTH_MESSAGES.selfAdmin,
    });
    expect(router.state.location.pathname).toBe('/admindashboard/usuarios/edit/7');
  });

  it("disables the role, isAdmin and Guardar for the user named 'Admin'", async () => {
    adminDb.users.push({ ...adminFixture, id: 2, uid: 'seed-admin' });
    await openEdit('usuarios', 2, 'Editar usuarios');
    expect(await screen.findByRole('checkbox', { name: '¿Será administrador?' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText("Los permisos del usuario 'Admin' no se pueden cambiar."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('says so when the id does not exist', async () => {
    await openEdit('usuarios', 999, 'Editar usuarios');
    expect(await screen.findByText(/No encontramos ese registro/)).toBeInTheDocument();
  });
});

describe('Editar clases: días y horas e instructores', () => {
  const section = (name: string) => screen.getByRole('region', { name });

  /**
   * Opens the region's select once its choices (a list of their own) have loaded: until then it
   * is disabled and a click opens nothing.
   */
  async function openSelect(user: User, region: HTMLElement, name: string) {
    const select = within(region).getByRole('combobox', { name });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(select);
  }

  /** Picks the option of the region's open select, presses 'Agregar' and waits for it listed. */
  async function addOption(user: User, region: string, option: string) {
    await user.click(await screen.findByRole('option', { name: option }));
    await user.click(within(section(region)).getByRole('button', { name: 'Agregar' }));
    expect(await within(section(region)).findByText(option)).toBeInTheDocument();
  }

  /** Presses 'Quitar <item>' in the region and waits until the region no longer lists it. */
  async function removeItem(user: User, region: string, item: string) {
    await user.click(within(section(region)).getByRole('button', { name: `Quitar ${item}` }));
    await waitFor(() => expect(within(section(region)).queryByText(item)).not.toBeInTheDocument());
  }

  it('moves a free slot into the class and out again, on the server', async () => {
    const { user } = await openEdit('clases', 2, 'Editar clases');
    const slots = await screen.findByRole('region', { name: 'Días y horas de la clase' });
    expect(within(slots).getByText('Martes 07:00 Hs')).toBeInTheDocument();

    await openSelect(user, slots, 'Día y hora libre');
    await addOption(user, 'Días y horas de la clase', 'Viernes 20:00 Hs');
    await removeItem(user, 'Días y horas de la clase', 'Martes 07:00 Hs');
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Seguro que quieres quitar este día y horario de la clase?',
      text: 'Spinning: Martes 07:00 Hs',
      confirmButtonText: 'Si, quitar',
      cancelButtonText: 'Cancelar',
    });
    expect(adminDb.requests).toEqual([
      { method: 'POST', path: '/api/diahora/activity', body: { activityId: 2, diaHoraId: 90 } },
      { method: 'DELETE', path: '/api/diahora/activity/2/21', body: undefined },
    ]);
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('keeps the slot when the removal is not confirmed', async () => {
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user } = await openEdit('clases', 2, 'Editar clases');
    const slots = await screen.findByRole('region', { name: 'Días y horas de la clase' });
    await user.click(within(slots).getByRole('button', { name: 'Quitar Martes 07:00 Hs' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(within(slots).getByRole('button', { name: 'Quitar Martes 07:00 Hs' })).toBeEnabled();
    expect(within(slots).getByText('Martes 07:00 Hs')).toBeInTheDocument();
    expect(adminDb.requests).toEqual([]);
  });

  it("keeps a slot with bookings and says 'No se pudo borrar este día-hora de la actividad'", async () => {
    const { user } = await openEdit('clases', 1, 'Editar clases');
    const slots = await screen.findByRole('region', { name: 'Días y horas de la clase' });
    await user.click(within(slots).getByRole('button', { name: 'Quitar Lunes 08:00 Hs' }));
    await expectAlertLike({
      icon: 'error',
      title: 'No se pudo borrar este día-hora de la actividad',
      text: ADMIN_MESSAGES.slotHasBookings,
      timer: 1500,
    });
    expect(
      within(section('Días y horas de la clase')).getByText('Lunes 08:00 Hs'),
    ).toBeInTheDocument();
  });

  it('links another trainer and unlinks one', async () => {
    const { user } = await openEdit('clases', 2, 'Editar clases');
    const trainers = await screen.findByRole('region', { name: 'Instructores de la clase' });
    await openSelect(user, trainers, 'Instructor');
    expect(screen.queryByRole('option', { name: 'Laura Gómez' })).not.toBeInTheDocument();
    await addOption(user, 'Instructores de la clase', 'Diego Ruiz');
    await removeItem(user, 'Instructores de la clase', 'Laura Gómez');
    expect(adminDb.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/activity/2/addTrainer/2',
      'DELETE /api/activity/2/deleteTrainer/1',
    ]);
  });
});

describe('Editar clases', () => {
  it('shows only the editable fields, never description, trainers or slots', async () => {
    await openEdit('clases', 2, 'Editar clases');
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Spinning');
    expect(fieldLabels()).toEqual(['admin-name', 'admin-image', 'admin-video', 'admin-price']);
    expect(screen.getByLabelText(/^Precio/)).toHaveValue(4500);
    expect(screen.queryByLabelText(/Descripción/)).not.toBeInTheDocument();
    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    expect(within(form as HTMLFormElement).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('disables Guardar while a field has an error', async () => {
    const { user } = await openEdit('clases', 2, 'Editar clases');
    const name = await screen.findByLabelText(/^Nombre/);
    await user.clear(name);
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Precio/));
    await expectSaveBlocked('El precio es requerido');
  });

  it("saves with an integer price and shows 'Actividad editada correctamente'", async () => {
    const { user, router } = await openEdit('clases', 2, 'Editar clases');
    const price = await screen.findByLabelText(/^Precio/);
    await retype(user, price, '4800');
    await save(user);
    await expectAlert({ icon: 'success', title: 'Actividad editada correctamente', timer: 1500 });
    expect(adminDb.requests).toEqual([
      {
        method: 'PUT',
        path: '/api/activity/2',
        body: {
          name: 'Spinning',
          image: '/media/activities/spinning.svg',
          video: null,
          price: 4800,
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=clases'));
  });

  it("stays on the page with 'Algo salió mal al editar la actividad' when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/activity/:id', 404, 'No se encontró la actividad');
    const { user, router } = await openEdit('clases', 2, 'Editar clases');
    await screen.findByLabelText(/^Nombre/);
    await save(user);
    await expectAlertLike({
      icon: 'error',
      title: 'Algo salió mal al editar la actividad',
      text: 'No se encontró la actividad',
    });
    expect(router.state.location.pathname).toBe('/admindashboard/clases/edit/2');
  });
});

describe('Editar instructores, dias y horas, descuentos', () => {
  it('edits a trainer without experience or activities', async () => {
    const { user } = await openEdit('instructores', 2, 'Editar instructores');
    expect(await screen.findByLabelText(/^Especialidad/)).toHaveValue('Boxeo');
    expect(fieldLabels()).toEqual(['admin-name', 'admin-image', 'admin-specialty']);
    expect(screen.queryByLabelText(/Experiencia/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Especialidad/));
    await expectSaveBlocked('La especialidad se requiere');
    await user.type(screen.getByLabelText(/^Especialidad/), 'Kickboxing');
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Instructor editado correctamente' });
    expect(adminDb.requests[0]).toMatchObject({
      path: '/api/trainer/2',
      body: { specialty: 'Kickboxing' },
    });
  });

  it('edits a slot: day, hour with Hs and capacity; the free places are read-only', async () => {
    const { user } = await openEdit('dias-y-horas', 90, 'Editar dias y horas');
    const hour = await screen.findByLabelText(/^Horario/);
    expect(hour).toHaveValue('20:00');
    expect(screen.getByText('Hs')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Día/ })).toHaveTextContent('Viernes');
    expect(screen.getByLabelText('Lugares libres')).toHaveAttribute('readonly');
    await retype(user, hour, '24:00');
    await expectSaveBlocked('El formato debe ser el siguiente: HH:MM o H:MM');
    await retype(user, hour, '7:15');
    const capacity = screen.getByLabelText(/^Capacidad/);
    await retype(user, capacity, '12');
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Dia y hora editado correctamente' });
    expect(adminDb.requests[0]).toEqual({
      method: 'PUT',
      path: '/api/diahora/90',
      body: { day: 'Viernes', hour: '07:15', capacity: 12 },
    });
  });

  it('finds a trainer beyond the first page by searching its id', async () => {
    const [laura] = adminDb.trainers;
    if (!laura) throw new Error('no trainer fixture');
    for (let id = 3; id <= 130; id += 1) {
      adminDb.trainers.push({ ...laura, id, name: `Instructor ${id}` });
    }
    await openEdit('instructores', 130, 'Editar instructores');
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Instructor 130');
    expect(adminDb.listRequests).toEqual([
      { path: '/api/trainer/admin', params: { q: '130', pageSize: '100' } },
    ]);
  });

  it("edits a discount's percentage with the create form's rules", async () => {
    const { user } = await openEdit('descuentos', 2, 'Editar descuentos');
    const percent = await screen.findByLabelText(/^Descuento/);
    expect(percent).toHaveValue(25);
    expect(screen.getByLabelText(/^Código/)).toHaveValue('VERANO25');
    await retype(user, percent, '101');
    await expectSaveBlocked('No puedes crear un descuento mayor al 100%');
    await retype(user, percent, '30');
    // Its last day and limits show, and emptied they go: no end, no limit.
    const endsOn = screen.getByLabelText(/^Vence el/);
    expect(endsOn).toHaveValue('2025-03-31');
    expect(screen.getByLabelText(/^Usos máximos/)).toHaveValue(100);
    await user.clear(endsOn);
    await retype(user, screen.getByLabelText(/^Usos por socio/), '2');
    await save(user);
    await expectAlertLike({ icon: 'success', title: 'Descuento editado correctamente' });
    expect(adminDb.requests[0]?.body).toEqual({
      codigo: 'VERANO25',
      descuento: 30,
      name: 'Verano',
      endsOn: null,
      maxUses: 100,
      maxUsesPerMember: 2,
    });
  });

  it("shows 'Algo salió mal al editar el descuento' when the code is taken", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/descuento/:id', 409, 'Ya existe un descuento con ese codigo');
    const { user } = await openEdit('descuentos', 2, 'Editar descuentos');
    await screen.findByLabelText(/^Código/);
    await save(user);
    await expectAlertLike({
      title: 'Algo salió mal al editar el descuento',
      text: 'Ya existe un descuento con ese codigo',
    });
  });

  it('refuses items without an edit page', async () => {
    renderApp({
      route: '/admindashboard/ordenes/edit/201',
      preloadedState: signedInState(adminFixture),
    });
    expect(await screen.findByText('Esta página de edición no existe.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});

describe('from the dashboard', () => {
  it('opens the edit page with the pencil and comes back to the section', async () => {
    const { user } = renderApp({
      route: '/admindashboard?seccion=descuentos',
      preloadedState: signedInState(adminFixture),
    });
    const table = await screen.findByRole('grid', { name: 'Descuentos' });
    await user.click(within(table).getByRole('link', { name: 'Editar POWER10' }));
    expect(await screen.findByRole('heading', { name: 'Editar descuentos' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Código/)).toHaveValue('POWER10');
    await user.click(screen.getByRole('link', { name: 'Volver atrás' }));
    expect(await screen.findByRole('grid', { name: 'Descuentos' })).toBeInTheDocument();
  });
});
