import { SESSION_MESSAGES } from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { openSection, renderDashboard, setUpAdminAt } from '@/testing/admin-dashboard';
import { adminSessionDb } from '@/testing/mocks/admin-session-handlers';
import { refuse, refuseGetUntilRecovered } from '@/testing/mocks/server';
import { expectAlert, expectAlertLike } from '@/testing/popups';
import { textsOf } from '@/testing/tables';
import { screen, waitFor, within } from '@/testing/test-utils';

// Monday 30 November 2026, noon in Buenos Aires: Funcional 08:00 already started, 19:00 not yet.
setUpAdminAt(new Date('2026-11-30T15:00:00.000Z'));

beforeEach(() => {
  // Funcional, Monday 19:00 (slot 12, 15 places): 6 held, 1 said 'No voy', 2 make-ups.
  adminSessionDb.counts.set(12, { held: 6, skipped: 1, makeups: 2 });
  // Funcional, Friday 18:30 (slot 13): cancelled this week.
  adminSessionDb.cancellations.set('13|2026-12-04', 'Mantenimiento del salón');
  // Thursday: the gym closes.
  adminSessionDb.overrides.set('2026-12-03', { closed: true, reason: 'Desinfección' });
});

/** Opens 'Semana' and waits for its first day's sessions. */
const openWeek = () => openSection('semana', 'region', 'lunes 30/11');

/** A day's sessions as their texts. */
function sessionsOf(day: string) {
  return textsOf(within(screen.getByRole('region', { name: day })).queryAllByRole('listitem'));
}

const day = (name: string) => screen.getByRole('region', { name });

describe("'Semana', the week calendar", () => {
  it("lists the week from today: each day's sessions with their places, states and actions", async () => {
    renderDashboard('semana');
    expect(await screen.findByText('Cargando semana…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Semana', level: 2 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'lunes 30/11' });
    expect(screen.getByText('Del 30/11/2026 al 06/12/2026')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Panel de admin' });
    expect(within(nav).getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Today in the gym's time zone, sent as `from`.
    expect(adminSessionDb.weekFroms).toEqual(['2026-11-30']);
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual([
      'lunes 30/11',
      'martes 1/12',
      'miércoles 2/12',
      'jueves 3/12',
      'viernes 4/12',
      'sábado 5/12',
      'domingo 6/12',
    ]);
    expect(day('lunes 30/11')).toHaveAttribute('aria-current', 'date');

    expect(sessionsOf('lunes 30/11')).toEqual([
      // Started at 08:00: no action.
      '08:00FuncionalProgramadaCon Laura Gómez8 de 20 lugares · 12 libres',
      '19:00FuncionalProgramadaCon Laura Gómez6 de 15 lugares · 1 no va · 2 recuperan · 8 libresCancelar clase',
    ]);
    expect(
      within(day('lunes 30/11'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Cancelar clase Funcional lunes 30/11 19:00']);
    expect(sessionsOf('jueves 3/12')).toEqual([
      '20:00BoxeoCerradoCon Laura GómezCerrado: Desinfección',
    ]);
    expect(within(day('jueves 3/12')).queryByRole('button')).not.toBeInTheDocument();
    expect(sessionsOf('viernes 4/12')).toEqual([
      '18:30FuncionalCanceladaCon Laura GómezCancelada: Mantenimiento del salónVolver a programar',
    ]);
    expect(
      within(day('viernes 4/12')).getByRole('button', {
        name: 'Volver a programar Funcional viernes 4/12 18:30',
      }),
    ).toBeInTheDocument();
    expect(sessionsOf('domingo 6/12')).toEqual([]);
    expect(within(day('domingo 6/12')).getByText('Sin clases')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cargando semana…')).not.toBeInTheDocument());
  });

  it('cancels a coming class with its reason: the PUT sent, then the week shows it cancelled', async () => {
    const { user } = await openWeek();
    await user.click(
      screen.getByRole('button', { name: 'Cancelar clase Funcional lunes 30/11 19:00' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancelar Funcional lunes 30/11 19:00',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Los socios que tienen esta clase reciben un mail y una clase para recuperar.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveFocus();
    await user.type(reason, '  Profe con licencia ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adminSessionDb.writes).toEqual([
      {
        path: '/api/diahora/12/sessions/2026-11-30',
        body: { status: 'Cancelada', reason: 'Profe con licencia' },
      },
    ]);
    await expectAlert({ icon: 'success', title: 'Clase cancelada', timer: 1500 });
    await waitFor(() =>
      expect(sessionsOf('lunes 30/11')[1]).toBe(
        '19:00FuncionalCanceladaCon Laura GómezCancelada: Profe con licenciaVolver a programar',
      ),
    );
    expect(adminSessionDb.weekFroms).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('asks for the reason: required and at most 120 characters, nothing sent until then', async () => {
    const { user } = await openWeek();
    await user.click(
      screen.getByRole('button', { name: 'Cancelar clase Funcional lunes 30/11 19:00' }),
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Cancelar clase' });
    await user.click(submit);
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(await within(dialog).findByText(SESSION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();

    await user.click(reason);
    await user.paste('x'.repeat(121));
    expect(await within(dialog).findByText(SESSION_MESSAGES.reasonTooLong)).toBeInTheDocument();
    await user.click(submit);
    expect(adminSessionDb.writes).toEqual([]);

    // 'Volver' leaves the session as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adminSessionDb.writes).toEqual([]);
    expect(sessionsOf('lunes 30/11')[1]).toContain('Programada');
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    refuse('put', '*/api/diahora/:id/sessions/:date', 400, SESSION_MESSAGES.past);
    const { user } = await openWeek();
    await user.click(
      screen.getByRole('button', { name: 'Cancelar clase Funcional lunes 30/11 19:00' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Lluvia');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esa clase ya empezó');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("'Volver a programar' asks first, then holds the class again", async () => {
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user } = await openWeek();
    const restore = screen.getByRole('button', {
      name: 'Volver a programar Funcional viernes 4/12 18:30',
    });
    await user.click(restore);
    await waitFor(() => expect(showConfirm).toHaveBeenCalledTimes(1));
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Volver a programar la clase?',
        confirmButtonText: 'Sí, volver a programar',
      }),
    );
    expect(adminSessionDb.writes).toEqual([]);

    vi.mocked(showConfirm).mockResolvedValue(true);
    await user.click(restore);
    await waitFor(() =>
      expect(adminSessionDb.writes).toEqual([
        { path: '/api/diahora/13/sessions/2026-12-04', body: { status: 'Programada' } },
      ]),
    );
    await expectAlertLike({ icon: 'success', title: 'La clase vuelve a estar programada' });
    await waitFor(() =>
      expect(sessionsOf('viernes 4/12')).toEqual([
        '18:30FuncionalProgramadaCon Laura Gómez25 de 25 lugares · 0 libresCancelar clase',
      ]),
    );
  });

  it("shows why 'Volver a programar' was refused", async () => {
    vi.mocked(showConfirm).mockResolvedValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/diahora/:id/sessions/:date', 409, SESSION_MESSAGES.closedDay);
    const { user } = await openWeek();
    await user.click(
      screen.getByRole('button', { name: 'Volver a programar Funcional viernes 4/12 18:30' }),
    );
    await expectAlert({
      icon: 'error',
      title: 'No se pudo volver a programar la clase',
      text: SESSION_MESSAGES.closedDay,
      timer: undefined,
    });
  });

  it("moves a week at a time, and 'Hoy' comes back to this week", async () => {
    const { user } = await openWeek();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await screen.findByRole('region', { name: 'lunes 7/12' });
    expect(screen.getByText('Del 07/12/2026 al 13/12/2026')).toBeInTheDocument();
    expect(adminSessionDb.weekFroms).toEqual(['2026-11-30', '2026-12-07']);
    // A national holiday: its classes are closed.
    expect(sessionsOf('martes 8/12')).toEqual([
      '07:00SpinningCerradoCon Laura GómezCerrado: Inmaculada Concepción de María',
    ]);

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await user.click(await screen.findByRole('button', { name: 'Semana anterior' }));
    await screen.findByRole('region', { name: 'lunes 23/11' });
    expect(adminSessionDb.weekFroms.at(-1)).toBe('2026-11-23');
    // A past week: nothing to change.
    expect(
      within(screen.getByRole('region', { name: 'lunes 23/11' })).queryByRole('button'),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancelar clase/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await screen.findByRole('region', { name: 'lunes 30/11' });
    expect(screen.getByText('Del 30/11/2026 al 06/12/2026')).toBeInTheDocument();
  });

  it("shows the week's failure with 'Reintentar'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const week = refuseGetUntilRecovered('*/api/sessions/week', 500, 'Error interno');
    const { user } = renderDashboard('semana');
    expect(await screen.findByText('No pudimos cargar la semana.')).toBeInTheDocument();
    week.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'lunes 30/11' })).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar la semana.')).not.toBeInTheDocument();
  });
});
