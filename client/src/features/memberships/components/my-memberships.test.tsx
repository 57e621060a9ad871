import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@power-gym/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showConfirm } from '@/lib/alert';
import { stubLocationAssign } from '@/testing/location';
import {
  membershipDb,
  membershipOf,
  subscriptionOf,
  subscriptionUrlOf,
} from '@/testing/mocks/membership-handlers';
import { refuse } from '@/testing/mocks/server';
import { expectAlert } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import { act, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { SUBSCRIPTION_RECHECK_MS } from '../hooks/use-subscription-return';
import { MyMemberships } from './my-memberships';

/** Each POST or DELETE of /api/order/:id/subscription, as 'METHOD /path'. */
const recordSubscriptionRequests = () =>
  recordRequests((request) => request.url.includes('/subscription'));

/** Each GET /api/membership: the list read again. */
const recordListReads = () =>
  recordRequests(
    (request) => request.method === 'GET' && new URL(request.url).pathname === '/api/membership',
  );

/**
 * Order 5 (Funcional Lunes 08:00 and Yoga Miércoles 10:00, held, ending 04/04/2025) with the
 * débito `subscription`, and order 3 (expired).
 */
function seedMemberships(subscription: ReturnType<typeof subscriptionOf> | null = null) {
  membershipDb.memberships = [
    membershipOf(5, 11, { status: 'Activa', subscription }),
    membershipOf(5, 31, { status: 'Por vencer', quantity: 2, subscription }),
    membershipOf(3, 21, { status: 'Vencida', endsAt: '2025-02-01T15:30:00.000Z' }),
  ];
}

function openMemberships(route = '/sociodashboard?seccion=actividades') {
  return renderWithProviders(<MyMemberships />, { route });
}

async function membershipCard(name: string) {
  const list = await screen.findByRole('list', { name: 'Mis abonos' });
  return within(list).getByRole('article', { name });
}

/** The débito's part of a card. */
const subscriptionGroup = (card: HTMLElement) =>
  within(card).getByRole('group', { name: 'Débito automático' });

describe("Mis abonos → 'Débito automático'", () => {
  it('offers it once per purchase, saying what it does and which classes it pays', async () => {
    seedMemberships();
    openMemberships();
    const first = await membershipCard('Funcional Lunes 08:00');
    const activate = within(first).getByRole('button', { name: 'Activar débito automático' });
    expect(activate).toBeEnabled();
    expect(activate).toHaveAccessibleDescription(
      'Mercado Pago cobra tu abono cada mes, antes de que venza. Podés cancelarlo cuando quieras.',
    );
    expect(subscriptionGroup(first)).toHaveTextContent(
      'Para toda la compra N° 5: Funcional Lunes 08:00 y Yoga Miércoles 10:00.',
    );
    // The other class of order 5 is paid by the same débito: not offered twice.
    const second = await membershipCard('Yoga Miércoles 10:00');
    expect(within(second).queryByRole('button', { name: /débito/ })).toBeNull();
    expect(second).not.toHaveTextContent('Débito automático');
  });

  it('offers no activation for an expired membership nor a class left out of a renewal', async () => {
    membershipDb.memberships = [
      membershipOf(3, 21, { status: 'Vencida', endsAt: '2025-02-01T15:30:00.000Z' }),
      membershipOf(4, 31, { status: 'Por vencer', leftOutOfRenewal: true }),
    ];
    openMemberships();
    for (const name of ['Spinning Martes 07:00', 'Yoga Miércoles 10:00']) {
      const card = await membershipCard(name);
      expect(within(card).queryByRole('group', { name: 'Débito automático' })).toBeNull();
      expect(within(card).queryByRole('button', { name: /débito/ })).toBeNull();
    }
  });

  it('activating sends the browser to Mercado Pago to authorise it', async () => {
    const assign = stubLocationAssign();
    seedMemberships();
    const sent = recordSubscriptionRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const activate = within(card).getByRole('button', { name: 'Activar débito automático' });
    await user.click(activate);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionUrlOf(5)));
    expect(await sent()).toEqual(['POST /api/order/5/subscription']);
    // Still busy while the page leaves: no second click.
    expect(activate).toBeDisabled();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('offers it again once the débito was cancelled', async () => {
    const assign = stubLocationAssign();
    seedMemberships(subscriptionOf('Cancelada'));
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    expect(card).not.toHaveTextContent('Débito automático activo');
    await user.click(within(card).getByRole('button', { name: 'Activar débito automático' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionUrlOf(5)));
  });

  it("shows the server's reason when it cannot be activated, and lets the member try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    refuse('post', '*/api/order/:orderId/subscription', 502, PAYMENT_MESSAGES.providerUnavailable);
    seedMemberships();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const activate = within(card).getByRole('button', { name: 'Activar débito automático' });
    await user.click(activate);
    await expectAlert({ icon: 'error', title: PAYMENT_MESSAGES.providerUnavailable });
    await waitFor(() => expect(activate).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads the list again when the server says the débito is already active', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLocationAssign();
    seedMemberships();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    // Activated meanwhile from another device.
    seedMemberships(subscriptionOf('Activa'));
    refuse('post', '*/api/order/:orderId/subscription', 409, SUBSCRIPTION_MESSAGES.alreadyActive);
    await user.click(within(card).getByRole('button', { name: 'Activar débito automático' }));
    await expectAlert({ icon: 'error', title: SUBSCRIPTION_MESSAGES.alreadyActive });
    expect(await within(card).findByText('Débito automático activo')).toBeInTheDocument();
  });

  it("while it waits for the member's authorisation: 'Autorizar en Mercado Pago' and 'Cancelar débito'", async () => {
    const assign = stubLocationAssign();
    seedMemberships(subscriptionOf('Pendiente'));
    const sent = recordSubscriptionRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const group = subscriptionGroup(card);
    expect(within(group).getByText('Débito automático: pendiente de autorizar')).toBeVisible();
    expect(within(group).queryByRole('button', { name: 'Activar débito automático' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Cancelar débito' })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Autorizar en Mercado Pago' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionUrlOf(5)));
    expect(await sent()).toEqual(['POST /api/order/5/subscription']);
    // The other class says it is covered, and where it is managed.
    const other = await membershipCard('Yoga Miércoles 10:00');
    expect(other).toHaveTextContent('Débito automático: pendiente de autorizar');
    expect(other).toHaveTextContent('Lo gestionás desde Funcional Lunes 08:00.');
    expect(within(other).queryByRole('button', { name: /débito|Mercado Pago/ })).toBeNull();
  });

  it('when active: the amount, the next charge and the way to cancel it', async () => {
    seedMemberships(subscriptionOf('Activa', { amount: 13000 }));
    openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    const group = subscriptionGroup(card);
    expect(within(group).getByText('Débito automático activo')).toBeVisible();
    expect(within(group).getByText(/por mes$/).textContent).toMatch(/^\$\s13\.000,00 por mes$/);
    expect(group).toHaveTextContent('Próximo cobro: 02/04/2025');
    expect(within(group).getByRole('button', { name: 'Cancelar débito' })).toBeEnabled();
    expect(within(group).queryByRole('button', { name: /Activar|Autorizar/ })).toBeNull();
    const other = await membershipCard('Yoga Miércoles 10:00');
    expect(other).toHaveTextContent('Débito automático activo');
    expect(within(other).queryByRole('button', { name: 'Cancelar débito' })).toBeNull();
  });

  it('when paused: says so, and it can be cancelled', async () => {
    seedMemberships(subscriptionOf('Pausada'));
    openMemberships();
    const group = subscriptionGroup(await membershipCard('Funcional Lunes 08:00'));
    expect(within(group).getByText('Débito automático pausado')).toBeVisible();
    expect(group).not.toHaveTextContent('Próximo cobro');
    expect(within(group).getByRole('button', { name: 'Cancelar débito' })).toBeEnabled();
  });

  it("'Cancelar débito' asks first, then cancels it and shows the membership without it", async () => {
    seedMemberships(subscriptionOf('Activa'));
    const sent = recordSubscriptionRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    await user.click(within(card).getByRole('button', { name: 'Cancelar débito' }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Cancelar el débito automático?',
      text: 'No se harán más cobros. Tu abono sigue hasta el 04/04/2025.',
      confirmButtonText: 'Cancelar débito',
      cancelButtonText: 'Volver',
    });
    await expectAlert({ icon: 'success', title: 'Débito automático cancelado' });
    expect(await sent()).toEqual(['DELETE /api/order/5/subscription']);
    // The list read again: it can be activated anew.
    expect(
      await within(card).findByRole('button', { name: 'Activar débito automático' }),
    ).toBeEnabled();
    expect(card).not.toHaveTextContent('Débito automático activo');
  });

  it("keeps the débito when the member answers 'Volver'", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    seedMemberships(subscriptionOf('Activa'));
    const sent = recordSubscriptionRequests();
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    await user.click(within(card).getByRole('button', { name: 'Cancelar débito' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(await sent()).toEqual([]);
    expect(showAlert).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Cancelar débito' })).toBeEnabled();
  });

  it("shows the server's reason when the cancel is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedMemberships(subscriptionOf('Pendiente'));
    refuse('delete', '*/api/order/:orderId/subscription', 404, SUBSCRIPTION_MESSAGES.notFound);
    const { user } = openMemberships();
    const card = await membershipCard('Funcional Lunes 08:00');
    await user.click(within(card).getByRole('button', { name: 'Cancelar débito' }));
    await expectAlert({ icon: 'error', title: SUBSCRIPTION_MESSAGES.notFound });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Cancelar débito' })).toBeEnabled(),
    );
  });
});

describe('Mis abonos, back from authorising the débito at Mercado Pago', () => {
  const RETURN_ROUTE = '/sociodashboard?seccion=actividades&preapproval_id=pre-5';

  /** Real time keeps flowing (msw), and the test jumps ahead when it needs to. */
  function useControlledClock() {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it is confirming, reads the list again, and says when the débito is active', async () => {
    useControlledClock();
    seedMemberships(subscriptionOf('Pendiente'));
    const reads = recordListReads();
    const { router } = openMemberships(RETURN_ROUTE);
    expect(
      await screen.findByText('Estamos confirmando tu débito automático con Mercado Pago…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Estamos confirmando');
    // Mercado Pago's word reaches the server.
    seedMemberships(subscriptionOf('Activa'));
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    expect(await screen.findByText('Tu débito automático quedó activo.')).toBeInTheDocument();
    const card = await membershipCard('Funcional Lunes 08:00');
    expect(card).toHaveTextContent('Débito automático activo');
    expect(await reads()).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=actividades'));
    // Nothing more is read.
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS * 3));
    expect(await reads()).toHaveLength(2);
  });

  it('reads it again twice at most, then says Mercado Pago has not confirmed it yet', async () => {
    useControlledClock();
    seedMemberships(subscriptionOf('Pendiente'));
    const reads = recordListReads();
    const { router, user } = openMemberships(RETURN_ROUTE);
    await screen.findByText('Estamos confirmando tu débito automático con Mercado Pago…');
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    await waitFor(async () => expect(await reads()).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    expect(
      await screen.findByText(/^Mercado Pago todavía no confirmó tu débito automático\./),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS * 3));
    expect(await reads()).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=actividades'));
    // The row still offers to authorise it; the notice can be closed.
    const card = await membershipCard('Funcional Lunes 08:00');
    expect(within(card).getByRole('button', { name: 'Autorizar en Mercado Pago' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/todavía no confirmó/)).toBeNull();
  });

  it('says nothing when no débito waits', async () => {
    seedMemberships(subscriptionOf('Activa'));
    const reads = recordListReads();
    const { router } = openMemberships(RETURN_ROUTE);
    await membershipCard('Funcional Lunes 08:00');
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=actividades'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(await reads()).toHaveLength(1);
  });
});
