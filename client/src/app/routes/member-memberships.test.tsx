import { MEMBERSHIP_MESSAGES } from '@power-gym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { showAlert, showConfirm } from '@/lib/alert';
import { FEED_URL, membershipDb, membershipOf } from '@/testing/mocks/membership-handlers';
import { refuse, server } from '@/testing/mocks/server';
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

/** Each POST /api/mercadopago: the orders the member was sent to pay. */
const recordPayments = () =>
  recordRequests(
    (request) => request.method === 'POST' && request.url.endsWith('/api/mercadopago'),
  );

/** Order 5 (Funcional Lunes 08:00 and Yoga Miércoles 10:00, held) and order 3 (expired). */
function seedMemberships() {
  membershipDb.memberships = [
    membershipOf(5, 11, { status: 'Activa' }),
    membershipOf(5, 31, {
      status: 'Por vencer',
      quantity: 2,
      endsAt: '2025-04-04T15:30:00.000Z',
    }),
    membershipOf(3, 21, { status: 'Vencida', endsAt: '2025-02-01T15:30:00.000Z' }),
  ];
}

const membershipCard = (name: string) => activityCard('Mis abonos', name);

describe('Mis actividades → Mis abonos', () => {
  it('shows each membership with its day, places, end and status', async () => {
    seedMemberships();
    openActivities();
    const list = await screen.findByRole('list', { name: 'Mis abonos' });
    expect(cardLabels(list)).toEqual([
      'Funcional Lunes 08:00',
      'Yoga Miércoles 10:00',
      'Spinning Martes 07:00',
    ]);

    const held = within(list).getByRole('article', { name: 'Funcional Lunes 08:00' });
    expect(within(held).getByRole('heading', { name: 'Funcional' })).toBeInTheDocument();
    expect(held).toHaveTextContent('1 lugar');
    expect(held).toHaveTextContent('Vence el 04/04/2025');
    expect(within(held).getByText('Activa')).toBeInTheDocument();

    const ending = within(list).getByRole('article', { name: 'Yoga Miércoles 10:00' });
    expect(ending).toHaveTextContent('Miércoles 10:00');
    expect(ending).toHaveTextContent('2 lugares');
    expect(ending).toHaveTextContent('Vence el 04/04/2025');
    // A chip in the warning colour.
    expect(within(ending).getByText('Por vencer').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );

    const expired = within(list).getByRole('article', { name: 'Spinning Martes 07:00' });
    expect(expired).toHaveTextContent('Venció el 01/02/2025');
    expect(within(expired).getByText('Vencida')).toBeInTheDocument();
    expect(expired).not.toHaveTextContent('Vence el');

    for (const card of [held, ending, expired]) {
      expect(within(card).getByRole('button', { name: 'Renovar' })).toBeEnabled();
    }
  });

  it("'Renovar' asks which classes of the purchase, shows the total, and pays the renewal", async () => {
    const assign = stubLocationAssign();
    seedMemberships();
    const payments = recordPayments();
    const { user } = await pressCardButton('Mis abonos', 'Yoga Miércoles 10:00', 'Renovar');
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 5?' });
    // The classes of order 5, all checked: 5000 × 1 + 4000 × 2.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      expect.stringMatching(/^Funcional Lunes 08:00 · 1 lugar · \$\s5\.000,00$/),
      expect.stringMatching(/^Yoga Miércoles 10:00 · 2 lugares · \$\s8\.000,00$/),
    ]);
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Total: \$\s13\.000,00$/);
    await user.click(within(dialog).getByRole('checkbox', { name: /Funcional/ }));
    expect(within(dialog).getByRole('status').textContent).toMatch(/^Total: \$\s8\.000,00$/);
    await user.click(within(dialog).getByRole('button', { name: 'Renovar y pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/300'));
    expect(membershipDb.renewals).toEqual([{ orderId: 5, body: { slotIds: [31] } }]);
    expect(await payments()).toEqual(['POST /api/mercadopago {"orderId":300}']);
  });

  it('renews an expired membership with the discount code typed in the dialog', async () => {
    const assign = stubLocationAssign();
    seedMemberships();
    const { user } = await pressCardButton('Mis abonos', 'Spinning Martes 07:00', 'Renovar');
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 3?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Código de descuento/ }),
      'power10',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Renovar y pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/300'));
    expect(membershipDb.renewals).toEqual([
      { orderId: 3, body: { codigo: 'power10', slotIds: [21] } },
    ]);
  });

  it('renews nothing when the member says no', async () => {
    seedMemberships();
    const payments = recordPayments();
    const { card, user } = await pressCardButton('Mis abonos', 'Funcional Lunes 08:00', 'Renovar');
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 5?' });
    await user.click(within(dialog).getByRole('button', { name: 'No renovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(membershipDb.renewals).toEqual([]);
    expect(await payments()).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Renovar' })).toBeEnabled();
  });

  it("shows the server's reason when the renewal is refused, and pays nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('post', '*/api/order/:orderId/renew', 409, MEMBERSHIP_MESSAGES.alreadyRenewed);
    seedMemberships();
    const payments = recordPayments();
    const { card, user } = await pressCardButton('Mis abonos', 'Funcional Lunes 08:00', 'Renovar');
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renovar y pagar' }));
    await expectAlert({ icon: 'error', title: MEMBERSHIP_MESSAGES.alreadyRenewed });
    expect(await payments()).toEqual([]);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Renovar' })).toBeEnabled(),
    );
  });

  it("shows a renewal waiting for its payment, and 'Pagar' pays that order", async () => {
    const assign = stubLocationAssign();
    membershipDb.memberships = [membershipOf(5, 11, { status: 'Por vencer', pendingRenewalId: 9 })];
    const payments = recordPayments();
    const { user } = openActivities();
    const card = await membershipCard('Funcional Lunes 08:00');
    expect(card).toHaveTextContent('Renovación pendiente de pago');
    expect(within(card).queryByRole('button', { name: 'Renovar' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/9'));
    expect(await payments()).toEqual(['POST /api/mercadopago {"orderId":9}']);
    expect(membershipDb.renewals).toEqual([]);
  });

  it('shows a class left out of a renewal as held until its end, bought again from its page', async () => {
    const leftOut = membershipOf(5, 31, { status: 'Por vencer', leftOutOfRenewal: true });
    membershipDb.memberships = [membershipOf(6, 11, { status: 'Activa' }), leftOut];
    openActivities();
    const card = await membershipCard('Yoga Miércoles 10:00');
    expect(within(card).getByText('Por vencer')).toBeInTheDocument();
    expect(card).toHaveTextContent('Vence el 04/04/2025');
    expect(card).toHaveTextContent('No la incluiste en la renovación.');
    expect(within(card).queryByRole('button', { name: 'Renovar' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Comprarla de nuevo' })).toHaveAttribute(
      'href',
      `/clases/${leftOut.activity.id}`,
    );
    // The renewal's own classes are renewed as before.
    const kept = await membershipCard('Funcional Lunes 08:00');
    expect(within(kept).getByRole('button', { name: 'Renovar' })).toBeEnabled();
  });

  it("shows the payment's failure in Spanish and lets the member try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse(
      'post',
      '*/api/mercadopago',
      503,
      'No pudimos conectar con Mercado Pago, intentá nuevamente',
    );
    membershipDb.memberships = [membershipOf(5, 11, { pendingRenewalId: 9 })];
    const { card } = await pressCardButton('Mis abonos', 'Funcional Lunes 08:00', 'Pagar');
    await expectAlert({
      icon: 'error',
      title: 'No pudimos conectar con Mercado Pago, intentá nuevamente',
    });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Pagar' })).toBeEnabled());
  });

  it('shows the empty state with a way to the classes', async () => {
    openActivities();
    expect(await screen.findByText('Todavía no tenés abonos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las clases' })).toHaveAttribute(
      'href',
      '/#clases',
    );
    expect(screen.queryByRole('button', { name: 'Agregar a mi calendario' })).toBeNull();
  });

  it('shows the error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/membership', 500, 'Error interno del servidor');
    const { user } = openActivities();
    expect(await screen.findByText('No pudimos cargar tus abonos.')).toBeInTheDocument();
    server.resetHandlers();
    seedMemberships();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Mis abonos' })).toBeInTheDocument();
  });
});

describe("Mis abonos → 'Agregar a mi calendario'", () => {
  async function openCalendar() {
    seedMemberships();
    const view = openActivities();
    await view.user.click(await screen.findByRole('button', { name: 'Agregar a mi calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar a mi calendario' });
    await within(dialog).findByRole('textbox', { name: 'Enlace de tu calendario' });
    return { ...view, dialog };
  }

  it('is offered only while the member holds a membership', async () => {
    membershipDb.memberships = [membershipOf(3, 21, { status: 'Vencida' })];
    openActivities();
    await screen.findByRole('list', { name: 'Mis abonos' });
    expect(screen.queryByRole('button', { name: 'Agregar a mi calendario' })).toBeNull();
  });

  it('shows the personal URL, read-only, with its webcal link and why it is private', async () => {
    const { dialog } = await openCalendar();
    const field = within(dialog).getByRole('textbox', { name: 'Enlace de tu calendario' });
    expect(field).toHaveValue(FEED_URL);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('link', { name: 'Abrir en mi calendario' })).toHaveAttribute(
      'href',
      'webcal://gym.example/calendar/feed-1.ics',
    );
    expect(dialog).toHaveTextContent('cualquiera que lo tenga puede ver tus clases');
  });

  it("'Copiar enlace' copies the URL and says so", async () => {
    const { user, dialog } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Enlace copiado');
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
  });

  it("'Generar un enlace nuevo' asks, then shows the new URL", async () => {
    const { user, dialog } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Generar un enlace nuevo' }));
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '¿Generar un enlace nuevo?' }),
    );
    const field = within(dialog).getByRole('textbox', { name: 'Enlace de tu calendario' });
    await waitFor(() => expect(field).toHaveValue('https://gym.example/calendar/feed-2.ics'));
    expect(membershipDb.feedResets).toBe(1);
    expect(within(dialog).getByRole('link', { name: 'Abrir en mi calendario' })).toHaveAttribute(
      'href',
      'webcal://gym.example/calendar/feed-2.ics',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('el anterior ya no funciona');
  });

  it('keeps the URL when the member does not confirm, and closes with Escape', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const { user, dialog } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Generar un enlace nuevo' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(membershipDb.feedResets).toBe(0);
    expect(within(dialog).getByRole('textbox', { name: 'Enlace de tu calendario' })).toHaveValue(
      FEED_URL,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('shows the error and retries when the URL cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedMemberships();
    refuse('get', '*/api/membership/calendar', 500, 'Error interno del servidor');
    const { user } = openActivities();
    await user.click(await screen.findByRole('button', { name: 'Agregar a mi calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar a mi calendario' });
    expect(
      await within(dialog).findByText('No pudimos obtener el enlace de tu calendario.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'Enlace de tu calendario' }),
    ).toHaveValue(FEED_URL);
  });
});
