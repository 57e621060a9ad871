import { beforeEach, describe, expect, it } from 'vitest';
import { openActivities } from '@/testing/member-activities';
import { historyEntry, passDb } from '@/testing/mocks/pass-handlers';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { memberSession, sessionDb } from '@/testing/mocks/session-handlers';
import { columnHeaders, rowTexts, textsOf } from '@/testing/tables';
import { screen, within } from '@/testing/test-utils';

beforeEach(() => passDb.reset());

const attendance = () => screen.findByRole('region', { name: 'Mi asistencia' });

/** Newest first, as the server sends it: two attended, one missed, and three that do not count. */
function seedHistory() {
  passDb.history = [
    historyEntry({
      date: '2026-12-11',
      startsAt: '2026-12-11T22:00:00.000Z',
      day: 'Viernes',
      hour: '19:00',
      diaHoraId: 13,
      makeup: true,
    }),
    historyEntry({
      date: '2026-12-08',
      startsAt: '2026-12-08T22:00:00.000Z',
      day: 'Martes',
      hour: '19:00',
      diaHoraId: 12,
      activity: 'Boxeo',
      state: 'Cerrado',
    }),
    historyEntry({ state: 'Ausente' }),
    historyEntry({ date: '2026-11-30', startsAt: '2026-11-30T21:00:00.000Z', state: 'Avisó' }),
    historyEntry({
      date: '2026-11-23',
      startsAt: '2026-11-23T21:00:00.000Z',
      state: 'Sin registro',
    }),
    historyEntry({ date: '2026-11-16', startsAt: '2026-11-16T21:00:00.000Z' }),
  ];
}

describe('Mis actividades → Mi asistencia', () => {
  it('lists the last 30 days with the summary, after Próximas clases', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/sessions/history') asked.push(`${request.method} ${url.search}`);
    });
    seedHistory();
    sessionDb.mine = [memberSession()];
    openActivities();

    const section = await attendance();
    const table = await within(section).findByRole('table', { name: 'Mi asistencia' });
    expect(
      within(section).getByText(
        'Asististe a 2 de 3 clases con asistencia tomada en los últimos 30 días.',
      ),
    ).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(['Fecha', 'Día y hora', 'Clase', 'Estado']);
    expect(rowTexts(table)).toEqual([
      ['11/12/2026', 'Viernes 19:00', 'PilatesRecuperación', 'Asistió'],
      ['08/12/2026', 'Martes 19:00', 'Boxeo', 'Cerrado'],
      ['07/12/2026', 'Lunes 18:00', 'Pilates', 'Ausente'],
      ['30/11/2026', 'Lunes 18:00', 'Pilates', 'Avisó'],
      ['23/11/2026', 'Lunes 18:00', 'Pilates', 'Sin registro'],
      ['16/11/2026', 'Lunes 18:00', 'Pilates', 'Asistió'],
    ]);
    // The default period: no range asked for.
    expect(asked).toEqual(['GET ']);

    const headings = textsOf(screen.getAllByRole('heading', { level: 2 }));
    expect(headings.indexOf('Mi asistencia')).toBe(headings.indexOf('Próximas clases') + 1);
  });

  it("says 'de 1 clase' when only one had attendance taken", async () => {
    passDb.history = [historyEntry({ state: 'Ausente' })];
    openActivities();
    expect(
      await within(await attendance()).findByText(
        'Asististe a 0 de 1 clase con asistencia tomada en los últimos 30 días.',
      ),
    ).toBeInTheDocument();
  });

  it('has no summary when attendance was taken at none of the classes', async () => {
    passDb.history = [
      historyEntry({ state: 'Sin registro' }),
      historyEntry({ date: '2026-11-30', startsAt: '2026-11-30T21:00:00.000Z', state: 'Avisó' }),
    ];
    openActivities();
    const section = await attendance();
    const table = await within(section).findByRole('table', { name: 'Mi asistencia' });
    expect(rowTexts(table)).toHaveLength(2);
    expect(within(section).queryByText(/^Asististe/)).not.toBeInTheDocument();
  });

  it('says so when the member had no classes', async () => {
    openActivities();
    const section = await attendance();
    expect(
      await within(section).findByText('No tenés clases en los últimos 30 días.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the error and 'Reintentar' loads the list", async () => {
    const failing = refuseGetUntilRecovered('*/api/sessions/history', 500, 'Error interno');
    seedHistory();
    const { user } = openActivities();
    const section = await attendance();
    expect(
      await within(section).findByText('No pudimos cargar tu asistencia.'),
    ).toBeInTheDocument();
    failing.recover();
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(section).findByRole('table', { name: 'Mi asistencia' }),
    ).toBeInTheDocument();
  });
});
