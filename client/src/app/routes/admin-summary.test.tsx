import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@power-gym/contracts';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, signedInState } from '@/testing/mocks/fixtures';
import {
  attendanceFixture,
  emptyAttendanceOf,
  insightsDb,
  insightsFixture,
  recordRequest,
} from '@/testing/mocks/insights-handlers';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { columnHeaders, rowTexts, textsOf } from '@/testing/tables';
import { monthLabel } from '@/features/admin/utils/insights';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

/** Opens the dashboard at `route` and waits for 'Resumen' to show its figures. */
async function openSummary(route = '/admindashboard') {
  const view = renderApp({ route, preloadedState: signedInState(adminFixture) });
  await screen.findByRole('article', { name: 'Socios activos' });
  return view;
}

/** A list's items as their texts. */
function items(list: HTMLElement) {
  return textsOf(within(list).getAllByRole('listitem'));
}

describe("'Resumen', the dashboard's first section", () => {
  it("opens on Resumen, first in the side bar, with one GET /insights of the default period and one of this month's attendance", async () => {
    const { router } = renderApp({
      route: '/admindashboard',
      preloadedState: signedInState(adminFixture),
    });
    expect(await screen.findByText('Cargando resumen…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Resumen', level: 2 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent('Resumen');
    expect(within(nav).getByRole('button', { name: 'Resumen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Del 01/04/2024 al 31/03/2025')).toBeInTheDocument();
    expect(screen.queryByText('Cargando resumen…')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // No period: the server's own, the 12 months up to today, and this month's attendance; with
    // the admin's token. Both at once: neither waits for the other.
    const authorization = `Bearer ${adminFixture.uid}`;
    await waitFor(() =>
      expect(insightsDb.requests.toSorted((a, b) => a.path.localeCompare(b.path))).toEqual([
        { path: '/api/insights', params: {}, authorization },
        { path: '/api/insights/attendance', params: {}, authorization },
      ]),
    );
  });

  it('keeps Resumen on a reload of ?seccion=resumen and on an unknown section', async () => {
    const view = await openSummary('/admindashboard?seccion=resumen');
    expect(screen.getByRole('heading', { name: 'Resumen', level: 2 })).toBeInTheDocument();
    view.unmount();
    await openSummary('/admindashboard?seccion=nada');
    expect(screen.getByRole('heading', { name: 'Resumen', level: 2 })).toBeInTheDocument();
  });

  it('shows each figure with its change against the month before', async () => {
    await openSummary();
    const figure = (name: string) => screen.getByRole('article', { name });
    expect(figure('Socios activos')).toHaveTextContent(
      'Socios activos42+3 respecto del mes anterior',
    );
    expect(figure('Abonos activos')).toHaveTextContent(
      'Abonos activos51\u22122 respecto del mes anterior',
    );
    expect(figure('Altas del mes')).toHaveTextContent(
      'Altas del mes7Sin cambios respecto del mes anterior',
    );
    expect(figure('Bajas del mes')).toHaveTextContent('Bajas del mes3+2 respecto del mes anterior');
    // No membership ended this month: no rate.
    expect(figure('Tasa de renovación')).toHaveTextContent(
      'Tasa de renovación—Sin datos para comparar con el mes anterior',
    );
  });

  it('writes a renewal rate as a percentage and its change in points', async () => {
    server.use(
      http.get('*/api/insights', () =>
        HttpResponse.json({
          ...insightsFixture,
          members: { ...insightsFixture.members, renewalRate: { value: 0.75, previous: 0.5 } },
        }),
      ),
    );
    await openSummary();
    expect(screen.getByRole('article', { name: 'Tasa de renovación' })).toHaveTextContent(
      'Tasa de renovación75%+25 puntos respecto del mes anterior',
    );
  });

  it("describes 'Ingresos por mes' in words and shows its table under 'Ver datos'", async () => {
    const { user } = await openSummary();
    const panel = screen.getByRole('region', { name: 'Ingresos por mes' });
    const total = insightsFixture.revenue.reduce((sum, month) => sum + Number(month.net), 0);
    const summary =
      `Ingreso neto de los últimos 12 meses: total ${formatMoney(total)}; ` +
      `el mes más alto fue febrero de 2025, con ${formatMoney(195000)}. ` +
      `Descuentos otorgados: ${formatMoney(61000)}.`;
    // getByText reads formatMoney's no-break space as a space.
    expect(within(panel).getByText(summary.replace(/\s/g, ' '))).toBeInTheDocument();
    const chart = within(panel).getByRole('img', {
      name: 'Gráfico de barras del ingreso neto y los descuentos de cada mes',
    });
    expect(chart).toHaveAccessibleDescription(summary);
    // The chart's code arrives on its own; its placeholder keeps the room until then.
    await waitFor(() => expect(chart.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(chart.querySelector('.MuiChartsLayerContainer-root, svg')).not.toBeNull();

    const show = within(panel).getByRole('button', { name: 'Ver datos' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(panel).queryByRole('table', { name: 'Datos de ingresos por mes' }),
    ).not.toBeInTheDocument();
    act(() => show.focus());
    await user.keyboard('{Enter}');
    expect(within(panel).getByRole('button', { name: 'Ocultar datos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(panel).getByRole('table', { name: 'Datos de ingresos por mes' });
    expect(columnHeaders(table)).toEqual([
      'Mes',
      'Cobrado',
      'Reembolsado',
      'Descuentos',
      'Ingreso neto',
    ]);
    const rows = rowTexts(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([
      'abril de 2024',
      formatMoney(120000),
      formatMoney(0),
      formatMoney(5000),
      formatMoney(120000),
    ]);
    expect(rows[10]).toEqual([
      'febrero de 2025',
      formatMoney(210000),
      formatMoney(15000),
      formatMoney(12000),
      formatMoney(195000),
    ]);
  });

  it("shows 'Débito automático': the monthly recurring revenue, the active débitos and each month's altas and bajas", async () => {
    await openSummary();
    const panel = screen.getByRole('region', { name: 'Débito automático' });
    // toHaveTextContent reads formatMoney's no-break space as a space.
    expect(
      within(panel).getByRole('article', { name: 'Ingreso mensual recurrente' }),
    ).toHaveTextContent(
      `Ingreso mensual recurrente${formatMoney(72501)}Lo que cobran por mes los débitos activos`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(within(panel).getByRole('article', { name: 'Débitos activos' })).toHaveTextContent(
      'Débitos activos8Abonos que Mercado Pago cobra cada mes',
    );
    const table = within(panel).getByRole('table', { name: 'Altas y bajas de débitos por mes' });
    expect(columnHeaders(table)).toEqual(['Mes', 'Altas', 'Bajas']);
    const rows = rowTexts(table);
    // The months of 'Ingresos por mes', oldest first, those without changes too.
    expect(rows.map(([month]) => month)).toEqual(
      insightsFixture.revenue.map(({ month }) => monthLabel(month)),
    );
    expect(rows[0]).toEqual(['abril de 2024', '0', '0']);
    expect(rows[6]).toEqual(['octubre de 2024', '3', '1']);
    expect(rows[10]).toEqual(['febrero de 2025', '4', '2']);
  });

  it("writes 'Débito automático' without any débito as zeros", async () => {
    server.use(
      http.get('*/api/insights', () =>
        HttpResponse.json({
          ...insightsFixture,
          debits: {
            monthlyRecurring: '0.00',
            active: 0,
            months: insightsFixture.debits.months.map(({ month }) => ({
              month,
              started: 0,
              cancelled: 0,
            })),
          },
        }),
      ),
    );
    await openSummary();
    const panel = screen.getByRole('region', { name: 'Débito automático' });
    expect(
      within(panel).getByRole('article', { name: 'Ingreso mensual recurrente' }),
    ).toHaveTextContent(`Ingreso mensual recurrente${formatMoney(0)}`.replace(/\s/g, ' '));
    expect(within(panel).getByRole('article', { name: 'Débitos activos' })).toHaveTextContent(
      'Débitos activos0',
    );
    const table = within(panel).getByRole('table', { name: 'Altas y bajas de débitos por mes' });
    expect(
      rowTexts(table).every(([, started, cancelled]) => started === '0' && cancelled === '0'),
    ).toBe(true);
  });

  it("shows 'Ocupación por horario' as a week, each slot's class and share, and who waits for a full one", async () => {
    await openSummary();
    const panel = screen.getByRole('region', { name: 'Ocupación por horario' });
    expect(
      within(panel).getByText(
        '4 horarios con clase, ocupación promedio 54%. El más ocupado: Funcional, Lunes 19:00 (100%). 1 completo, 2 personas en espera.',
      ),
    ).toBeInTheDocument();
    // Its own scrollable region, reachable with the keyboard.
    const scroller = within(panel).getByRole('region', { name: 'Tabla de ocupación por horario' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    const table = within(scroller).getByRole('table', { name: 'Ocupación por horario' });
    expect(columnHeaders(table)).toEqual([
      'Hora',
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(['08:00', '10:00', '19:00']);
    const [eight, ten, seven] = rowTexts(table);
    expect(eight?.[0]).toBe('Funcional40% (4/10)');
    expect(ten?.[5]).toBe('Yoga0% (0/8)');
    expect(seven?.[0]).toBe('Funcional100% (10/10)2 en espera');
    expect(seven?.[2]).toBe('Spinning75% (15/20)');
    expect(seven?.[1]).toBe('—Sin clase');
    expect(within(panel).getByRole('list', { name: 'Escala de ocupación' })).toBeInTheDocument();
  });

  it("links each membership 'por vencer' to its order in Ordenes", async () => {
    const { user, router } = await openSummary();
    const panel = screen.getByRole('region', { name: 'Abonos por vencer' });
    expect(items(within(panel).getByRole('list'))).toEqual([
      'Orden N° 203Bruno Díaz · FuncionalVence el 04/04/2025',
      'Orden N° 207Ana Pérez · Spinning, YogaVence el 06/04/2025',
    ]);
    const link = within(panel).getByRole('link', { name: 'Orden N° 203' });
    expect(link).toHaveAttribute('href', '/admindashboard?seccion=ordenes&buscar=203');
    await user.click(link);
    const grid = await screen.findByRole('grid', { name: 'Ordenes' });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('203');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent),
      ).toEqual(['203']),
    );
    expect(
      adminDb.listRequests.filter((request) => request.path === '/api/order').at(-1)?.params,
    ).toEqual({ page: '1', pageSize: '25', sort: 'created', q: '203' });
    expect(router.state.location.search).toBe('?seccion=ordenes&buscar=203');
    expect(
      within(screen.getByRole('navigation', { name: 'Panel de admin' })).getByRole('button', {
        name: 'Ordenes',
      }),
    ).toHaveAttribute('aria-current', 'page');
    // Once the admin searches something else, the link's search leaves the address.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '4');
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=ordenes'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('2034');
  });

  it("says 'No hay abonos por vencer' when none ends soon", async () => {
    server.use(
      http.get('*/api/insights', () => HttpResponse.json({ ...insightsFixture, ending: [] })),
    );
    await openSummary();
    const panel = screen.getByRole('region', { name: 'Abonos por vencer' });
    expect(within(panel).getByText('No hay abonos por vencer')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the three most and least booked classes and every class by its rating', async () => {
    await openSummary();
    const ranking = screen.getByRole('region', { name: 'Clases más y menos reservadas' });
    expect(items(within(ranking).getByRole('list', { name: 'Más reservadas' }))).toEqual([
      'Funcional40 lugares',
      'Spinning25 lugares',
      'Pilates18 lugares',
    ]);
    expect(items(within(ranking).getByRole('list', { name: 'Menos reservadas' }))).toEqual([
      'Crossfit0 lugares',
      'Boxeo3 lugares',
      'Yoga9 lugares',
    ]);

    const ratings = screen.getByRole('region', { name: 'Calificación promedio por clase' });
    const table = within(ratings).getByRole('table', { name: 'Calificaciones por clase' });
    expect(rowTexts(table)).toEqual([
      ['Boxeo', '5,0', '1'],
      ['Pilates', '4,8', '5'],
      ['Funcional', '4,3', '12'],
      ['Spinning', '3,5', '4'],
      ['Crossfit', '—', '0'],
      ['Yoga', '—', '0'],
    ]);
  });

  it('shows a failure with a retry, then the summary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const insights = refuseGetUntilRecovered('*/api/insights', 500, 'Error interno');
    const { user } = renderApp({
      route: '/admindashboard',
      preloadedState: signedInState(adminFixture),
    });
    expect(await screen.findByText('No pudimos cargar el resumen.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Socios activos' })).not.toBeInTheDocument();
    insights.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Socios activos' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar el resumen.')).not.toBeInTheDocument();
  });

  it('still loads the first page of the seven lists on entry, and each section when chosen', async () => {
    const { user, router } = await openSummary();
    const firstPage = { page: '1', pageSize: '25', sort: 'created' };
    const lists = {
      Usuarios: '/api/user',
      Clases: '/api/activity/admin',
      Instructores: '/api/trainer/admin',
      Ordenes: '/api/order',
      'Dias y horas': '/api/diahora/admin',
      Descuentos: '/api/descuento/all',
      Reseñas: '/api/review/admin',
    };
    /** The grid pages asked of `path` (the create dialogs' catalogue has no sort). */
    const pages = (path: string) =>
      adminDb.listRequests
        .filter((request) => request.path === path && request.params.sort !== undefined)
        .map((request) => request.params);
    for (const path of Object.values(lists)) {
      await waitFor(() => expect(pages(path)).toEqual([firstPage]));
    }
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    for (const section of Object.keys(lists)) {
      await user.click(within(nav).getByRole('button', { name: section }));
      const grid = await screen.findByRole('grid', { name: section });
      await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    }
    // Each section showed the page loaded on entry: no page was asked twice.
    for (const path of Object.values(lists)) expect(pages(path)).toEqual([firstPage]);
    await user.click(within(nav).getByRole('button', { name: 'Resumen' }));
    expect(await screen.findByRole('article', { name: 'Socios activos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seccion=resumen');
  });
});

describe("'Asistencia' in Resumen", () => {
  // The 15th of March 2025, noon in Buenos Aires: this month is March.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2025-03-15T15:00:00.000Z'),
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attendanceRequests = () =>
    insightsDb.requests
      .filter((request) => request.path === '/api/insights/attendance')
      .map((request) => request.params);

  /** Opens Resumen and waits for 'Asistencia' to show its figures. */
  async function openAttendance() {
    const view = await openSummary();
    const panel = screen.getByRole('region', { name: 'Asistencia' });
    await within(panel).findByText('Del 01/03/2025 al 15/03/2025');
    return { ...view, panel };
  }

  it("shows this month's rate overall, per class and per slot, the no-shows and who missed most", async () => {
    const { panel } = await openAttendance();
    expect(within(panel).getByRole('combobox', { name: 'Mes' })).toHaveTextContent('marzo de 2025');
    expect(within(panel).getByRole('article', { name: 'Asistencia del mes' })).toHaveTextContent(
      'Asistencia del mes75%30 de 40 presentes',
    );
    expect(within(panel).getByRole('article', { name: 'Ausencias' })).toHaveTextContent(
      'Ausencias10Clases reservadas a las que no vinieron',
    );
    const byClass = within(panel).getByRole('table', { name: 'Asistencia por clase' });
    expect(columnHeaders(byClass)).toEqual(['Clase', 'Asistencia', 'Presentes', 'Ausentes']);
    expect(rowTexts(byClass)).toEqual([
      ['Funcional', '80%', '16', '4'],
      ['Spinning', '70%', '14', '6'],
    ]);
    const bySlot = within(panel).getByRole('table', { name: 'Asistencia por horario' });
    expect(columnHeaders(bySlot)).toEqual([
      'Horario',
      'Clase',
      'Asistencia',
      'Presentes',
      'Ausentes',
    ]);
    expect(rowTexts(bySlot)).toEqual([
      ['Lunes 08:00', 'Funcional', '90%', '9', '1'],
      ['Lunes 19:00', 'Funcional', '70%', '7', '3'],
      ['Miércoles 19:00', 'Spinning', '70%', '14', '6'],
    ]);
    expect(items(within(panel).getByRole('list'))).toEqual([
      'Bruno Díaz: 4 ausencias',
      'Ana Pérez: 1 ausencia',
    ]);
    // This month: no ?month=, the server's own.
    expect(attendanceRequests()).toEqual([{}]);
  });

  it('asks for the month chosen among the twelve up to this one, and says when none was taken', async () => {
    server.use(
      http.get('*/api/insights/attendance', ({ request }) =>
        HttpResponse.json(
          recordRequest(request).get('month') === '2025-02'
            ? emptyAttendanceOf('2025-02-01', '2025-02-28')
            : attendanceFixture,
        ),
      ),
    );
    const { user, panel } = await openAttendance();
    await user.click(within(panel).getByRole('combobox', { name: 'Mes' }));
    const options = textsOf(await screen.findAllByRole('option'));
    expect(options).toHaveLength(12);
    expect([options[0], options[1], options[11]]).toEqual([
      'marzo de 2025',
      'febrero de 2025',
      'abril de 2024',
    ]);
    await user.click(screen.getByRole('option', { name: 'febrero de 2025' }));
    expect(
      await within(panel).findByText('No hubo asistencia tomada en febrero de 2025.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Del 01/02/2025 al 28/02/2025')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(attendanceRequests()).toEqual([{}, { month: '2025-02' }]);

    // Back to this month: its answer is still in the cache.
    await user.click(within(panel).getByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: 'marzo de 2025' }));
    expect(
      await within(panel).findByRole('table', { name: 'Asistencia por clase' }),
    ).toBeInTheDocument();
    expect(attendanceRequests()).toEqual([{}, { month: '2025-02' }]);
  });

  it("says 'Todavía no hay asistencia tomada este mes.' before any attendance is taken", async () => {
    server.use(
      http.get('*/api/insights/attendance', () =>
        HttpResponse.json(emptyAttendanceOf('2025-03-01', '2025-03-15')),
      ),
    );
    const { panel } = await openAttendance();
    expect(
      within(panel).getByText('Todavía no hay asistencia tomada este mes.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('article')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows its own failure with a retry while the rest of Resumen shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attendance = refuseGetUntilRecovered('*/api/insights/attendance', 500, 'Error interno');
    const { user } = await openSummary();
    const panel = screen.getByRole('region', { name: 'Asistencia' });
    expect(await within(panel).findByText('No pudimos cargar la asistencia.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ingresos por mes' })).toBeInTheDocument();
    attendance.recover();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(panel).findByRole('table', { name: 'Asistencia por clase' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('No pudimos cargar la asistencia.')).not.toBeInTheDocument();
  });
});
