import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { timetableDb, timetableEntry } from '@/testing/mocks/timetable-handlers';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** Monday 30 November 2026, noon in Buenos Aires: the week runs to Sunday 6/12. */
const NOW = new Date('2026-11-30T12:00:00-03:00');

const WEEK = [
  timetableEntry({ date: '2026-11-30', hour: '19:00', diaHoraId: 12, free: 0 }),
  timetableEntry({ date: '2026-11-30', hour: '08:00', diaHoraId: 11, free: 3 }),
  timetableEntry({
    date: '2026-12-01',
    hour: '07:00',
    diaHoraId: 21,
    activityId: 2,
    activity: 'Spinning',
    trainers: ['Pedro Ruiz', 'Laura Gómez'],
    free: 1,
  }),
  timetableEntry({
    date: '2026-12-02',
    hour: '10:00',
    diaHoraId: 31,
    activityId: 3,
    activity: 'Yoga',
    trainers: ['Carla Díaz'],
    status: 'Cancelada',
    reason: 'Profe con licencia',
    free: 0,
  }),
  timetableEntry({
    date: '2026-12-03',
    hour: '20:00',
    diaHoraId: 41,
    activityId: 4,
    activity: 'Boxeo',
    trainers: [],
    status: 'Cerrado',
    reason: 'Cierre por mantenimiento',
    free: 0,
  }),
  timetableEntry({
    date: '2026-12-05',
    hour: '11:00',
    diaHoraId: 32,
    activityId: 3,
    activity: 'Yoga',
    trainers: ['Carla Díaz'],
    free: 12,
  }),
  // The week after.
  timetableEntry({ date: '2026-12-07', hour: '08:00', diaHoraId: 11, free: 20 }),
];

const DAYS = [
  'Lunes 30/11',
  'Martes 1/12',
  'Miércoles 2/12',
  'Jueves 3/12',
  'Viernes 4/12',
  'Sábado 5/12',
  'Domingo 6/12',
];

function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

/** A day's section of the timetable, by its heading. */
function daySection(name: string) {
  return defined(screen.getByRole('heading', { name }).closest('section'));
}

/** The class links of every session shown, in order. */
function shownClasses() {
  return within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
}

async function renderTimetable(route = '/horarios') {
  const view = renderApp({ route });
  expect(await screen.findByRole('heading', { name: 'Horarios', level: 1 })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Lunes 30/11', level: 2 });
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  timetableDb.entries = WEEK;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Horarios', () => {
  it('lists the seven days, each with its sessions by start and the places left', async () => {
    await renderTimetable();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(DAYS);
    // This week asks for the server's today.
    expect(timetableDb.froms).toEqual([null]);

    const monday = within(daySection('Lunes 30/11')).getAllByRole('listitem');
    expect(monday).toHaveLength(2);
    const early = defined(monday[0]);
    const late = defined(monday[1]);
    expect(early).toHaveTextContent(/^08:00/);
    expect(within(early).getByRole('link', { name: 'Funcional' })).toHaveAttribute(
      'href',
      '/clases/1',
    );
    expect(within(early).getByText('Con Laura Gómez')).toBeInTheDocument();
    expect(within(early).getByText('Quedan 3 lugares')).toBeInTheDocument();
    expect(late).toHaveTextContent(/^19:00/);
    expect(within(late).getByText('Completa')).toBeInTheDocument();

    const tuesday = within(daySection('Martes 1/12'));
    expect(tuesday.getByRole('link', { name: 'Spinning' })).toHaveAttribute('href', '/clases/2');
    expect(tuesday.getByText('Con Pedro Ruiz y Laura Gómez')).toBeInTheDocument();
    expect(tuesday.getByText('Queda 1 lugar')).toBeInTheDocument();

    for (const empty of ['Viernes 4/12', 'Domingo 6/12']) {
      expect(within(daySection(empty)).getByText('Sin clases')).toBeInTheDocument();
      expect(within(daySection(empty)).queryByRole('list')).not.toBeInTheDocument();
    }
    expect(within(daySection('Sábado 5/12')).getByText('Quedan 12 lugares')).toBeInTheDocument();
    // The week after is not part of this one.
    expect(screen.queryByText('Quedan 20 lugares')).not.toBeInTheDocument();
  });

  it('marks a cancelled and a closed session with their reasons, in words, their hour struck through', async () => {
    await renderTimetable();
    const cancelled = within(daySection('Miércoles 2/12')).getByRole('listitem');
    expect(within(cancelled).getByText('Cancelada: Profe con licencia')).toBeInTheDocument();
    expect(within(cancelled).getByText('10:00').tagName).toBe('S');
    expect(within(cancelled).getByRole('link', { name: 'Yoga' })).toBeInTheDocument();
    expect(within(cancelled).queryByText(/lugar|Completa/)).not.toBeInTheDocument();

    const closed = within(daySection('Jueves 3/12')).getByRole('listitem');
    expect(within(closed).getByText('Cerrado: Cierre por mantenimiento')).toBeInTheDocument();
    expect(within(closed).getByText('20:00').tagName).toBe('S');
    expect(within(closed).queryByText(/lugar|Completa/)).not.toBeInTheDocument();

    // A held session's hour is not struck through.
    const held = within(daySection('Martes 1/12')).getByRole('listitem');
    expect(within(held).getByText('07:00').tagName).not.toBe('S');
  });

  it('filters by class and keeps the choice in the address', async () => {
    const { user, router } = await renderTimetable();
    const filter = screen.getByRole('combobox', { name: 'Clase' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las clases', 'Boxeo', 'Funcional', 'Spinning', 'Yoga']);
    expect(shownClasses()).toEqual(['Funcional', 'Funcional', 'Spinning', 'Yoga', 'Boxeo', 'Yoga']);

    await user.selectOptions(filter, 'Yoga');
    expect(shownClasses()).toEqual(['Yoga', 'Yoga']);
    expect(router.state.location.search).toBe('?clase=3');
    expect(within(daySection('Lunes 30/11')).getByText('Sin clases')).toBeInTheDocument();
    // The days stay: filtering happens here, with no new request.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(timetableDb.froms).toEqual([null]);

    await user.selectOptions(filter, 'Todas las clases');
    expect(shownClasses()).toHaveLength(6);
    expect(router.state.location.search).toBe('');
  });

  it('reads the class to show from ?clase=', async () => {
    await renderTimetable('/horarios?clase=2');
    expect(screen.getByRole('combobox', { name: 'Clase' })).toHaveValue('2');
    expect(shownClasses()).toEqual(['Spinning']);
  });

  it('moves to the next week and back, asking for the days from a week later', async () => {
    const { user, router } = await renderTimetable('/horarios?clase=1');
    expect(shownClasses()).toEqual(['Funcional', 'Funcional']);

    await user.click(screen.getByRole('link', { name: 'Semana siguiente' }));
    expect(
      await screen.findByRole('heading', { name: 'Lunes 7/12', level: 2 }),
    ).toBeInTheDocument();
    expect(timetableDb.froms).toEqual([null, '2026-12-07']);
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Domingo 13/12');
    // The class chosen stays chosen.
    expect(within(daySection('Lunes 7/12')).getByText('Quedan 20 lugares')).toBeInTheDocument();
    expect(shownClasses()).toEqual(['Funcional']);
    expect(new URLSearchParams(router.state.location.search).get('clase')).toBe('1');
    expect(screen.getByRole('link', { name: 'Semana siguiente' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('link', { name: 'Esta semana' }));
    expect(
      await screen.findByRole('heading', { name: 'Lunes 30/11', level: 2 }),
    ).toBeInTheDocument();
    expect(shownClasses()).toEqual(['Funcional', 'Funcional']);
    expect(router.state.location.search).toBe('?clase=1');
  });

  it('shows the days loading while the timetable is on its way', async () => {
    server.use(
      http.get('*/api/timetable', async () => {
        await delay(300);
        return HttpResponse.json([]);
      }),
    );
    renderApp({ route: '/horarios' });
    expect(await screen.findByRole('status', { name: 'Cargando horarios' })).toBeInTheDocument();
    expect(await screen.findByText('No hay clases programadas esta semana.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando horarios' })).not.toBeInTheDocument();
  });

  it('says when there are no classes in the week', async () => {
    timetableDb.entries = [];
    renderApp({ route: '/horarios' });
    expect(await screen.findByText('No hay clases programadas esta semana.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows an error with Reintentar, and retries', async () => {
    const api = refuseGetUntilRecovered('*/api/timetable', 500, 'Algo salió mal');
    const { user } = renderApp({ route: '/horarios' });
    expect(await screen.findByText('No pudimos cargar los horarios.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const calls = api.calls();

    api.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { name: 'Lunes 30/11', level: 2 }),
    ).toBeInTheDocument();
    expect(api.calls()).toBe(calls + 1);
    expect(screen.queryByText('No pudimos cargar los horarios.')).not.toBeInTheDocument();
  });
});

describe("The header's 'Horarios' and Home's section", () => {
  it("the header's 'Horarios' link opens the page", async () => {
    const { user, router } = renderApp({ route: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const link = within(nav).getByRole('link', { name: 'Horarios' });
    expect(link).toHaveAttribute('href', '/horarios');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Horarios', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horarios');
  });

  it("Home shows today's and tomorrow's sessions and links to every day", async () => {
    const { user } = renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'Horarios' });
    const home = within(section);
    expect(
      home.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Lunes 30/11', 'Martes 1/12']);
    expect(home.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '08:00FuncionalCon Laura GómezQuedan 3 lugares',
      '19:00FuncionalCon Laura GómezCompleta',
      '07:00SpinningCon Pedro Ruiz y Laura GómezQueda 1 lugar',
    ]);
    expect(home.queryByText(/Profe con licencia/)).not.toBeInTheDocument();

    await user.click(home.getByRole('link', { name: 'Ver todos los horarios' }));
    expect(await screen.findByRole('heading', { name: 'Horarios', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7));
  });

  it("Home's section shows an error with Reintentar", async () => {
    const api = refuseGetUntilRecovered('*/api/timetable', 500, 'Algo salió mal');
    const { user } = renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'Horarios' });
    // The section subscribes after home's first failed request and asks again (RTK Query refetches
    // an errored query for a new subscriber): two round trips, slow on a loaded CI machine.
    expect(
      await within(section).findByText('No pudimos cargar los horarios.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    api.recover();
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(section).findByRole('heading', { name: 'Lunes 30/11', level: 3 }),
    ).toBeInTheDocument();
  });
});
