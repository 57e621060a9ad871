import { CLOSURE_MESSAGES } from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { openSection, renderDashboard, setUpAdminAt } from '@/testing/admin-dashboard';
import { adminSessionDb } from '@/testing/mocks/admin-session-handlers';
import { refuseGetUntilRecovered } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { textsOf } from '@/testing/tables';
import { screen, waitFor, within } from '@/testing/test-utils';

// Monday 30 November 2026, noon in Buenos Aires.
setUpAdminAt(new Date('2026-11-30T15:00:00.000Z'));

beforeEach(() => {
  vi.mocked(showConfirm).mockResolvedValue(true);
  // Christmas opened; a past bridge day and Christmas Eve closed.
  adminSessionDb.overrides.set('2026-12-25', { closed: false, reason: '' });
  adminSessionDb.overrides.set('2026-07-10', { closed: true, reason: 'Puente turístico' });
  adminSessionDb.overrides.set('2026-12-24', { closed: true, reason: 'Nochebuena' });
});

const openClosures = () => openSection('feriados', 'list', 'Feriados nacionales');

const list = (name: string) => screen.getByRole('list', { name });
const itemsOf = (name: string) => textsOf(within(list(name)).getAllByRole('listitem'));

describe("'Feriados y cierres'", () => {
  it("lists this year's holidays, closed or open, and the gym's other closures; past days have no action", async () => {
    renderDashboard('feriados');
    expect(await screen.findByText('Cargando feriados y cierres…')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Feriados y cierres', level: 2 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Feriados nacionales' });
    expect(adminSessionDb.closureRanges).toEqual([{ from: '2026-01-01', to: '2026-12-31' }]);
    expect(screen.getByRole('button', { name: '2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2027' })).toHaveAttribute('aria-pressed', 'false');

    expect(itemsOf('Feriados nacionales')).toEqual([
      'jueves 01/01CerradoAño Nuevo',
      'viernes 01/05CerradoDía del Trabajador',
      'jueves 09/07CerradoDía de la Independencia',
      'martes 08/12CerradoInmaculada Concepción de MaríaAbrir este día',
      'viernes 25/12AbiertoNavidadCerrar este día',
    ]);
    const holidays = list('Feriados nacionales');
    expect(
      within(holidays)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Abrir este día: martes 08/12, Inmaculada Concepción de María',
      'Cerrar este día: viernes 25/12, Navidad',
    ]);
    expect(itemsOf('Cierres del gimnasio')).toEqual([
      'viernes 10/07Puente turístico',
      'jueves 24/12NochebuenaAbrir',
    ]);
    expect(
      within(list('Cierres del gimnasio')).getByRole('button', {
        name: 'Abrir el jueves 24/12 (Nochebuena)',
      }),
    ).toBeInTheDocument();
  });

  it('opens a holiday after asking: the PUT sent and the holiday shown open', async () => {
    const { user } = await openClosures();
    await user.click(
      screen.getByRole('button', {
        name: 'Abrir este día: martes 08/12, Inmaculada Concepción de María',
      }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Abrir el gimnasio el martes 08/12?',
        confirmButtonText: 'Sí, abrir',
      }),
    );
    await waitFor(() =>
      expect(adminSessionDb.writes).toEqual([
        { path: '/api/closures/2026-12-08', body: { closed: false } },
      ]),
    );
    await expectAlertLike({ icon: 'success', title: 'El gimnasio abre el martes 08/12' });
    await waitFor(() =>
      expect(itemsOf('Feriados nacionales')[3]).toBe(
        'martes 08/12AbiertoInmaculada Concepción de MaríaCerrar este día',
      ),
    );
  });

  it('closes an opened holiday again with its name as the reason', async () => {
    const { user } = await openClosures();
    await user.click(
      screen.getByRole('button', { name: 'Cerrar este día: viernes 25/12, Navidad' }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Cerrar el gimnasio el viernes 25/12?',
        text: 'Los socios con clases ese día reciben un mail y una clase para recuperar.',
      }),
    );
    await waitFor(() =>
      expect(adminSessionDb.writes).toEqual([
        { path: '/api/closures/2026-12-25', body: { closed: true, reason: 'Navidad' } },
      ]),
    );
    await waitFor(() =>
      expect(itemsOf('Feriados nacionales')[4]).toBe('viernes 25/12CerradoNavidadAbrir este día'),
    );
  });

  it('sends nothing when the admin does not confirm', async () => {
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user } = await openClosures();
    await user.click(screen.getByRole('button', { name: 'Abrir el jueves 24/12 (Nochebuena)' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalledTimes(1));
    expect(adminSessionDb.writes).toEqual([]);
  });

  it("'Cerrar un día' closes the gym with the date and reason, then lists it", async () => {
    const { user } = await openClosures();
    const form = screen.getByRole('form', { name: 'Cerrar un día' });
    expect(form).toHaveAccessibleDescription(
      'Los socios con clases ese día reciben un mail y una clase para recuperar.',
    );
    const submit = within(form).getByRole('button', { name: 'Cerrar el gimnasio' });
    await user.click(submit);
    expect(
      await within(form).findByText('Elegí el día que cierra el gimnasio'),
    ).toBeInTheDocument();
    expect(within(form).getByText(CLOSURE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(adminSessionDb.writes).toEqual([]);

    const date = within(form).getByLabelText(/^Fecha/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-11-30');
    await user.type(date, '2026-12-31');
    await user.type(within(form).getByRole('textbox', { name: 'Motivo' }), 'Fin de año');
    await user.click(submit);

    await waitFor(() =>
      expect(adminSessionDb.writes).toEqual([
        { path: '/api/closures/2026-12-31', body: { closed: true, reason: 'Fin de año' } },
      ]),
    );
    await expectAlertLike({ icon: 'success', title: 'El gimnasio cierra el jueves 31/12' });
    await waitFor(() =>
      expect(itemsOf('Cierres del gimnasio')).toEqual([
        'viernes 10/07Puente turístico',
        'jueves 24/12NochebuenaAbrir',
        'jueves 31/12Fin de añoAbrir',
      ]),
    );
    expect(within(form).getByRole('textbox', { name: 'Motivo' })).toHaveValue('');
  });

  it('shows the reason too long, and the server refusing a past day', async () => {
    const { user } = await openClosures();
    const form = screen.getByRole('form', { name: 'Cerrar un día' });
    const reason = within(form).getByRole('textbox', { name: 'Motivo' });
    await user.click(reason);
    await user.paste('x'.repeat(121));
    await user.tab();
    expect(await within(form).findByText(CLOSURE_MESSAGES.reasonTooLong)).toBeInTheDocument();

    await user.clear(reason);
    await user.type(reason, 'Inventario');
    await user.type(within(form).getByLabelText(/^Fecha/), '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Cerrar el gimnasio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSURE_MESSAGES.pastDate);
    expect(adminSessionDb.writes).toEqual([
      { path: '/api/closures/2026-11-20', body: { closed: true, reason: 'Inventario' } },
    ]);
    expect(itemsOf('Cierres del gimnasio')).toHaveLength(2);
  });

  it("shows next year's holidays, all still to come", async () => {
    const { user } = await openClosures();
    await user.click(screen.getByRole('button', { name: '2027' }));
    await waitFor(() =>
      expect(itemsOf('Feriados nacionales')[0]).toBe('viernes 01/01CerradoAño NuevoAbrir este día'),
    );
    expect(adminSessionDb.closureRanges.at(-1)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(screen.getByRole('button', { name: '2027' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('No cerraste el gimnasio ningún otro día de 2027.'),
    ).toBeInTheDocument();
  });

  it("shows the list's failure with 'Reintentar'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const closures = refuseGetUntilRecovered('*/api/closures', 500, 'Error interno');
    const { user } = renderDashboard('feriados');
    expect(
      await screen.findByText('No pudimos cargar los feriados y cierres.'),
    ).toBeInTheDocument();
    // The form still works without the lists.
    expect(screen.getByRole('form', { name: 'Cerrar un día' })).toBeInTheDocument();
    closures.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Feriados nacionales' })).toBeInTheDocument();
  });
});
