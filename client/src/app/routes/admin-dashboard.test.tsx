import { ADMIN_MESSAGES, ORDER_STATE_LABELS } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { formatMoney } from '@/lib/format';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

const ORDER_COLUMN_STATE = 'Estado';

async function openDashboard(section?: string, tableName?: string) {
  const view = renderApp({
    route: section ? `/admindashboard?seccion=${section}` : '/admindashboard',
    preloadedState: signedInState(adminFixture),
  });
  const table = await screen.findByRole('table', { name: tableName ?? 'Usuarios' });
  return { ...view, table };
}

/** Answers the confirmation with `confirmed`, opens the section and presses a row's button. */
async function pressRowButton(
  name: string,
  confirmed: boolean,
  section?: string,
  tableName?: string,
) {
  vi.mocked(showConfirm).mockResolvedValue(confirmed);
  const view = await openDashboard(section, tableName);
  await view.user.click(within(view.table).getByRole('button', { name }));
  return view;
}

function headers(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

/** The data rows (not the header) as their cell texts. */
function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('Admin dashboard shell', () => {
  it('shows the top bar and a loading view, then the side bar and Usuarios', async () => {
    renderApp({ route: '/admindashboard', preloadedState: signedInState(adminFixture) });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Cargando datos del panel…')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Usuarios' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Usuarios',
      'Clases',
      'Instructores',
      'Ordenes',
      'Dias y horas',
      'Descuentos',
      'Cerrar sesion',
    ]);
    expect(within(nav).getByRole('link', { name: 'Power Gym, ir al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('switches sections through the side bar and keeps the section in the URL', async () => {
    const { user, router } = await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    await user.click(within(nav).getByRole('button', { name: 'Dias y horas' }));
    expect(await screen.findByRole('table', { name: 'Dias y horas' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seccion=dias-y-horas');
    expect(within(nav).getByRole('button', { name: 'Dias y horas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("'Cerrar sesion' signs out and goes home", async () => {
    const { user, router, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesion' }));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a retry when a data set fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get('*/api/order', () =>
        fail
          ? HttpResponse.json({ error: 'Error interno' }, { status: 500 })
          : HttpResponse.json(adminDb.orders),
      ),
    );
    const { user } = renderApp({
      route: '/admindashboard',
      preloadedState: signedInState(adminFixture),
    });
    expect(await screen.findByText('No pudimos cargar los datos del panel.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Usuarios' })).toBeInTheDocument();
  });
});

describe('Usuarios', () => {
  it('hides bookkeeping and identity columns and reads booleans as Sí/No', async () => {
    const { table } = await openDashboard();
    expect(headers(table)).toEqual([
      'Id',
      'Email',
      'Nombre',
      'Apellido',
      'Teléfono',
      'Imagen',
      'Administrador',
      'Acciones',
    ]);
    const rows = bodyRows(table);
    expect(rows.find((row) => row[2] === 'Admin')?.[6]).toBe('Sí');
    expect(rows.find((row) => row[2] === 'Ana')?.[6]).toBe('No');
    expect(within(table).queryByText('member-uid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
  });

  it('deletes a user after the confirmation and reloads the list', async () => {
    const { table } = await pressRowButton('Borrar Bruno Díaz', true);
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '¿Seguro que quieres borrar el usuario?' }),
    );
    await waitFor(() => expect(within(table).queryByText('Bruno')).not.toBeInTheDocument());
    expect(adminDb.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/user/9' }),
    );
  });

  it('keeps the user when the confirmation is declined', async () => {
    const { table } = await pressRowButton('Borrar Bruno Díaz', false);
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(adminDb.requests).toEqual([]);
    expect(within(table).getByText('Bruno')).toBeInTheDocument();
  });

  it("shows 'Algo salió mal al borrar el usuario' when the delete fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('delete', '*/api/user/:id', 403, 'No tenés permiso para esta acción');
    await pressRowButton('Borrar Bruno Díaz', true);
    await expectAlertLike({
      icon: 'error',
      title: 'Algo salió mal al borrar el usuario',
      text: 'No tenés permiso para esta acción',
    });
  });

  it("never offers to delete 'Admin' or the signed-in admin", async () => {
    const { table } = await openDashboard();
    expect(within(table).getByRole('button', { name: 'Borrar Admin Power Gym' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Borrar Ana Pérez' })).toBeEnabled();
  });

  it('links each row to its edit page', async () => {
    const { table } = await openDashboard();
    expect(within(table).getByRole('link', { name: 'Editar Ana Pérez' })).toHaveAttribute(
      'href',
      `/admindashboard/usuarios/edit/${memberFixture.id}`,
    );
  });

  // Renders a few pages of MUI rows: several seconds when the machine is busy.
  it('pages through hundreds of rows', { timeout: 40_000 }, async () => {
    adminDb.users = Array.from({ length: 230 }, (_, index) => ({
      ...memberFixture,
      id: index + 1,
      uid: `uid-${index + 1}`,
      name: `Socio${index + 1}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    const { user, table } = await openDashboard();
    expect(bodyRows(table)).toHaveLength(10);
    expect(screen.getByText('1-10 de 230')).toBeInTheDocument();
    // Newest first: the last one created leads.
    expect(bodyRows(table)[0]?.[2]).toBe('Socio230');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('11-20 de 230')).toBeInTheDocument();
    expect(bodyRows(table)[0]?.[2]).toBe('Socio220');
    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(bodyRows(table)).toHaveLength(25);
    expect(screen.getByText('1-25 de 230')).toBeInTheDocument();
  });
});

describe('Clases, Instructores, Dias y horas, Descuentos tables', () => {
  it('shows classes with their price as money and their trainers and slots by name', async () => {
    const { table } = await openDashboard('clases', 'Clases');
    expect(headers(table)).toEqual([
      'Id',
      'Nombre',
      'Imagen',
      'Video',
      'Descripción',
      'Precio',
      'Dias y horas',
      'Instructores',
      'Acciones',
    ]);
    const funcional = bodyRows(table).find((row) => row[1] === 'Funcional');
    expect(funcional?.[5]).toBe(formatMoney(5000));
    expect(funcional?.[6]).toBe('Lunes 08:00, Lunes 19:00, Viernes 18:30');
    expect(funcional?.[7]).toBe('Laura Gómez');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    expect(within(table).getByRole('link', { name: 'Editar Funcional' })).toHaveAttribute(
      'href',
      '/admindashboard/clases/edit/1',
    );
    expect(within(table).getByRole('button', { name: 'Borrar Funcional' })).toBeEnabled();
  });

  it('shows slots with their class by name and without activityId', async () => {
    const { table } = await openDashboard('dias-y-horas', 'Dias y horas');
    expect(headers(table)).toEqual([
      'Id',
      'Día',
      'Hora',
      'Capacidad',
      'Lugares libres',
      'Clase',
      'Acciones',
    ]);
    const free = bodyRows(table).find((row) => row[0] === '90');
    expect(free?.slice(1, 6)).toEqual(['Viernes', '20:00', '10', '10', '—']);
    expect(bodyRows(table).find((row) => row[0] === '21')?.[5]).toBe('Spinning');
  });

  it('shows trainers with their classes by name', async () => {
    const { table } = await openDashboard('instructores', 'Instructores');
    expect(headers(table)).toEqual([
      'Id',
      'Nombre',
      'Imagen',
      'Especialidad',
      'Experiencia',
      'Clases',
      'Acciones',
    ]);
    expect(bodyRows(table).find((row) => row[1] === 'Diego Ruiz')?.[5]).toBe('Boxeo');
  });

  it('shows discounts with % and sorts on the client without refetching', async () => {
    let loads = 0;
    server.use(
      http.get('*/api/descuento/all', () => {
        loads += 1;
        return HttpResponse.json(adminDb.discounts);
      }),
    );
    const { user, table } = await openDashboard('descuentos', 'Descuentos');
    expect(headers(table)).toEqual(['Id', 'Código', 'Descuento', 'Nombre', 'Acciones']);
    expect(bodyRows(table).map((row) => [row[1], row[2]])).toEqual([
      ['VERANO25', '25%'],
      ['POWER10', '10%'],
    ]);
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveTextContent('Ultimos creados');
    await user.click(sort);
    await user.click(screen.getByRole('option', { name: 'Ultimos modificados' }));
    expect(bodyRows(table).map((row) => row[1])).toEqual(['POWER10', 'VERANO25']);
    await user.click(sort);
    await user.click(screen.getByRole('option', { name: 'Ultimos creados' }));
    expect(bodyRows(table).map((row) => row[1])).toEqual(['VERANO25', 'POWER10']);
    expect(loads).toBe(1);
  });

  it('refreshes a section on demand', async () => {
    const { user, table } = await openDashboard('descuentos', 'Descuentos');
    adminDb.discounts.push({
      id: 3,
      codigo: 'NUEVO5',
      descuento: 5,
      name: null,
      createdAt: '2025-05-01T12:00:00.000Z',
      updatedAt: '2025-05-01T12:00:00.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Actualizar Descuentos' }));
    expect(await within(table).findByText('NUEVO5')).toBeInTheDocument();
  });
});

describe("'Borrar' in Clases, Instructores, Dias y horas and Descuentos", () => {
  it('deletes a class nobody bought after the confirmation', async () => {
    const { table } = await pressRowButton('Borrar Boxeo', true, 'clases', 'Clases');
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Seguro que quieres borrar la clase?',
      text: 'Boxeo',
      confirmButtonText: 'Si, borrar',
      cancelButtonText: 'Cancelar',
    });
    await expectAlertLike({ icon: 'success', title: 'Clase borrada correctamente' });
    await waitFor(() => expect(within(table).queryByText('Boxeo')).not.toBeInTheDocument());
    expect(adminDb.requests).toEqual([
      { method: 'DELETE', path: '/api/activity/4', body: undefined },
    ]);
  });

  it("shows the server's reason when an order names the class, and keeps it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { table } = await pressRowButton('Borrar Funcional', true, 'clases', 'Clases');
    await expectAlertLike({
      icon: 'error',
      title: 'No se pudo borrar la clase',
      text: ADMIN_MESSAGES.activityInOrders,
    });
    expect(within(table).getByText('Funcional')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { table } = await pressRowButton('Borrar POWER10', false, 'descuentos', 'Descuentos');
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(adminDb.requests).toEqual([]);
    expect(within(table).getByText('POWER10')).toBeInTheDocument();
  });

  it('deletes a trainer, a free slot and a discount; refuses a booked slot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(showConfirm).mockResolvedValue(true);
    const trainers = await openDashboard('instructores', 'Instructores');
    await trainers.user.click(
      within(trainers.table).getByRole('button', { name: 'Borrar Diego Ruiz' }),
    );
    await waitFor(() =>
      expect(within(trainers.table).queryByText('Diego Ruiz')).not.toBeInTheDocument(),
    );
    trainers.unmount();

    const slots = await openDashboard('dias-y-horas', 'Dias y horas');
    await slots.user.click(
      within(slots.table).getByRole('button', { name: 'Borrar Viernes 20:00' }),
    );
    expect(showConfirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '¿Seguro que quieres borrar el dia y hora?' }),
    );
    await waitFor(() =>
      expect(bodyRows(slots.table).find((row) => row[0] === '90')).toBeUndefined(),
    );
    await slots.user.click(within(slots.table).getByRole('button', { name: 'Borrar Lunes 08:00' }));
    await expectAlertLike({
      title: 'No se pudo borrar el dia y hora',
      text: ADMIN_MESSAGES.slotInOrders,
    });
    slots.unmount();

    const discounts = await openDashboard('descuentos', 'Descuentos');
    await discounts.user.click(
      within(discounts.table).getByRole('button', { name: 'Borrar Verano' }),
    );
    await waitFor(() =>
      expect(within(discounts.table).queryByText('VERANO25')).not.toBeInTheDocument(),
    );
    expect(adminDb.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/trainer/2',
      'DELETE /api/diahora/90',
      'DELETE /api/diahora/11',
      'DELETE /api/descuento/2',
    ]);
  });
});

describe('Ordenes', () => {
  it('has no Agregar, no edit and no delete; readable buyer, classes and total', async () => {
    const { table } = await openDashboard('ordenes', 'Ordenes');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    expect(within(table).queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Borrar/ })).not.toBeInTheDocument();
    expect(headers(table)).not.toContain('userId');
    const created = bodyRows(table).find((row) => row[0] === '201');
    expect(created).toContain('Ana Pérez');
    expect(created).toContain('Funcional (Lunes 08:00) x2');
    expect(created).toContain(formatMoney(10000));
  });

  it("names each state in the member's Spanish, and 'Reservada hasta' only while it runs", async () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const reservations: Record<number, string> = { 201: inAnHour, 202: inAnHour, 203: anHourAgo };
    adminDb.orders = adminDb.orders.map((order) => ({
      ...order,
      reservedUntil: reservations[order.id] ?? null,
    }));
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const columns = headers(table);
    const state = columns.indexOf(ORDER_COLUMN_STATE);
    const reserved = columns.indexOf('Reservada hasta');
    const rows = new Map(bodyRows(table).map((row) => [row[0], row]));
    expect(rows.get('201')?.[state]).toBe(ORDER_STATE_LABELS.Created);
    expect(rows.get('202')?.[state]).toBe(ORDER_STATE_LABELS.Canceled);
    expect(rows.get('203')?.[state]).toBe(ORDER_STATE_LABELS.Complete);
    expect(within(table).queryByText(/^(Created|Complete|Canceled|Cart)$/)).not.toBeInTheDocument();
    expect(rows.get('201')?.[reserved]).not.toBe('—');
    expect(rows.get('202')?.[reserved]).toBe('—');
    expect(rows.get('203')?.[reserved]).toBe('—');
  });

  it('offers cancel on every order except the Canceled one', async () => {
    const { table } = await openDashboard('ordenes', 'Ordenes');
    expect(within(table).getByRole('button', { name: 'Cancelar orden 201' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Cancelar orden 203' })).toBeEnabled();
    expect(
      within(table).queryByRole('button', { name: 'Cancelar orden 202' }),
    ).not.toBeInTheDocument();
  });

  it('cancels an order after the confirmation and the control disappears', async () => {
    const { table } = await pressRowButton('Cancelar orden 201', true, 'ordenes', 'Ordenes');
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Seguro quieres cancelar esta orden?',
        confirmButtonText: 'Si, estoy seguro',
        cancelButtonText: 'No estoy seguro',
      }),
    );
    await expectAlertLike({ icon: 'success', title: 'Orden cancelada correctamente' });
    expect(adminDb.requests).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/api/order/canceled/201' }),
    );
    await waitFor(() =>
      expect(
        within(table).queryByRole('button', { name: 'Cancelar orden 201' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('does nothing when the confirmation is declined', async () => {
    await pressRowButton('Cancelar orden 201', false, 'ordenes', 'Ordenes');
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(adminDb.requests).toEqual([]);
  });

  it("shows 'Algo salió mal al cancelar la orden' with the server's reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await pressRowButton('Cancelar orden 203', true, 'ordenes', 'Ordenes');
    await expectAlertLike({
      icon: 'error',
      title: 'Algo salió mal al cancelar la orden',
      text: 'Una orden pagada no se puede cancelar',
    });
  });
});
