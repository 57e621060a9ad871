import {
  ADMIN_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  SUBSCRIPTION_MESSAGES,
  formatMoney,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { adminDb, adminHandlers, deskSaleOf } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { periodOf, subscriptionOf } from '@/testing/mocks/membership-handlers';
import { adminFixture, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse, refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { staticMediaQuery } from '@/testing/media-query';
import { bodyRows, openDashboard } from '@/testing/admin-dashboard';
import { columnHeaders, rowTexts, textsOf } from '@/testing/tables';
import { offerOf, waitlistDb } from '@/testing/mocks/waitlist-handlers';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

const ORDER_COLUMN_STATE = 'Estado';

/** Media queries on the width answer as on a 1536 px screen. */
function asWideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    staticMediaQuery(query, query.includes('min-width:1536px')),
  );
}

/** Answers the confirmation with `confirmed`, opens the section and presses a row's button. */
/** Orders 204 (débito 'Pausada'), 205 ('Cancelada') and 206 (unpaid, 'Pendiente'), beside 203's 'Activa'. */
function seedDebitOrders() {
  const [created, , paid] = adminDb.orders;
  if (!created || !paid) throw new Error('the admin fixtures changed');
  adminDb.orders.push(
    { ...paid, id: 204, subscription: subscriptionOf('Pausada') },
    { ...paid, id: 205, subscription: subscriptionOf('Cancelada') },
    { ...created, id: 206, subscription: subscriptionOf('Pendiente') },
  );
}

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

/** The query parameters of each request the dashboard sent to `path`. */
function listParams(path: string) {
  return adminDb.listRequests
    .filter((request) => request.path === path)
    .map((request) => request.params);
}

/**
 * Picks an option of a select (sort, state, rows per page). The grid hides its rows-per-page select
 * below 600 px with a media query, which jsdom never matches: `hidden` still finds it.
 */
async function choose(
  user: ReturnType<typeof renderApp>['user'],
  label: RegExp | string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label, hidden: true }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Admin dashboard shell', () => {
  it('shows the top bar and the section loading, then the side bar and Usuarios', async () => {
    renderApp({
      route: '/admindashboard?seccion=usuarios',
      preloadedState: signedInState(adminFixture),
    });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Cargando usuarios…')).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Usuarios' });
    expect(await within(table).findByText('Bruno')).toBeInTheDocument();
    expect(screen.queryByText('Cargando usuarios…')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    expect(textsOf(within(nav).getAllByRole('button'))).toEqual([
      'Resumen',
      'Usuarios',
      'Clases',
      'Instructores',
      'Ordenes',
      'Dias y horas',
      'Semana',
      'Feriados y cierres',
      'Descuentos',
      'Reseñas',
      'Solicitudes',
      'Actividad',
      'Cerrar sesion',
    ]);
    expect(within(nav).getByRole('link', { name: 'Power Gym, ir al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("loads each section's first page on entry, once, newest first", async () => {
    await openDashboard();
    const firstPage = { page: '1', pageSize: '25', sort: 'created' };
    for (const path of [
      '/api/user',
      '/api/activity/admin',
      '/api/trainer/admin',
      '/api/order',
      '/api/diahora/admin',
      '/api/descuento/all',
      '/api/review/admin',
    ]) {
      await waitFor(() => expect(listParams(path)).toEqual([firstPage]));
    }
  });

  it('switches sections through the side bar and keeps the section in the URL', async () => {
    const { user, router } = await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    await user.click(within(nav).getByRole('button', { name: 'Dias y horas' }));
    expect(await screen.findByRole('grid', { name: 'Dias y horas' })).toBeInTheDocument();
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

  it("shows one list's failure in its own section, with a retry; the others still load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const orders = refuseGetUntilRecovered('*/api/order', 500, 'Error interno');
    const { user } = await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    await user.click(within(nav).getByRole('button', { name: 'Ordenes' }));
    expect(await screen.findByText('No pudimos cargar ordenes.')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Ordenes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ordenes' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Descuentos' }));
    const discounts = await screen.findByRole('grid', { name: 'Descuentos' });
    expect(await within(discounts).findByText('POWER10')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Ordenes' }));
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    orders.recover();
    await user.click(retry);
    const grid = await screen.findByRole('grid', { name: 'Ordenes' });
    expect(await within(grid).findByText('201')).toBeInTheDocument();
  });
});

describe('paging, sorting and searching on the server', () => {
  const manyUsers = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...memberFixture,
      id: index + 1,
      uid: `uid-${index + 1}`,
      name: `Socio${index + 1}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
      updatedAt: new Date(Date.UTC(2025, 6, 1, 0, count - index)).toISOString(),
    }));

  it('shows the total the server counts (X-Total-Count), not the rows it sent', async () => {
    const page = manyUsers(25);
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json(page, { headers: { 'X-Total-Count': '250' } }),
      ),
    );
    const { table } = await openDashboard();
    expect(bodyRows(table)).toHaveLength(25);
    expect(screen.getByText('1-25 de 250')).toBeInTheDocument();
  });

  // Renders a few pages of grid rows: several seconds when the machine is busy.
  it('asks the server for each page and page size', { timeout: 40_000 }, async () => {
    adminDb.users = manyUsers(230);
    const { user, table } = await openDashboard();
    expect(bodyRows(table)).toHaveLength(25);
    expect(screen.getByText('1-25 de 230')).toBeInTheDocument();
    // Newest first: the last one created leads.
    expect(bodyRows(table)[0]?.[2]).toBe('Socio230');

    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('26-50 de 230')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(table)[0]?.[2]).toBe('Socio205'));

    await choose(user, /Filas por página/, '10');
    expect(await screen.findByText('1-10 de 230')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(listParams('/api/user')).toEqual([
      { page: '1', pageSize: '25', sort: 'created' },
      { page: '2', pageSize: '25', sort: 'created' },
      { page: '1', pageSize: '10', sort: 'created' },
    ]);
  });

  it("'Ordenar por' asks the server for the other sort, from the first page", async () => {
    adminDb.users = manyUsers(30);
    const { user, table } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('26-30 de 30')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveTextContent('Ultimos creados');
    await choose(user, 'Ordenar por', 'Ultimos modificados');
    expect(await screen.findByText('1-25 de 30')).toBeInTheDocument();
    // Edited in the opposite order they were created: the first one created was the last edited.
    await waitFor(() => expect(bodyRows(table)[0]?.[2]).toBe('Socio1'));
    expect(listParams('/api/user').at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'updated',
    });
  });

  it('a sortable header asks the server for that column, ascending, then descending, then none', async () => {
    const { user, table } = await openDashboard('descuentos', 'Descuentos');
    // A sorted header's name also holds its sort button's label.
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}(\\s|$)`) });
    // Only what the server sorts by sorts ('Nombre' of a discount does not).
    expect(header('Descuento')).toHaveClass('MuiDataGrid-columnHeader--sortable');
    expect(header('Nombre')).not.toHaveClass('MuiDataGrid-columnHeader--sortable');
    await user.click(within(header('Descuento')).getByText('Descuento'));
    await waitFor(() =>
      expect(bodyRows(table).map((row) => row[1])).toEqual(['POWER10', 'VERANO25']),
    );
    expect(header('Descuento')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Descuento (ascendente)',
    );
    await user.click(within(header('Descuento')).getByText('Descuento'));
    await waitFor(() =>
      expect(bodyRows(table).map((row) => row[1])).toEqual(['VERANO25', 'POWER10']),
    );
    await user.click(within(header('Descuento')).getByText('Descuento'));
    await waitFor(() => expect(header('Descuento')).toHaveAttribute('aria-sort', 'none'));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Ultimos creados',
    );
    // The first order again, from the cache.
    expect(bodyRows(table).map((row) => row[1])).toEqual(['VERANO25', 'POWER10']);
    expect(
      listParams('/api/descuento/all').map(({ sort, order }) => [sort, order ?? null]),
    ).toEqual([
      ['created', null],
      ['descuento', 'asc'],
      ['descuento', 'desc'],
    ]);
  });

  it("'Buscar' asks the server once the typing pauses, from the first page", async () => {
    const { user, table } = await openDashboard();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bru');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]?.[2]).toBe('Bruno');
    expect(screen.getByText('1-1 de 1')).toBeInTheDocument();
    // One request for the whole word, none per keystroke.
    expect(listParams('/api/user')).toEqual([
      { page: '1', pageSize: '25', sort: 'created' },
      { page: '1', pageSize: '25', sort: 'created', q: 'bru' },
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
  });

  it('keeps the columns while a search finds nothing', async () => {
    const { user, table } = await openDashboard();
    const columns = columnHeaders(table);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nadie');
    expect(await within(table).findByText('No hay registros.')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(columns);
  });
});

describe('Usuarios', () => {
  it("hides bookkeeping and identity columns, reads roles by name and shows each member's débito", async () => {
    const bruno = adminDb.users.find((user) => user.name === 'Bruno');
    if (!bruno) throw new Error('the admin fixtures changed');
    Object.assign(bruno, { role: 'profesor', trainerId: 1 });
    const { table } = await openDashboard();
    // The picture and 'Administrador' show from 1536 px (jsdom's screen is a desktop's); the
    // trainer's id never.
    expect(columnHeaders(table)).toEqual([
      'Id',
      'Email',
      'Nombre',
      'Apellido',
      'Teléfono',
      'Rol',
      'Débito',
      'Acciones',
    ]);
    const rows = bodyRows(table);
    expect(rows.find((row) => row[2] === 'Admin')?.slice(5, 7)).toEqual(['Administrador', '—']);
    expect(rows.find((row) => row[2] === 'Ana')?.slice(5, 7)).toEqual(['Socio', '—']);
    expect(rows.find((row) => row[2] === 'Bruno')?.slice(5, 7)).toEqual(['Profesor', 'Activa']);
    expect(within(table).queryByText('member-uid')).not.toBeInTheDocument();
    expect(within(table).queryByText('profesor')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
  });

  it("names each member's débito by its state: 'Activa', 'Pausada', 'Pendiente' or '—'", async () => {
    adminDb.debits = { [memberFixture.id]: 'Pendiente', 9: 'Pausada' };
    const { table } = await openDashboard();
    const debit = columnHeaders(table).indexOf('Débito');
    const debits = Object.fromEntries(bodyRows(table).map((row) => [row[2], row[debit]]));
    expect(debits).toEqual({ Admin: '—', Ana: 'Pendiente', Bruno: 'Pausada' });
  });

  it("reads 'Administrador' as Sí/No and shows the picture from 1536 px", async () => {
    asWideScreen();
    const { table } = await openDashboard();
    const columns = columnHeaders(table);
    expect(columns).toEqual([
      'Id',
      'Email',
      'Nombre',
      'Apellido',
      'Teléfono',
      'Imagen',
      'Administrador',
      'Rol',
      'Débito',
      'Acciones',
    ]);
    const admin = columns.indexOf('Administrador');
    const rows = bodyRows(table);
    expect(rows.find((row) => row[2] === 'Admin')?.[admin]).toBe('Sí');
    expect(rows.find((row) => row[2] === 'Ana')?.[admin]).toBe('No');
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
});

describe('on a phone', () => {
  /** Media queries on the width answer as on a 360 px screen. */
  function asPhone() {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      staticMediaQuery(query, query.includes('max-width')),
    );
  }

  it('shows users by full name and e-mail', async () => {
    asPhone();
    const { table } = await openDashboard();
    expect(columnHeaders(table)).toEqual(['Nombre', 'Email', 'Acciones']);
    expect(bodyRows(table)).toContainEqual(['Ana Pérez', memberFixture.email, '']);
  });

  it('shows orders by id, buyer, state and total', async () => {
    asPhone();
    const { table } = await openDashboard('ordenes', 'Ordenes');
    expect(columnHeaders(table)).toEqual(['Id', 'Usuario', 'Estado', 'Total', 'Acciones']);
    expect(bodyRows(table)).toContainEqual([
      '201',
      'Ana Pérez',
      ORDER_STATE_LABELS.Created,
      formatMoney(10000),
      '',
    ]);
  });

  it("shows slots by day, hour, 'En espera' and class; its line opens full screen", async () => {
    asPhone();
    const { user, table } = await openDashboard('dias-y-horas', 'Dias y horas');
    expect(columnHeaders(table)).toEqual(['Día', 'Hora', 'En espera', 'Clase', 'Acciones']);
    await user.click(within(table).getByRole('button', { name: /^Ver lista de espera/ }));
    expect(await screen.findByRole('dialog')).toHaveClass('MuiDialog-paperFullScreen');
  });
});

describe('Clases, Instructores, Dias y horas, Descuentos tables', () => {
  it('shows classes with their price as money and their trainers and slots by name', async () => {
    const { table } = await openDashboard('clases', 'Clases');
    // The video's address shows from 1536 px (jsdom's screen is a desktop's).
    expect(columnHeaders(table)).toEqual([
      'Id',
      'Nombre',
      'Imagen',
      'Descripción',
      'Precio',
      'Dias y horas',
      'Instructores',
      'Acciones',
    ]);
    const funcional = bodyRows(table).find((row) => row[1] === 'Funcional');
    expect(funcional?.[4]).toBe(formatMoney(5000));
    expect(funcional?.[5]).toBe('Lunes 08:00, Lunes 19:00, Viernes 18:30');
    expect(funcional?.[6]).toBe('Laura Gómez');
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    expect(within(table).getByRole('link', { name: 'Editar Funcional' })).toHaveAttribute(
      'href',
      '/admindashboard/clases/edit/1',
    );
    expect(within(table).getByRole('button', { name: 'Borrar Funcional' })).toBeEnabled();
  });

  it('shows slots with their class by name, their waitlist and without activityId', async () => {
    const { table } = await openDashboard('dias-y-horas', 'Dias y horas');
    expect(columnHeaders(table)).toEqual([
      'Id',
      'Día',
      'Hora',
      'Capacidad',
      'Lugares libres',
      'En espera',
      'Clase',
      'Acciones',
    ]);
    const free = bodyRows(table).find((row) => row[0] === '90');
    expect(free?.slice(1, 7)).toEqual(['Viernes', '20:00', '10', '10', '0', '—']);
    expect(bodyRows(table).find((row) => row[0] === '21')?.[6]).toBe('Spinning');
    expect(
      bodyRows(table)
        .find((row) => row[0] === '13')
        ?.slice(4, 6),
    ).toEqual(['0', '2']);
  });

  it('shows trainers with their classes by name', async () => {
    const { table } = await openDashboard('instructores', 'Instructores');
    expect(columnHeaders(table)).toEqual([
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

  it('shows discounts with % and sorts them on the server', async () => {
    const { user, table } = await openDashboard('descuentos', 'Descuentos');
    expect(columnHeaders(table)).toEqual([
      'Id',
      'Código',
      'Descuento',
      'Nombre',
      'Vence el',
      'Usos máximos',
      'Usos por socio',
      'Acciones',
    ]);
    expect(bodyRows(table).map((row) => row.slice(1, 7))).toEqual([
      ['VERANO25', '25%', 'Verano', '31/03/2025', '100', '—'],
      ['POWER10', '10%', '—', '—', '—', '—'],
    ]);
    await choose(user, 'Ordenar por', 'Ultimos modificados');
    await waitFor(() =>
      expect(bodyRows(table).map((row) => row[1])).toEqual(['POWER10', 'VERANO25']),
    );
    await choose(user, 'Ordenar por', 'Ultimos creados');
    await waitFor(() =>
      expect(bodyRows(table).map((row) => row[1])).toEqual(['VERANO25', 'POWER10']),
    );
    expect(listParams('/api/descuento/all').map(({ sort }) => sort)).toEqual([
      'created',
      'updated',
    ]);
  });

  it('refreshes a section on demand', async () => {
    const { user, table } = await openDashboard('descuentos', 'Descuentos');
    adminDb.discounts.push({
      id: 3,
      codigo: 'NUEVO5',
      descuento: 5,
      name: null,
      endsOn: null,
      maxUses: null,
      maxUsesPerMember: null,
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
    expect(columnHeaders(table)).not.toContain('userId');
    const created = bodyRows(table).find((row) => row[0] === '201');
    expect(created).toContain('Ana Pérez');
    expect(created).toContain('Funcional (Lunes 08:00) x2');
    expect(created).toContain(formatMoney(10000));
  });

  it("names each state in the member's Spanish, and a reservation's end only while it runs", async () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const reservations: Record<number, string> = { 201: inAnHour, 202: inAnHour, 203: anHourAgo };
    adminDb.orders = adminDb.orders.map((order) => ({
      ...order,
      reservedUntil: reservations[order.id] ?? null,
    }));
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const columns = columnHeaders(table);
    const state = columns.indexOf(ORDER_COLUMN_STATE);
    const reserved = columns.indexOf('Vencimiento');
    const rows = new Map(bodyRows(table).map((row) => [row[0], row]));
    expect(rows.get('201')?.[state]).toBe(ORDER_STATE_LABELS.Created);
    expect(rows.get('202')?.[state]).toBe(ORDER_STATE_LABELS.Canceled);
    expect(rows.get('203')?.[state]).toBe(ORDER_STATE_LABELS.Complete);
    expect(within(table).queryByText(/^(Created|Complete|Canceled|Cart)$/)).not.toBeInTheDocument();
    expect(rows.get('201')?.[reserved]).toMatch(/^Reserva hasta /);
    expect(rows.get('202')?.[reserved]).toBe('—');
    // 203 is paid: its membership's end, not its lapsed reservation.
    expect(rows.get('203')?.[reserved]).toBe('04/04/2025Activa');
  });

  it("'Estado' lists one state's orders, asked of the server", async () => {
    const { user, table } = await openDashboard('ordenes', 'Ordenes');
    await choose(user, 'Estado', ORDER_STATE_LABELS.Complete);
    await waitFor(() => expect(bodyRows(table).map((row) => row[0])).toEqual(['203']));
    expect(listParams('/api/order').at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'created',
      state: 'Complete',
    });
    await choose(user, 'Estado', 'Todos');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    // Every order's first page is still in the cache: no new request.
    expect(listParams('/api/order')).toHaveLength(2);
  });

  it("shows buyer, states, payment, total, classes, 'Vencimiento' and 'Débito' first", async () => {
    const { table } = await openDashboard('ordenes', 'Ordenes');
    expect(columnHeaders(table)).toEqual([
      'Id',
      'Usuario',
      'Estado',
      'Estado del pago',
      'Total',
      'Clases',
      'Vencimiento',
      'Débito',
      'Acciones',
    ]);
  });

  it("names each order's débito by its state, and '—' without one", async () => {
    seedDebitOrders();
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const debit = columnHeaders(table).indexOf('Débito');
    const debits = Object.fromEntries(bodyRows(table).map((row) => [row[0], row[debit]]));
    expect(debits).toEqual({
      '201': '—',
      '202': '—',
      '203': 'Activa',
      '204': 'Pausada',
      '205': 'Cancelada',
      '206': 'Pendiente',
    });
  });

  /** Order 204, paid and 'Por vencer' (ends 10/03/2025), and 205 ending before it (08/03/2025). */
  function seedEndingOrders() {
    const [created, , paid] = adminDb.orders;
    if (!created || !paid) throw new Error('the admin fixtures changed');
    adminDb.orders.push(
      {
        ...paid,
        id: 204,
        period: periodOf('Por vencer', '2025-02-08T15:30:00.000Z'),
        reservedUntil: null,
      },
      {
        ...created,
        id: 205,
        state: 'Complete',
        period: periodOf('Por vencer', '2025-02-06T15:30:00.000Z'),
      },
    );
  }

  it("shows 'Vencimiento' (end date and status of paid orders), the seller and the code from 1536 px", async () => {
    asWideScreen();
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const columns = columnHeaders(table);
    expect(columns).toEqual([
      'Id',
      'Usuario',
      'Estado',
      'Estado del pago',
      'Vendido por',
      'Total',
      'Clases',
      'Vencimiento',
      'Débito',
      'Código de descuento',
      'Acciones',
    ]);
    const period = columns.indexOf('Vencimiento');
    const rows = new Map(bodyRows(table).map((row) => [row[0], row]));
    expect(rows.get('203')?.[period]).toBe('04/04/2025Activa');
    expect(rows.get('202')?.[period]).toBe('—');
    // Mercado Pago's status in Spanish, not its API word ('approved').
    const payment = columns.indexOf('Estado del pago');
    expect(rows.get('203')?.[payment]).toBe('Aprobado');
    expect(rows.get('202')?.[payment]).toBe('—');
  });

  it('names who sold a desk sale and how it was paid, also once refunded; online orders have no seller', async () => {
    asWideScreen();
    const refunded = deskSaleOf(205, 'Transferencia');
    adminDb.orders.push(deskSaleOf(204, 'Efectivo'), {
      ...refunded,
      state: 'Refunded',
      paymentStatus: 'refunded',
    });
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const columns = columnHeaders(table);
    const seller = columns.indexOf('Vendido por');
    const payment = columns.indexOf('Estado del pago');
    const rows = new Map(bodyRows(table).map((row) => [row[0], row]));
    expect([rows.get('204')?.[payment], rows.get('204')?.[seller]]).toEqual([
      'Efectivo',
      'Rita López',
    ]);
    expect([rows.get('205')?.[payment], rows.get('205')?.[seller]]).toEqual([
      'Transferencia · Devuelto',
      'Rita López',
    ]);
    expect([rows.get('203')?.[payment], rows.get('203')?.[seller]]).toEqual(['Aprobado', '—']);
    // How a desk sale was paid reads in 'Estado del pago' only, never as a column of its own.
    expect(columns).not.toContain('deskPayment');
  });

  it("'Por vencer' asks the server for ending=true, soonest first, and shows each end", async () => {
    seedEndingOrders();
    const { user, table } = await openDashboard('ordenes', 'Ordenes');
    await choose(user, 'Estado', 'Por vencer');
    await waitFor(() => expect(bodyRows(table).map((row) => row[0])).toEqual(['205', '204']));
    // No state, and no sort: the server lists the soonest end first.
    expect(listParams('/api/order').at(-1)).toEqual({ page: '1', pageSize: '25', ending: 'true' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Por vencer');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Próximos a vencer',
    );
    const period = columnHeaders(table).indexOf('Vencimiento');
    expect(bodyRows(table).map((row) => row[period])).toEqual([
      '08/03/2025Por vencer',
      '10/03/2025Por vencer',
    ]);

    await choose(user, 'Ordenar por', 'Ultimos creados');
    await waitFor(() =>
      expect(listParams('/api/order').at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: 'created',
        ending: 'true',
      }),
    );

    await choose(user, 'Estado', 'Todos');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Ultimos creados',
    );
  });

  it("shows paid orders' 'Vencimiento' instead of their state on a phone in 'Por vencer'", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      staticMediaQuery(query, query.includes('max-width')),
    );
    seedEndingOrders();
    const { user, table } = await openDashboard('ordenes', 'Ordenes');
    await choose(user, 'Estado', 'Por vencer');
    await waitFor(() => expect(bodyRows(table).map((row) => row[0])).toEqual(['205', '204']));
    expect(columnHeaders(table)).toEqual(['Id', 'Usuario', 'Total', 'Vencimiento', 'Acciones']);
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
    refuse('put', '*/api/order/canceled/:id', 409, ORDER_MESSAGES.transitionRefused);
    await pressRowButton('Cancelar orden 201', true, 'ordenes', 'Ordenes');
    await expectAlertLike({
      icon: 'error',
      title: 'Algo salió mal al cancelar la orden',
      text: ORDER_MESSAGES.transitionRefused,
    });
  });
});

describe("Ordenes: cancelling a member's débito automático", () => {
  it('asks, cancels it with DELETE /order/{id}/subscription and shows it cancelled', async () => {
    const { table } = await pressRowButton(
      'Cancelar el débito automático de la orden 203',
      true,
      'ordenes',
      'Ordenes',
    );
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Cancelar el débito automático de la orden N° 203?',
      text: 'No se le volverá a cobrar a Bruno Díaz. Su abono sigue vigente hasta que termine.',
      confirmButtonText: 'Si, cancelar el débito',
      cancelButtonText: 'No estoy seguro',
    });
    await expectAlertLike({ icon: 'success', title: 'Débito automático cancelado' });
    expect(adminDb.requests).toEqual([
      { method: 'DELETE', path: '/api/order/203/subscription', body: undefined },
    ]);
    const debit = columnHeaders(table).indexOf('Débito');
    await waitFor(() =>
      expect(bodyRows(table).find((row) => row[0] === '203')?.[debit]).toBe('Cancelada'),
    );
    // The order itself stays paid, and the button leaves with the débito.
    const state = columnHeaders(table).indexOf(ORDER_COLUMN_STATE);
    expect(bodyRows(table).find((row) => row[0] === '203')?.[state]).toBe('Pagada');
    expect(
      within(table).queryByRole('button', {
        name: 'Cancelar el débito automático de la orden 203',
      }),
    ).not.toBeInTheDocument();
  });

  it('offers it only for a débito that may still charge', async () => {
    seedDebitOrders();
    const { table } = await openDashboard('ordenes', 'Ordenes');
    const offered = within(table)
      .queryAllByRole('button', { name: /^Cancelar el débito automático/ })
      .map((button) => button.getAttribute('aria-label'))
      .sort();
    expect(offered).toEqual(
      [203, 204, 206].map((id) => `Cancelar el débito automático de la orden ${id}`),
    );
  });

  it("shows the server's refusal and cancels nothing when declined", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('delete', '*/api/order/:id/subscription', 404, SUBSCRIPTION_MESSAGES.notFound);
    await pressRowButton(
      'Cancelar el débito automático de la orden 203',
      true,
      'ordenes',
      'Ordenes',
    );
    await expectAlertLike({
      icon: 'error',
      title: 'No se pudo cancelar el débito automático',
      text: SUBSCRIPTION_MESSAGES.notFound,
    });
  });
});

describe('Ordenes: cancelling a paid order refunds it', () => {
  it("asks whether to cancel and refund, refunds with PUT /order/{id} and shows 'Reembolsada'", async () => {
    const { table } = await pressRowButton('Cancelar orden 203', true, 'ordenes', 'Ordenes');
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Cancelar y reembolsar la orden N° 203?',
      text: 'La orden está pagada: se devolverá el total al socio por Mercado Pago y sus lugares quedarán libres.',
      confirmButtonText: 'Si, reembolsar',
      cancelButtonText: 'No estoy seguro',
    });
    await expectAlertLike({ icon: 'success', title: 'Orden reembolsada' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/order/203', body: { state: 'Canceled' } },
    ]);
    const state = columnHeaders(table).indexOf(ORDER_COLUMN_STATE);
    await waitFor(() =>
      expect(bodyRows(table).find((row) => row[0] === '203')?.[state]).toBe('Reembolsada'),
    );
    // Refunded, it holds no places: no 'Vencimiento'.
    const period = columnHeaders(table).indexOf('Vencimiento');
    expect(bodyRows(table).find((row) => row[0] === '203')?.[period]).toBe('—');
    expect(
      within(table).queryByRole('button', { name: 'Cancelar orden 203' }),
    ).not.toBeInTheDocument();
  });

  it('also reads the order when the server answers it bare, not as { order }', async () => {
    server.use(
      http.put('*/api/order/:id', () => {
        const paid = adminDb.orders.find((order) => order.id === 203);
        if (!paid) throw new Error('the admin fixtures changed');
        paid.state = 'Refunded';
        return HttpResponse.json(paid);
      }),
    );
    await pressRowButton('Cancelar orden 203', true, 'ordenes', 'Ordenes');
    await expectAlertLike({ icon: 'success', title: 'Orden reembolsada' });
  });

  it("shows Mercado Pago's refusal (502) in the server's words, and the order stays paid", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/order/:id', 502, ORDER_MESSAGES.refundFailed);
    const { table } = await pressRowButton('Cancelar orden 203', true, 'ordenes', 'Ordenes');
    await expectAlertLike({
      icon: 'error',
      title: 'No se pudo reembolsar la orden',
      text: ORDER_MESSAGES.refundFailed,
    });
    const state = columnHeaders(table).indexOf(ORDER_COLUMN_STATE);
    expect(bodyRows(table).find((row) => row[0] === '203')?.[state]).toBe('Pagada');
    expect(within(table).getByRole('button', { name: 'Cancelar orden 203' })).toBeEnabled();
  });

  it('refunds nothing when the question is declined', async () => {
    await pressRowButton('Cancelar orden 203', false, 'ordenes', 'Ordenes');
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(adminDb.requests).toEqual([]);
  });

  it("filters 'Reembolsada' orders and offers no cancel on them", async () => {
    const [, , paid] = adminDb.orders;
    if (!paid) throw new Error('the admin fixtures changed');
    adminDb.orders.push({ ...paid, id: 204, state: 'Refunded' });
    const { user, table } = await openDashboard('ordenes', 'Ordenes');
    await choose(user, 'Estado', 'Reembolsada');
    await waitFor(() => expect(bodyRows(table).map((row) => row[0])).toEqual(['204']));
    expect(listParams('/api/order').at(-1)).toMatchObject({ state: 'Refunded' });
    const state = columnHeaders(table).indexOf(ORDER_COLUMN_STATE);
    expect(bodyRows(table)[0]?.[state]).toBe('Reembolsada');
    expect(
      within(table).queryByRole('button', { name: 'Cancelar orden 204' }),
    ).not.toBeInTheDocument();
  });
});

describe("Dias y horas → 'En espera'", () => {
  const VIERNES = 'Ver lista de espera de Funcional Viernes 18:30: 2 en espera';

  function seedLine() {
    waitlistDb.lines[13] = [
      {
        position: 1,
        userId: 7,
        name: 'Ana',
        lastName: 'Pérez',
        email: 'ana@example.com',
        joinedAt: '2025-03-01T12:00:00.000Z',
        offer: offerOf(400, '2025-03-06T15:30:00.000Z'),
      },
      {
        position: 2,
        userId: 9,
        name: 'Bruno',
        lastName: 'Díaz',
        email: 'bruno@example.com',
        joinedAt: '2025-03-02T12:00:00.000Z',
        offer: null,
      },
    ];
  }

  it('opens the line of a slot from its count, first to last, with the place offered', async () => {
    seedLine();
    const { user, table } = await openDashboard('dias-y-horas', 'Dias y horas');
    // Only a slot somebody waits for has a line to open.
    expect(within(table).getAllByRole('button', { name: /^Ver lista de espera/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: VIERNES }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lista de espera: Funcional Viernes 18:30',
    });
    const line = await within(dialog).findByRole('table', { name: 'Personas en espera' });
    expect(columnHeaders(line)).toEqual([
      'Lugar',
      'Nombre',
      'Email',
      'Anotado el',
      'Lugar ofrecido',
    ]);
    expect(rowTexts(line)).toEqual([
      ['1', 'Ana Pérez', 'ana@example.com', '01/03/2025', 'Sí, hasta el 06/03/2025 a las 12:30'],
      ['2', 'Bruno Díaz', 'bruno@example.com', '02/03/2025', 'No'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens and closes with the keyboard, and gives the focus back to the count', async () => {
    seedLine();
    const { user, table } = await openDashboard('dias-y-horas', 'Dias y horas');
    const count = within(table).getByRole('button', { name: VIERNES });
    count.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Lista de espera: Funcional Viernes 18:30',
    });
    expect(await within(dialog).findByText('Bruno Díaz')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(count).toHaveFocus());
  });

  it('says so when nobody waits any more, and shows a failure with a retry', async () => {
    const { user, table } = await openDashboard('dias-y-horas', 'Dias y horas');
    await user.click(within(table).getByRole('button', { name: VIERNES }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nadie está esperando un lugar en este horario.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse('get', '*/api/diahora/:id/waitlist', 500, 'Error interno del servidor');
    await user.click(within(table).getByRole('button', { name: VIERNES }));
    const failed = await screen.findByRole('dialog');
    expect(
      await within(failed).findByText('No pudimos cargar la lista de espera.'),
    ).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
