import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { membershipDb, membershipOf } from '@/testing/mocks/membership-handlers';
import { orderDb, orderOf } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { offerOf, waitlistDb, waitlistEntryOf } from '@/testing/mocks/waitlist-handlers';
import { stubLocationAssign } from '@/testing/location';
import { expectAlert } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import {
  activityCard,
  cardLabels,
  openActivities,
  pressCardButton,
} from '@/testing/member-activities';
import { screen, waitFor, within } from '@/testing/test-utils';

/** Waits on Viernes 18:30 (2nd of 3) and was offered a place in Yoga Miércoles 10:00 (order 400). */
function seedWaitlist() {
  waitlistDb.entries = [
    waitlistEntryOf(13, { position: 2, waiting: 3 }),
    waitlistEntryOf(31, {
      position: 1,
      waiting: 4,
      offer: offerOf(400, '2025-03-06T15:30:00.000Z', '4000.00'),
    }),
  ];
  orderDb.orders = [orderOf(400, 'Created', [{ diaHoraId: 31, quantity: 1 }])];
}

const waitlistCard = (name: string) => activityCard('Lista de espera', name);

describe('Mis actividades → Lista de espera', () => {
  it('lists each slot waited for with its class, day, hour and place in line, before Mis abonos', async () => {
    seedWaitlist();
    membershipDb.memberships = [membershipOf(5, 11)];
    openActivities();
    const list = await screen.findByRole('list', { name: 'Lista de espera' });
    expect(cardLabels(list)).toEqual(['Funcional Viernes 18:30', 'Yoga Miércoles 10:00']);
    const funcional = await waitlistCard('Funcional Viernes 18:30');
    expect(within(funcional).getByRole('heading', { name: 'Funcional', level: 3 })).toBeVisible();
    expect(funcional).toHaveTextContent('Viernes 18:30');
    expect(funcional).toHaveTextContent('Lugar 2 de 3');
    expect(within(funcional).getByRole('button', { name: 'Salir' })).toBeEnabled();
    expect(within(funcional).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((item) => item.textContent);
    expect(headings.indexOf('Lista de espera')).toBeLessThan(headings.indexOf('Mis abonos'));
  });

  it('is hidden while the member waits for nothing', async () => {
    openActivities();
    expect(await screen.findByText('Todavía no tenés abonos.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lista de espera' })).not.toBeInTheDocument();
  });

  it("'Salir' asks, leaves the line with DELETE and the card goes", async () => {
    seedWaitlist();
    const writes = recordRequests();
    await pressCardButton('Lista de espera', 'Funcional Viernes 18:30', 'Salir');
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Salir de la lista de espera?',
      text: 'Si volvés a anotarte, quedarás al final de la lista.',
      confirmButtonText: 'Sí, salir',
      cancelButtonText: 'No',
    });
    await expectAlert({ icon: 'success', title: 'Saliste de la lista de espera' });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Funcional Viernes 18:30' })).toBeNull(),
    );
    expect(await writes()).toEqual(['DELETE /api/diahora/13/waitlist']);
    expect(screen.getByRole('article', { name: 'Yoga Miércoles 10:00' })).toBeInTheDocument();
  });

  it("'Salir' declined keeps the member in line", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    seedWaitlist();
    const writes = recordRequests();
    await pressCardButton('Lista de espera', 'Funcional Viernes 18:30', 'Salir');
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(await writes()).toEqual([]);
    expect(waitlistDb.entries).toHaveLength(2);
  });

  it("shows the server's reason when leaving fails", async () => {
    seedWaitlist();
    waitlistDb.entries = waitlistDb.entries.slice(1);
    const { user } = openActivities();
    const card = await waitlistCard('Yoga Miércoles 10:00');
    refuse(
      'delete',
      '*/api/diahora/:id/waitlist',
      404,
      'No estás en la lista de espera de este horario',
    );
    await user.click(within(card).getByRole('button', { name: 'Salir' }));
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: 'Perderás el lugar que se liberó para vos: pasará a la siguiente persona de la lista.',
      }),
    );
    await expectAlert({ icon: 'error', title: 'No estás en la lista de espera de este horario' });
  });

  it("shows a place freed for the member, until when and its total; 'Pagar' pays its order", async () => {
    const assign = stubLocationAssign();
    seedWaitlist();
    const writes = recordRequests();
    const { user } = openActivities();
    const card = await waitlistCard('Yoga Miércoles 10:00');
    expect(card).toHaveTextContent('Lugar 1 de 4');
    expect(card).toHaveTextContent('Se liberó un lugar: pagalo antes del 06/03/2025 a las 12:30');
    expect(card).toHaveTextContent('Total: $ 4.000,00');
    await user.click(within(card).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/400'));
    expect(await writes()).toEqual(['POST /api/mercadopago {"orderId":400}']);
  });

  it("'Rechazar' asks, cancels the offer's order and the line is read again", async () => {
    seedWaitlist();
    // Declining gives the place to the next in line: the member leaves that line.
    server.use(
      http.put('*/api/order/canceled/:id', ({ params }) => {
        waitlistDb.entries = waitlistDb.entries.filter((entry) => entry.offer === null);
        const order = orderOf(Number(params.id), 'Canceled', [{ diaHoraId: 31, quantity: 1 }]);
        return HttpResponse.json({ order });
      }),
    );
    const writes = recordRequests();
    await pressCardButton('Lista de espera', 'Yoga Miércoles 10:00', 'Rechazar');
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Rechazar el lugar?',
      text: 'El lugar pasará a la siguiente persona de la lista de espera.',
      confirmButtonText: 'Sí, rechazar',
      cancelButtonText: 'No',
    });
    await expectAlert({ icon: 'success', title: 'Rechazaste el lugar' });
    expect(await writes()).toEqual(['PUT /api/order/canceled/400']);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Yoga Miércoles 10:00' })).toBeNull(),
    );
  });

  it("'Rechazar' declined keeps the offer", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    seedWaitlist();
    const writes = recordRequests();
    const { card } = await pressCardButton('Lista de espera', 'Yoga Miércoles 10:00', 'Rechazar');
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(await writes()).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('shows the error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/waitlist', 500, 'Error interno del servidor');
    const { user } = openActivities();
    expect(await screen.findByText('No pudimos cargar tu lista de espera.')).toBeInTheDocument();
    server.resetHandlers();
    seedWaitlist();
    const section = screen.getByRole('region', { name: 'Lista de espera' });
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await waitlistCard('Funcional Viernes 18:30')).toBeInTheDocument();
  });
});
