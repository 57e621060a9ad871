import { ATTENDANCE_MESSAGES } from '@power-gym/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@/testing/requests';
import { rosterDb, rosterEntry, staffSession } from '@/testing/mocks/roster-handlers';
import { refuse, refuseGetUntilRecovered } from '@/testing/mocks/server';
import { textsOf } from '@/testing/tables';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { StaffDay } from './components/staff-day';

// Friday 27 November 2026, 18:10 in Buenos Aires: Funcional 18:30 takes attendance, Boxeo 20:00 not yet.
const NOW = new Date('2026-11-27T21:10:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  rosterDb.reset();
  rosterDb.add(
    staffSession({
      diaHoraId: 51,
      activity: 'Yoga',
      hour: '08:00',
      startsAt: '2026-11-27T11:00:00.000Z',
      status: 'Cancelada',
      reason: 'Profe con licencia',
      free: 0,
      capacity: 12,
      held: 5,
    }),
    [rosterEntry({ id: 20, name: 'Eva', lastName: 'Luna' })],
  );
  rosterDb.add(staffSession({ held: 12, makeups: 1, skipped: 1 }), [
    rosterEntry({ id: 8, name: 'Juan', lastName: 'Acosta' }, { kind: 'Recupera' }),
    rosterEntry({ id: 9, name: 'Sofía', lastName: 'Gómez' }, { skipped: true }),
    rosterEntry(
      { id: 7, name: 'Ana', lastName: 'Pérez' },
      { attended: true, method: 'Pase', markedBy: 'Marta Díaz' },
    ),
    rosterEntry(
      { id: 10, name: 'Luis', lastName: 'Ruiz', image: '/media/users/10.jpg' },
      { paid: false, places: 2 },
    ),
  ]);
  rosterDb.add(
    staffSession({
      diaHoraId: 41,
      activity: 'Boxeo',
      hour: '20:00',
      startsAt: '2026-11-27T23:00:00.000Z',
      capacity: 16,
      held: 1,
      trainers: [],
    }),
    [rosterEntry({ id: 11, name: 'Carla', lastName: 'Sosa' })],
  );
  // Saturday: one class nobody holds.
  rosterDb.add(
    staffSession({
      date: '2026-11-28',
      startsAt: '2026-11-28T14:00:00.000Z',
      diaHoraId: 32,
      activity: 'Yoga',
      day: 'Sabado',
      hour: '11:00',
      capacity: 12,
      held: 0,
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the desk's 'Clases de hoy' and waits for the day's sessions. */
async function openDay() {
  const view = renderWithProviders(<StaffDay title="Clases de hoy" />);
  await screen.findByRole('list', { name: 'Clases del viernes 27/11' });
  return view;
}

const sessionTexts = () =>
  textsOf(within(screen.getByRole('list', { name: /^Clases del/ })).getAllByRole('listitem'));

const rosterRegion = (name: string) => screen.getByRole('region', { name });

describe('StaffDay, the staff’s day', () => {
  it("lists today's sessions by start, asking the server for today's date", async () => {
    renderWithProviders(<StaffDay title="Clases de hoy" />);
    expect(screen.getByRole('heading', { name: 'Clases de hoy', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Hoy, viernes 27/11')).toBeInTheDocument();
    expect(await screen.findByText('Cargando clases…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Clases del viernes 27/11' });

    expect(rosterDb.dayDates).toEqual(['2026-11-27']);
    expect(sessionTexts()).toEqual([
      '08:00 YogaCon Laura GómezCancelada: Profe con licencia5 de 12 lugaresVer lista',
      '18:30 FuncionalCon Laura Gómez12 de 25 lugares · 1 recupera · 1 avisó que no viene · Vinieron 1Tomar asistencia',
      '20:00 Boxeo1 de 16 lugares · Vinieron 0Tomar asistencia',
    ]);
    expect(screen.getByRole('button', { name: 'Ver lista: Yoga 08:00' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tomar asistencia: Funcional 18:30' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cargando clases…')).not.toBeInTheDocument();
  });

  it('moves a day at a time, back to today, and to the date typed', async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(screen.getByText('Mañana, sábado 28/11')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Clases del sábado 28/11' });
    expect(sessionTexts()).toEqual([
      '11:00 YogaCon Laura Gómez0 de 12 lugares · Vinieron 0Tomar asistencia',
    ]);

    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(screen.getByText('Ayer, jueves 26/11')).toBeInTheDocument();
    expect(await screen.findByText('No hay clases este día.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await screen.findByRole('list', { name: 'Clases del viernes 27/11' });

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2027-01-04' } });
    expect(screen.getByText('Lunes 4/1/2027')).toBeInTheDocument();
    expect(await screen.findByText('No hay clases este día.')).toBeInTheDocument();
    // A date field emptied keeps the day shown.
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '' } });
    expect(screen.getByLabelText('Fecha')).toHaveValue('2027-01-04');

    // Today came from the cache: no second GET for it.
    expect(rosterDb.dayDates).toEqual(['2026-11-27', '2026-11-28', '2026-11-26', '2027-01-04']);
  });

  it("opens a session's roster below the list, its heading focused, with each member's chips", async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Tomar asistencia: Funcional 18:30' }));
    const heading = screen.getByRole('heading', {
      name: 'Funcional · viernes 27/11 18:30',
      level: 3,
    });
    expect(heading).toHaveFocus();
    const roster = rosterRegion('Funcional · viernes 27/11 18:30');
    expect(await within(roster).findByText('Vinieron 1 de 4')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Tomar asistencia: Funcional 18:30' }),
    ).toHaveAttribute('aria-current', 'true');

    const entries = within(roster).getAllByRole('listitem');
    expect(textsOf(entries)).toEqual([
      'JAAcosta, JuanRecuperaVino',
      'SGGómez, SofíaAvisó que no vieneVino',
      'APPérez, AnaCon el pase · registró Marta DíazVino',
      'Ruiz, LuisSin pagar2 lugaresVino',
    ]);
    // A photo where the member has one, else the initials.
    expect(entries[3]?.querySelector('img')).toHaveAttribute('src', '/media/users/10.jpg');
    expect(within(roster).getByRole('switch', { name: 'Vino Ana Pérez' })).toBeChecked();
    expect(within(roster).getByRole('switch', { name: 'Vino Juan Acosta' })).not.toBeChecked();
    expect(within(roster).getByRole('switch', { name: 'Vino Luis Ruiz' })).toBeEnabled();
  });

  it('marks a member: PUT { attended: true }, the row shows who recorded it, the counts move', async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Tomar asistencia: Funcional 18:30' }));
    const roster = rosterRegion('Funcional · viernes 27/11 18:30');
    const sent = recordRequests();
    await user.click(await within(roster).findByRole('switch', { name: 'Vino Juan Acosta' }));

    await waitFor(() =>
      expect(within(roster).getByRole('switch', { name: 'Vino Juan Acosta' })).toBeChecked(),
    );
    expect(await sent()).toEqual([
      'PUT /api/diahora/13/sessions/2026-11-27/attendance/8 {"attended":true}',
    ]);
    const [juan] = within(roster).getAllByRole('listitem');
    expect(juan).toHaveTextContent('Marcado en la lista · registró Recepción Power Gym');
    expect(within(roster).getByText('Vinieron 2 de 4')).toBeInTheDocument();
    await waitFor(() => expect(sessionTexts()[1]).toContain('Vinieron 2'));

    await user.click(within(roster).getByRole('switch', { name: 'Vino Juan Acosta' }));
    await waitFor(() =>
      expect(within(roster).getByRole('switch', { name: 'Vino Juan Acosta' })).not.toBeChecked(),
    );
    expect((await sent())[1]).toBe(
      'PUT /api/diahora/13/sessions/2026-11-27/attendance/8 {"attended":false}',
    );
    expect(within(roster).getByText('Vinieron 1 de 4')).toBeInTheDocument();
  });

  it("shows the server's refusal before the class opens and leaves the switch off", async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Tomar asistencia: Boxeo 20:00' }));
    const roster = rosterRegion('Boxeo · viernes 27/11 20:00');
    const carla = await within(roster).findByRole('switch', { name: 'Vino Carla Sosa' });
    await user.click(carla);

    expect(await within(roster).findByRole('alert')).toHaveTextContent(ATTENDANCE_MESSAGES.notYet);
    expect(rosterDb.writes).toEqual([
      { path: '/api/diahora/41/sessions/2026-11-27/attendance/11', body: { attended: true } },
    ]);
    expect(within(roster).getByRole('switch', { name: 'Vino Carla Sosa' })).not.toBeChecked();
    expect(within(roster).getByRole('switch', { name: 'Vino Carla Sosa' })).toBeEnabled();
    expect(within(roster).getByText('Vinieron 0 de 1')).toBeInTheDocument();
  });

  it('shows a cancelled class’s roster without taking attendance', async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Ver lista: Yoga 08:00' }));
    const roster = rosterRegion('Yoga · viernes 27/11 08:00');
    expect(
      within(roster).getByText(
        'Cancelada: Profe con licencia. No se toma asistencia en esta clase.',
      ),
    ).toBeInTheDocument();
    expect(await within(roster).findByRole('switch', { name: 'Vino Eva Luna' })).toBeDisabled();
  });

  it('says when nobody has a class, and when a day has none', async () => {
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Tomar asistencia: Yoga 11:00' }));
    const roster = rosterRegion('Yoga · sábado 28/11 11:00');
    expect(await within(roster).findByText('Nadie tiene esta clase.')).toBeInTheDocument();
    expect(within(roster).queryByRole('switch')).not.toBeInTheDocument();

    // Another day closes the roster.
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(await screen.findByText('No hay clases este día.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Yoga/ })).not.toBeInTheDocument();
  });

  it("says when the day or a roster cannot be loaded, the roster with the server's reason", async () => {
    const failing = refuseGetUntilRecovered('*/api/sessions/day', 500, 'Error interno');
    const { user } = renderWithProviders(<StaffDay title="Mis clases" />);
    expect(await screen.findByText('No pudimos cargar las clases del día.')).toBeInTheDocument();
    failing.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('list', { name: 'Clases del viernes 27/11' });

    refuse(
      'get',
      '*/api/diahora/:id/sessions/:date/attendance',
      403,
      'Solo podés ver las listas de tus propias clases',
    );
    await user.click(screen.getByRole('button', { name: 'Tomar asistencia: Funcional 18:30' }));
    expect(
      await screen.findByText('Solo podés ver las listas de tus propias clases'),
    ).toBeInTheDocument();
  });
});
