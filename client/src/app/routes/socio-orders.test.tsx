import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { firebaseState } from '@/testing/mocks/firebase';
import { memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { orderDb, orderOf } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlert } from '@/testing/popups';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

function openSection(query: string) {
  firebaseState.currentUid = memberFixture.uid;
  return renderApp({
    route: `/sociodashboard?${query}`,
    preloadedState: signedInState(memberFixture),
  });
}

function seedOrders() {
  orderDb.orders = [
    orderOf(5, 'Complete', [
      { diaHoraId: 11, quantity: 1 },
      { diaHoraId: 21, quantity: 1 },
    ]),
    orderOf(6, 'Created', [{ diaHoraId: 31, quantity: 2 }], { total: '7200.00' }),
    orderOf(7, 'Canceled', [{ diaHoraId: 41, quantity: 1 }]),
    orderOf(8, 'Complete', [{ diaHoraId: 12, quantity: 1 }]),
  ];
}

describe('Compras', () => {
  it('opens from ?seccion=compras and lists the orders with Spanish states', async () => {
    seedOrders();
    openSection('seccion=compras');
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['N° de orden', 'Actividad', 'Fecha de compra', 'Estado', 'Total']);
    // It scrolls sideways on phones: keyboard users reach it (axe: scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Mis compras' })).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(rows[0]).toHaveTextContent('Funcional, Spinning');
    expect(rows[0]).toHaveTextContent('05/03/2025');
    expect(rows[0]).toHaveTextContent('Pagada');
    expect(rows[0]?.textContent).toMatch(/\$\s9\.500,00/);
    expect(rows[1]).toHaveTextContent('Pendiente de pago');
    expect(rows[1]?.textContent).toMatch(/\$\s7\.200,00/);
    expect(rows[2]).toHaveTextContent('Cancelada');
  });

  it('shows the empty state', async () => {
    openSection('seccion=compras');
    expect(await screen.findByText('Todavía no hiciste compras.')).toBeInTheDocument();
  });

  it('asks the server to look the payment up once on return, then shows what it says', async () => {
    seedOrders();
    const confirms: unknown[] = [];
    server.use(
      http.post('*/api/mercadopago/confirm', async ({ request }) => {
        confirms.push(await request.json());
        orderDb.orders = orderDb.orders.map((order) =>
          order.id === 6 ? { ...order, state: 'Complete', paymentStatus: 'approved' } : order,
        );
        return HttpResponse.json({
          orderId: 6,
          state: 'Complete',
          paymentStatus: 'approved',
          paymentId: '123456',
        });
      }),
    );
    const { router } = openSection(
      'seccion=compras&status=approved&payment_id=123456&external_reference=6',
    );
    expect(await screen.findByText('Orden N° 6: Pagada')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mis compras' });
    await waitFor(() =>
      expect(within(table).queryByText('Pendiente de pago')).not.toBeInTheDocument(),
    );
    expect(confirms).toEqual([{ orderId: 6, paymentId: '123456' }]);
    expect(router.state.location.search).toBe('?seccion=compras');
  });

  it('does not ask when the order is no longer Created', async () => {
    seedOrders();
    let asked = false;
    server.use(
      http.post('*/api/mercadopago/confirm', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    const { router } = openSection(
      'seccion=compras&status=approved&payment_id=99&external_reference=5',
    );
    await screen.findByRole('table', { name: 'Mis compras' });
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=compras'));
    expect(asked).toBe(false);
  });

  it('shows the server message when the payment is not found, whatever ?status says', async () => {
    seedOrders();
    refuse('post', '*/api/mercadopago/confirm', 404, 'No se encontró el pago en Mercado Pago');
    openSection('seccion=compras&status=approved&payment_id=77&external_reference=6');
    expect(await screen.findByText('No se encontró el pago en Mercado Pago')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mis compras' })).toHaveTextContent(
      'Pendiente de pago',
    );
  });
});

describe('Compras: an order left unpaid', () => {
  const assign = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  const pendingRow = async () => {
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    const rows = within(table).getAllByRole('row');
    const row = rows.find((candidate) => within(candidate).queryByText('Pendiente de pago'));
    if (!row) throw new Error('no pending row');
    return row;
  };

  it("offers 'Pagar' and 'Cancelar' on the pending order only", async () => {
    seedOrders();
    openSection('seccion=compras');
    const row = await pendingRow();
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('6');
    expect(within(row).getByRole('button', { name: 'Pagar' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    const table = screen.getByRole('table', { name: 'Mis compras' });
    expect(within(table).getAllByRole('button', { name: 'Pagar' })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: 'Cancelar' })).toHaveLength(1);
  });

  it("'Pagar' goes back to Mercado Pago for the same order", async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    seedOrders();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/mercadopago')) bodies.push(request.clone().json());
    });
    const { user } = openSection('seccion=compras');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/6'));
    expect(await Promise.all(bodies)).toEqual([{ orderId: 6 }]);
    server.events.removeAllListeners();
  });

  it("'Cancelar' asks as the checkout does, cancels the order and shows it canceled", async () => {
    seedOrders();
    const { user } = openSection('seccion=compras');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Cancelar' }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Está seguro que desea cancelar?',
      text: 'Una vez cancelado no se podrá recuperar',
      confirmButtonText: 'Si, cancelar',
      cancelButtonText: 'No',
    });
    await expectAlert({ icon: 'success', title: 'Su pedido ha sido cancelado' });
    const table = screen.getByRole('table', { name: 'Mis compras' });
    await waitFor(() =>
      expect(within(table).queryByText('Pendiente de pago')).not.toBeInTheDocument(),
    );
    expect(orderDb.orders.find((order) => order.id === 6)?.state).toBe('Canceled');
    expect(within(table).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it("'Cancelar' dismissed keeps the order pending", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    seedOrders();
    const { user } = openSection('seccion=compras');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Cancelar' }));
    await expectAlert({ icon: 'info', title: 'Su pedido no ha sido cancelado' });
    expect(orderDb.orders.find((order) => order.id === 6)?.state).toBe('Created');
  });
});

describe('Mis actividades', () => {
  it('lists only the activities of Complete orders, once each, with their slots', async () => {
    seedOrders();
    const { user } = openSection('seccion=actividades');
    const list = await screen.findByRole('list', { name: 'Mis actividades' });
    const names = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Funcional', 'Spinning']);
    const funcional = within(list).getByRole('article', { name: 'Funcional' });
    expect(funcional).toHaveTextContent('Lunes 08:00 · Lunes 19:00');
    const mostrar = within(funcional).getByRole('button', { name: 'mostrar' });
    expect(mostrar).toHaveAttribute('aria-expanded', 'false');
    await user.click(mostrar);
    expect(mostrar).toHaveAttribute('aria-expanded', 'true');
    expect(within(funcional).getByText(/Comprada el 05\/03\/2025/)).toBeVisible();
  });

  it('shows the empty state when nothing is paid', async () => {
    orderDb.orders = [orderOf(6, 'Created', [{ diaHoraId: 31, quantity: 1 }])];
    openSection('seccion=actividades');
    expect(await screen.findByText('Todavía no tenés actividades pagadas.')).toBeInTheDocument();
  });
});
