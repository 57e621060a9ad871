import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type BoughtActivityDto,
} from '@power-gym/contracts';
import { DEBIT_AFTER_PAYMENT_KEY } from '@/lib/debit-after-payment';
import {
  membershipDb,
  membershipOf,
  periodOf,
  subscriptionUrlOf,
} from '@/testing/mocks/membership-handlers';
import { orderDb, orderOf, pageResponse } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { stubLocationAssign } from '@/testing/location';
import { expectAlert } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import { columnHeaders, textsOf } from '@/testing/tables';
import { act, renderAppAsMember, screen, waitFor, within } from '@/testing/test-utils';

const openSection = (query: string) => renderAppAsMember(`/sociodashboard?${query}`);

/** The query strings the app sends to the API path ending in `path`, in order. */
function recordQueries(path: string) {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) queries.push(url.search);
  });
  return queries;
}

/** The first cell (the order number) of each row of 'Mis compras'. */
function orderNumbers(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

/** Orders 1 to `count`, all paid but `pending`; the server lists them 12, 11, … (same date). */
function seedManyOrders(count: number, pending?: number) {
  orderDb.orders = Array.from({ length: count }, (_, index) =>
    orderOf(index + 1, index + 1 === pending ? 'Created' : 'Complete', [
      { diaHoraId: 11, quantity: 1 },
    ]),
  );
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
  it('opens from ?seccion=compras and lists the first page, newest first, with Spanish states', async () => {
    seedOrders();
    const queries = recordQueries('/api/order/user/7');
    openSection('seccion=compras');
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    expect(columnHeaders(table)).toEqual([
      'N° de orden',
      'Actividad',
      'Fecha de compra',
      'Estado',
      'Vigencia',
      'Total',
    ]);
    // It scrolls sideways on phones: keyboard users reach it (axe: scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Mis compras' })).toHaveAttribute('tabindex', '0');
    expect(orderNumbers(table)).toEqual(['8', '7', '6', '5']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[3]).toHaveTextContent('Funcional, Spinning');
    expect(rows[3]).toHaveTextContent('05/03/2025');
    expect(rows[3]).toHaveTextContent('Pagada');
    expect(rows[3]?.textContent).toMatch(/\$\s9\.500,00/);
    expect(rows[2]).toHaveTextContent('Pendiente de pago');
    expect(rows[2]?.textContent).toMatch(/\$\s7\.200,00/);
    expect(rows[1]).toHaveTextContent('Cancelada');
    expect(queries).toEqual(['?page=1&pageSize=10']);
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Páginas de compras' })).toBeNull();
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

  it('confirms an order of another page: it asks the server for that order, not the list', async () => {
    seedManyOrders(12, 1);
    const confirms: unknown[] = [];
    server.use(
      http.post('*/api/mercadopago/confirm', async ({ request }) => {
        confirms.push(await request.json());
        return HttpResponse.json({
          orderId: 1,
          state: 'Complete',
          paymentStatus: 'approved',
          paymentId: '555',
        });
      }),
    );
    openSection('seccion=compras&payment_id=555&external_reference=1');
    expect(await screen.findByText('Orden N° 1: Pagada')).toBeInTheDocument();
    expect(confirms).toEqual([{ orderId: 1, paymentId: '555' }]);
    const table = screen.getByRole('table', { name: 'Mis compras' });
    expect(orderNumbers(table)).not.toContain('1');
  });

  it('a rejected payment: the alert says so with the reason, survives a remount, and offers to retry or cancel', async () => {
    const assign = stubLocationAssign();
    seedOrders();
    const rejected = {
      paymentId: '4242',
      paymentStatus: 'rejected',
      paymentStatusDetail: 'cc_rejected_insufficient_amount',
    };
    server.use(
      http.post('*/api/mercadopago/confirm', () => {
        orderDb.orders = orderDb.orders.map((order) =>
          order.id === 6 ? { ...order, ...rejected } : order,
        );
        return HttpResponse.json({ orderId: 6, state: 'Created', ...rejected });
      }),
    );
    const { router, user } = openSection(
      'seccion=compras&status=rejected&payment_id=4242&external_reference=6',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Orden N° 6: El pago fue rechazado');
    expect(alert).toHaveTextContent('Motivo: la tarjeta no tiene fondos suficientes.');
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=compras'));
    // The row too: still pending, why, and what to do.
    const table = screen.getByRole('table', { name: 'Mis compras' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === '6');
    if (!row) throw new Error('no row for order 6');
    await waitFor(() =>
      expect(row).toHaveTextContent(
        'El pago fue rechazado: la tarjeta no tiene fondos suficientes',
      ),
    );
    expect(row).toHaveTextContent('Pendiente de pago');
    expect(within(row).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Pagar' })).toBeNull();

    // Compras mounted again without the query string (a phone's layout): the alert stays.
    await act(() => router.navigate('/sociodashboard?seccion=actividades'));
    await screen.findByRole('list', { name: 'Mis actividades' });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => router.navigate('/sociodashboard?seccion=compras'));
    const kept = await screen.findByRole('alert');
    expect(kept).toHaveTextContent('Orden N° 6: El pago fue rechazado');
    await user.click(within(kept).getByRole('button', { name: 'Reintentar el pago' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/6'));
  });

  it("a rejected payment's alert goes once the order is canceled from its row", async () => {
    seedOrders();
    const rejected = { paymentId: '4243', paymentStatus: 'rejected', paymentStatusDetail: null };
    server.use(
      http.post('*/api/mercadopago/confirm', () => {
        orderDb.orders = orderDb.orders.map((order) =>
          order.id === 6 ? { ...order, ...rejected } : order,
        );
        return HttpResponse.json({ orderId: 6, state: 'Created', ...rejected });
      }),
    );
    const { user } = openSection(
      'seccion=compras&status=rejected&payment_id=4243&external_reference=6',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Orden N° 6: El pago fue rechazado');
    const table = screen.getByRole('table', { name: 'Mis compras' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === '6');
    if (!row) throw new Error('no row for order 6');
    await user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    await expectAlert({ icon: 'success', title: 'Su pedido ha sido cancelado' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
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

describe("Compras: the débito asked at checkout ('Activar débito automático después de pagar')", () => {
  const DEBIT_LINE = 'Ahora autorizá el débito automático en Mercado Pago.';

  /**
   * Order 6 waiting for its payment (its membership listed once paid, so the débito can start),
   * and Mercado Pago's answer to the lookup: approved, it pays order 6; otherwise it stays Created.
   */
  function seedReturn(paymentStatus: 'approved' | 'rejected') {
    seedOrders();
    membershipDb.memberships = [membershipOf(6, 31, { quantity: 2 })];
    const state = paymentStatus === 'approved' ? 'Complete' : 'Created';
    server.use(
      http.post('*/api/mercadopago/confirm', () => {
        orderDb.orders = orderDb.orders.map((order) =>
          order.id === 6 ? { ...order, state, paymentStatus } : order,
        );
        return HttpResponse.json({ orderId: 6, state, paymentStatus, paymentId: '123456' });
      }),
    );
  }

  const returnFromPayment = (status: string, orderId = 6) =>
    openSection(`seccion=compras&status=${status}&payment_id=123456&external_reference=${orderId}`);

  const CONFIRM_6 = 'POST /api/mercadopago/confirm {"orderId":6,"paymentId":"123456"}';

  /** Each request to the payment lookup or the débito, as 'METHOD /path body'. */
  const recordDebitRequests = () =>
    recordRequests(
      (request) =>
        request.url.includes('/subscription') || request.url.endsWith('/mercadopago/confirm'),
    );

  it('paid and confirmed, the intent for that order starts the débito and sends the member to authorise it', async () => {
    const assign = stubLocationAssign();
    seedReturn('approved');
    window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, '6');
    const sent = recordDebitRequests();
    returnFromPayment('approved');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionUrlOf(6)));
    expect(await sent()).toEqual([CONFIRM_6, 'POST /api/order/6/subscription']);
    // Said in the payment's success message while the browser leaves.
    const success = screen.getByText('Orden N° 6: Pagada').closest('[role="status"]');
    expect(success).toHaveTextContent(DEBIT_LINE);
    // Asked once: a reload or a remount starts nothing more.
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('starts it too when the order was already paid on return (the notification came first)', async () => {
    const assign = stubLocationAssign();
    seedOrders();
    orderDb.orders = orderDb.orders.map((order) =>
      order.id === 6 ? { ...order, state: 'Complete', paymentStatus: 'approved' } : order,
    );
    membershipDb.memberships = [membershipOf(6, 31, { quantity: 2 })];
    window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, '6');
    const sent = recordDebitRequests();
    returnFromPayment('approved');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionUrlOf(6)));
    expect(await sent()).toEqual(['POST /api/order/6/subscription']);
    // No success message of a lookup to add it to: said on its own while the browser leaves.
    expect(screen.getByText(DEBIT_LINE).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/Orden N° 6/)).toBeNull();
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();
  });

  it('a rejected payment starts nothing and keeps the intent for a retry', async () => {
    const assign = stubLocationAssign();
    seedReturn('rejected');
    window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, '6');
    const sent = recordDebitRequests();
    const { router } = returnFromPayment('rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Orden N° 6: El pago fue rechazado');
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=compras'));
    expect(await sent()).toEqual([CONFIRM_6]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText(DEBIT_LINE)).toBeNull();
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBe('6');
  });

  it.each([
    ['without the intent', null],
    ['with the intent of another order', '5'],
  ])('%s, a paid order starts nothing', async (_case, intent) => {
    const assign = stubLocationAssign();
    seedReturn('approved');
    if (intent !== null) window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, intent);
    const sent = recordDebitRequests();
    const { router } = returnFromPayment('approved');
    expect(await screen.findByText('Orden N° 6: Pagada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=compras'));
    expect(await sent()).toEqual([CONFIRM_6]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText(DEBIT_LINE)).toBeNull();
    // Another order's intent is that order's: it stays.
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBe(intent);
  });

  it('a refusal is alerted and the member stays in Compras, the intent spent', async () => {
    const assign = stubLocationAssign();
    seedReturn('approved');
    refuse('post', '*/api/order/:orderId/subscription', 502, PAYMENT_MESSAGES.providerUnavailable);
    window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, '6');
    const { router } = returnFromPayment('approved');
    await expectAlert({ icon: 'error', title: PAYMENT_MESSAGES.providerUnavailable });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByText('Orden N° 6: Pagada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(DEBIT_LINE)).toBeNull());
    expect(router.state.location.search).toBe('?seccion=compras');
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();
  });

  it('a débito the server will not start (409) is alerted as it says', async () => {
    stubLocationAssign();
    seedReturn('approved');
    refuse('post', '*/api/order/:orderId/subscription', 409, SUBSCRIPTION_MESSAGES.alreadyActive);
    window.sessionStorage.setItem(DEBIT_AFTER_PAYMENT_KEY, '6');
    returnFromPayment('approved');
    await expectAlert({ icon: 'error', title: SUBSCRIPTION_MESSAGES.alreadyActive });
    expect(screen.getByRole('table', { name: 'Mis compras' })).toBeInTheDocument();
  });
});

describe('Compras: pages', () => {
  it('shows 10 orders a page and the pager moves to page 2, kept in ?pagina=', async () => {
    seedManyOrders(12);
    const queries = recordQueries('/api/order/user/7');
    const { user, router } = openSection('seccion=compras');
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    expect(orderNumbers(table)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
    const pager = screen.getByRole('navigation', { name: 'Páginas de compras' });
    expect(within(pager).getByRole('button', { name: 'página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pager).getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(orderNumbers(table)).toEqual(['2', '1']));
    expect(queries).toEqual(['?page=1&pageSize=10', '?page=2&pageSize=10']);
    expect(router.state.location.search).toBe('?seccion=compras&pagina=2');
    expect(within(pager).getByRole('button', { name: 'página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  });

  it('moves between pages with the keyboard', async () => {
    seedManyOrders(12);
    const { user } = openSection('seccion=compras');
    const pager = await screen.findByRole('navigation', { name: 'Páginas de compras' });
    act(() => within(pager).getByRole('button', { name: 'Ir a la página siguiente' }).focus());
    await user.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: 'Mis compras' });
    await waitFor(() => expect(orderNumbers(table)).toEqual(['2', '1']));
    act(() => within(pager).getByRole('button', { name: 'Ir a la página anterior' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(orderNumbers(table)).toHaveLength(10));
  });

  it('opens on the page of ?pagina= (a reload keeps it)', async () => {
    seedManyOrders(12);
    const queries = recordQueries('/api/order/user/7');
    openSection('seccion=compras&pagina=2');
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    expect(orderNumbers(table)).toEqual(['2', '1']);
    expect(queries).toEqual(['?page=2&pageSize=10']);
  });

  it('falls back to the last page when ?pagina= is past the end', async () => {
    seedManyOrders(12);
    const queries = recordQueries('/api/order/user/7');
    const { router } = openSection('seccion=compras&pagina=9');
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=compras&pagina=2'));
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    await waitFor(() => expect(orderNumbers(table)).toEqual(['2', '1']));
    expect(queries).toEqual(['?page=9&pageSize=10', '?page=2&pageSize=10']);
    expect(screen.queryByText('Todavía no hiciste compras.')).not.toBeInTheDocument();
  });
});

describe('Compras: an order left unpaid', () => {
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
    const assign = stubLocationAssign();
    seedOrders();
    const payments = recordRequests((request) => request.url.endsWith('/api/mercadopago'));
    const { user } = openSection('seccion=compras');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/6'));
    expect(await payments()).toEqual(['POST /api/mercadopago {"orderId":6}']);
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

describe('Compras: periods and renewals', () => {
  /** Paid orders in each period status, a renewal of order 2 and an unpaid order. */
  function seedPaidOrders() {
    orderDb.orders = [
      orderOf(1, 'Complete', [{ diaHoraId: 21, quantity: 1 }], { period: periodOf('Vencida') }),
      orderOf(2, 'Complete', [{ diaHoraId: 11, quantity: 1 }], { period: periodOf('Renovada') }),
      orderOf(
        3,
        'Complete',
        [
          { diaHoraId: 11, quantity: 1 },
          { diaHoraId: 31, quantity: 2 },
        ],
        { period: periodOf('Activa', '2025-04-04T15:30:00.000Z'), renewsOrderId: 2 },
      ),
      orderOf(4, 'Complete', [{ diaHoraId: 41, quantity: 1 }], { period: periodOf('Por vencer') }),
      orderOf(6, 'Created', [{ diaHoraId: 32, quantity: 1 }]),
    ];
  }

  async function rowOf(orderId: number) {
    const table = await screen.findByRole('table', { name: 'Mis compras' });
    const row = within(table)
      .getAllByRole('row')
      .find(
        (candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === `${orderId}`,
      );
    if (!row) throw new Error(`no row for order ${orderId}`);
    return row;
  }

  const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

  it("shows each paid order's period and status, and what a renewal renews", async () => {
    seedPaidOrders();
    openSection('seccion=compras');
    const renewal = await rowOf(3);
    expect(cells(renewal)[1]).toHaveTextContent('Renovación de la compra #2');
    expect(cells(renewal)[4]).toHaveTextContent('Del 04/04/2025 al 04/05/2025');
    expect(cells(renewal)[4]).toHaveTextContent('Activa');
    expect(cells(await rowOf(4))[4]).toHaveTextContent('Por vencer');
    expect(cells(await rowOf(2))[4]).toHaveTextContent('Del 05/03/2025 al 04/04/2025');
    expect(cells(await rowOf(2))[4]).toHaveTextContent('Renovada');
    expect(cells(await rowOf(1))[4]).toHaveTextContent('Vencida');
    expect(cells(await rowOf(1))[1]).not.toHaveTextContent('Renovación');
    // Not paid: no period.
    expect(cells(await rowOf(6))[4]).toHaveTextContent('—');
  });

  it("offers 'Renovar' on paid orders still renewable only", async () => {
    seedPaidOrders();
    openSection('seccion=compras');
    for (const orderId of [1, 3, 4]) {
      expect(within(await rowOf(orderId)).getByRole('button', { name: 'Renovar' })).toBeEnabled();
    }
    for (const orderId of [2, 6]) {
      expect(within(await rowOf(orderId)).queryByRole('button', { name: 'Renovar' })).toBeNull();
    }
  });

  it("'Renovar' asks which classes (all checked) with the total, and renews only those chosen", async () => {
    const assign = stubLocationAssign();
    seedPaidOrders();
    const { user } = openSection('seccion=compras');
    await user.click(within(await rowOf(3)).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 3?' });
    const funcional = within(dialog).getByRole('checkbox', { name: /Funcional Lunes 08:00/ });
    const yoga = within(dialog).getByRole('checkbox', { name: /Yoga Miércoles 10:00/ });
    expect(funcional).toBeChecked();
    expect(yoga).toBeChecked();
    expect(yoga.closest('label')).toHaveTextContent(/2 lugares · \$\s8\.000,00/);
    // 5000 × 1 + 4000 × 2 at today's prices.
    const total = within(dialog).getByRole('status');
    expect(total.textContent).toMatch(/^Total: \$\s13\.000,00$/);
    await user.click(funcional);
    expect(total.textContent).toMatch(/^Total: \$\s8\.000,00$/);
    await user.click(yoga);
    expect(total.textContent).toMatch(/^Total: \$\s0,00$/);
    expect(within(dialog).getByRole('button', { name: 'Renovar y pagar' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Elegí al menos una clase.');
    await user.click(yoga);
    await user.click(within(dialog).getByRole('button', { name: 'Renovar y pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/300'));
    expect(membershipDb.renewals).toEqual([{ orderId: 3, body: { slotIds: [31] } }]);
    // The renewal waits for its payment in Compras, as any order does.
    const renewal = await rowOf(300);
    expect(renewal).toHaveTextContent('Pendiente de pago');
    expect(renewal).toHaveTextContent('Renovación de la compra #3');
    expect(renewal).toHaveTextContent('Yoga');
    expect(renewal).not.toHaveTextContent('Funcional');
    expect(within(renewal).getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
  });

  it("'No renovar' closes the dialog and renews nothing", async () => {
    seedPaidOrders();
    const { user } = openSection('seccion=compras');
    await user.click(within(await rowOf(4)).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 4?' });
    await user.click(within(dialog).getByRole('button', { name: 'No renovar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(membershipDb.renewals).toEqual([]);
  });

  it("shows a refunded order as 'Reembolsada', with no period, no Renovar and no Pagar", async () => {
    orderDb.orders = [
      orderOf(9, 'Refunded', [{ diaHoraId: 41, quantity: 1 }], { period: periodOf('Activa') }),
    ];
    openSection('seccion=compras');
    const refunded = await rowOf(9);
    expect(cells(refunded)[3]).toHaveTextContent('Reembolsada');
    expect(cells(refunded)[4]).toHaveTextContent('—');
    expect(within(refunded).queryAllByRole('button')).toEqual([]);
  });

  it('shows why a discount code was refused and sends nobody to pay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    seedPaidOrders();
    const { user } = openSection('seccion=compras');
    await user.click(within(await rowOf(4)).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Renovar la compra N° 4?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Código de descuento (opcional)' }),
      'NOEXISTE',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Renovar y pagar' }));
    await expectAlert({ icon: 'error', title: 'El código de descuento no es válido' });
    expect(membershipDb.renewals).toEqual([
      { orderId: 4, body: { codigo: 'NOEXISTE', slotIds: [41] } },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Mis actividades', () => {
  it("lists the first page of the server's activities, with their slots", async () => {
    seedOrders();
    const activityQueries = recordQueries('/api/order/user/7/activities');
    const orderQueries = recordQueries('/api/order/user/7');
    const { user } = openSection('seccion=actividades');
    const list = await screen.findByRole('list', { name: 'Mis actividades' });
    // The activities of Complete orders, once each, latest bought first (the server's order).
    expect(activityNames(list)).toEqual(['Spinning', 'Funcional']);
    expect(activityQueries).toEqual(['?page=1&pageSize=10']);
    expect(orderQueries).toEqual([]);
    const funcional = within(list).getByRole('article', { name: 'Funcional' });
    expect(funcional).toHaveTextContent('Lunes 08:00 · Lunes 19:00');
    const mostrar = within(funcional).getByRole('button', { name: 'mostrar' });
    expect(mostrar).toHaveAttribute('aria-expanded', 'false');
    await user.click(mostrar);
    expect(mostrar).toHaveAttribute('aria-expanded', 'true');
    expect(within(funcional).getByText(/Comprada el 05\/03\/2025/)).toBeVisible();
  });

  it('shows what the activities route answers and pages through it', async () => {
    const bought = Array.from({ length: 12 }, (_, index): BoughtActivityDto => ({
      id: 100 + index,
      name: `Clase ${index + 1}`,
      image: '/clase.webp',
      slots: [{ day: 'Jueves', hour: '18:00' }],
      since: '2024-01-02T10:00:00.000Z',
    }));
    const queries: string[] = [];
    server.use(
      http.get('*/api/order/user/:userId/activities', ({ request }) => {
        queries.push(new URL(request.url).search);
        return pageResponse(request, bought);
      }),
    );
    const { user, router } = openSection('seccion=actividades');
    const list = await screen.findByRole('list', { name: 'Mis actividades' });
    expect(activityNames(list)).toHaveLength(10);
    expect(activityNames(list)[0]).toBe('Clase 1');
    expect(within(list).getByRole('article', { name: 'Clase 1' })).toHaveTextContent(
      'Jueves 18:00',
    );
    const pager = screen.getByRole('navigation', { name: 'Páginas de actividades' });
    await user.click(within(pager).getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(activityNames(list)).toEqual(['Clase 11', 'Clase 12']));
    expect(queries).toEqual(['?page=1&pageSize=10', '?page=2&pageSize=10']);
    expect(router.state.location.search).toBe('?seccion=actividades&pagina=2');
  });

  it('shows the error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/order/user/:userId/activities', 500, 'Error interno del servidor');
    const { user } = openSection('seccion=actividades');
    expect(await screen.findByText('No pudimos cargar tus actividades.')).toBeInTheDocument();
    server.resetHandlers();
    seedOrders();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const list = await screen.findByRole('list', { name: 'Mis actividades' });
    expect(activityNames(list)).toEqual(['Spinning', 'Funcional']);
  });

  it('shows the empty state when nothing is paid', async () => {
    orderDb.orders = [orderOf(6, 'Created', [{ diaHoraId: 31, quantity: 1 }])];
    openSection('seccion=actividades');
    expect(await screen.findByText('Todavía no tenés actividades pagadas.')).toBeInTheDocument();
  });
});

function activityNames(list: HTMLElement) {
  return textsOf(within(list).getAllByRole('heading'));
}
