import { describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { makeupCredit, memberSession, sessionDb } from '@/testing/mocks/session-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { openActivities } from '@/testing/member-activities';
import { expectAlert, expectAlertLike } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import { screen, waitFor, within } from '@/testing/test-utils';

/** Pilates on Monday 7/12 (held), 14/12 (cancelled), a make-up on Friday 11/12, Tuesday 8/12 closed. */
function seedSessions() {
  sessionDb.mine = [
    memberSession(),
    memberSession({
      date: '2026-12-08',
      startsAt: '2026-12-08T22:00:00.000Z',
      day: 'Martes',
      hour: '19:00',
      diaHoraId: 12,
      activity: 'Boxeo',
      status: 'Cerrado',
      reason: 'Inmaculada Concepción de María',
      free: 0,
    }),
    memberSession({
      date: '2026-12-11',
      startsAt: '2026-12-11T22:00:00.000Z',
      day: 'Viernes',
      hour: '19:00',
      diaHoraId: 13,
      makeup: true,
      makeupId: 71,
      skipEarnsCredit: false,
    }),
    memberSession({
      date: '2026-12-14',
      startsAt: '2026-12-14T21:00:00.000Z',
      status: 'Cancelada',
      reason: 'Profesora enferma',
      free: 0,
    }),
  ];
}

const upcoming = () => screen.findByRole('list', { name: 'Próximas clases' });
const card = async (name: string) => within(await upcoming()).findByRole('article', { name });

describe('Mis actividades → Próximas clases', () => {
  it('lists the coming classes with their dates, status and reasons, and the credits', async () => {
    seedSessions();
    sessionDb.makeups = [makeupCredit({ expiresAt: '2027-01-13T21:00:00.000Z' })];
    openActivities();

    const list = await upcoming();
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      'Pilates lunes 7/12 18:00',
      'Boxeo martes 8/12 19:00',
      'Pilates viernes 11/12 19:00',
      'Pilates lunes 14/12 18:00',
    ]);
    const closed = await card('Boxeo martes 8/12 19:00');
    expect(closed).toHaveTextContent(
      'El gimnasio está cerrado: Inmaculada Concepción de María. Tenés una clase para recuperar.',
    );
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    expect(await card('Pilates lunes 14/12 18:00')).toHaveTextContent(
      'La clase se canceló: Profesora enferma.',
    );
    const makeup = await card('Pilates viernes 11/12 19:00');
    expect(makeup).toHaveTextContent('Clase para recuperar');
    expect(
      within(makeup).getByRole('button', {
        name: 'Cancelar la clase para recuperar Pilates viernes 11/12 19:00',
      }),
    ).toBeEnabled();
    expect(
      screen.getByText('Tenés 1 clase para recuperar, vence el 13/01/2027'),
    ).toBeInTheDocument();
  });

  it("'No voy' tells whether a credit comes, frees the place, and 'Voy igual' undoes it", async () => {
    seedSessions();
    const sent = recordRequests();
    const { user } = openActivities();
    const held = await card('Pilates lunes 7/12 18:00');

    await user.click(
      within(held).getByRole('button', { name: 'No voy a Pilates lunes 7/12 18:00' }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Liberás tu lugar y te damos una clase para recuperar.' }),
    );
    await expectAlert({ icon: 'success', title: 'Listo, liberaste tu lugar' });
    const skipped = await card('Pilates lunes 7/12 18:00');
    await waitFor(() => expect(skipped).toHaveTextContent('Avisaste que no vas'));
    // The credit it earned is offered at once.
    expect(
      await screen.findByText('Tenés 1 clase para recuperar, vence el 06/01/2027'),
    ).toBeVisible();

    await user.click(
      within(await card('Pilates lunes 7/12 18:00')).getByRole('button', {
        name: 'Voy igual a Pilates lunes 7/12 18:00',
      }),
    );
    await expectAlert({ icon: 'success', title: 'Te esperamos en la clase' });
    expect(await sent()).toEqual([
      'POST /api/diahora/11/sessions/2026-12-07/skip {}',
      'DELETE /api/diahora/11/sessions/2026-12-07/skip',
    ]);
  });

  it("a late 'No voy' says no credit comes; declining the question sends nothing", async () => {
    sessionDb.mine = [memberSession({ skipEarnsCredit: false })];
    const sent = recordRequests();
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const { user } = openActivities();
    await user.click(
      within(await card('Pilates lunes 7/12 18:00')).getByRole('button', { name: /^No voy/ }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: 'Falta poco para la clase: liberás tu lugar, pero no recibís una clase para recuperar.',
      }),
    );
    expect(await sent()).toEqual([]);
  });

  it("'Recuperar una clase' lists the sessions with a place and books one", async () => {
    sessionDb.mine = [memberSession({ skipped: true })];
    sessionDb.makeups = [makeupCredit()];
    sessionDb.options.set(70, [
      {
        ...memberSession({ diaHoraId: 13, date: '2026-12-11', day: 'Viernes', hour: '19:00' }),
        startsAt: '2026-12-11T22:00:00.000Z',
        free: 1,
        trainers: ['Laura'],
      },
      {
        ...memberSession({ diaHoraId: 13, date: '2026-12-18', day: 'Viernes', hour: '19:00' }),
        startsAt: '2026-12-18T22:00:00.000Z',
        free: 4,
        trainers: ['Laura'],
      },
    ]);
    const sent = recordRequests();
    const { user } = openActivities();
    await user.click(await screen.findByRole('button', { name: 'Recuperar una clase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar una clase' });
    expect(dialog).toHaveTextContent('Pilates · vence el 06/01/2027 (No voy)');
    const options = await within(dialog).findByRole('list', { name: 'Clases con lugar' });
    expect(options).toHaveTextContent('viernes 11/12 19:00Queda 1 lugar · Laura');
    expect(options).toHaveTextContent('viernes 18/12 19:00Quedan 4 lugares · Laura');

    await user.click(
      within(options).getByRole('button', { name: 'Reservar Pilates viernes 18/12 19:00' }),
    );
    await expectAlertLike({
      title: 'Reservaste tu clase para recuperar',
      text: 'Pilates, viernes 18/12 19:00',
    });
    expect(await sent()).toEqual([
      'POST /api/makeups/70/booking {"diaHoraId":13,"date":"2026-12-18"}',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('Pilates viernes 18/12 19:00')).toHaveTextContent('Clase para recuperar');
    expect(screen.queryByRole('button', { name: 'Recuperar una clase' })).not.toBeInTheDocument();
  });

  it('says why a booking failed, in the server’s words', async () => {
    sessionDb.mine = [memberSession({ skipped: true })];
    sessionDb.makeups = [makeupCredit()];
    sessionDb.options.set(70, [{ ...memberSession({ diaHoraId: 13 }), trainers: [] }]);
    refuse('post', '*/api/makeups/70/booking', 409, 'No quedan lugares en esa clase');
    const { user } = openActivities();
    await user.click(await screen.findByRole('button', { name: 'Recuperar una clase' }));
    await user.click(await screen.findByRole('button', { name: /^Reservar Pilates/ }));
    await expectAlert({ icon: 'error', title: 'No quedan lugares en esa clase' });
  });

  it('is hidden when the member has no coming class and no credit, and says when it fails', async () => {
    const answered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/api/sessions') resolve();
      });
    });
    const { unmount } = openActivities();
    await answered;
    expect(await screen.findByRole('heading', { name: 'Mis abonos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Próximas clases' })).not.toBeInTheDocument();
    unmount();

    refuse('get', '*/api/sessions', 500, 'Algo salió mal');
    openActivities();
    expect(await screen.findByText('No pudimos cargar tus próximas clases.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});
