import { ORDER_MESSAGES } from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showConfirm } from '@/lib/alert';
import { DEBIT_AFTER_PAYMENT_KEY } from '@/lib/debit-after-payment';
import type { CartItem, CartState } from '@/stores/cart-slice';
import { firebaseState } from '@/testing/mocks/firebase';
import { cartStateOf, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { orderDb } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { stubLocationAssign } from '@/testing/location';
import { expectAlert } from '@/testing/popups';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const funcional: CartItem = {
  diaHoraId: 11,
  activityId: 1,
  name: 'Funcional',
  image: '/media/activities/funcional.svg',
  day: 'Lunes',
  hour: '08:00',
  price: 5000,
  quantity: 2,
};

let assign: ReturnType<typeof stubLocationAssign>;

beforeEach(() => {
  assign = stubLocationAssign();
});

function openCheckout(cart: Partial<CartState> = {}) {
  firebaseState.currentUid = memberFixture.uid;
  return renderApp({
    route: '/checkout',
    preloadedState: {
      ...signedInState(memberFixture),
      cart: cartStateOf([funcional], cart),
    },
  });
}

describe('Checkout', () => {
  it('shows the login to a visitor', async () => {
    renderApp({ route: '/checkout' });
    expect(await screen.findByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it('lists the items, the discounted total, the e-mail and the redirect notice', async () => {
    openCheckout({ discountPercent: 10, discountCode: 'POWER10' });
    expect(await screen.findByRole('table', { name: 'Productos a pagar' })).toHaveTextContent(
      'Funcional',
    );
    // The code and what it takes off, before the total.
    expect(screen.getByText(/Subtotal: \$\s10\.000,00/)).toBeInTheDocument();
    expect(screen.getByText(/Descuento POWER10 \(10%\): −\$\s1\.000,00/)).toBeInTheDocument();
    expect(screen.getByText(/Total: \$\s9\.000,00/)).toBeInTheDocument();
    expect(screen.queryByText(/lo calcula el servidor/)).not.toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText(/serás redirigido a Mercado Pago/)).toBeInTheDocument();
  });

  it('totals several lines with a discount as the server will: $ 20.097,99 for 3 × $ 9.999 at 33 %', async () => {
    const lines = [
      { ...funcional, price: 9999, quantity: 2 },
      { ...funcional, diaHoraId: 41, day: 'Jueves', hour: '20:00', price: 9999, quantity: 1 },
    ];
    firebaseState.currentUid = memberFixture.uid;
    renderApp({
      route: '/checkout',
      preloadedState: {
        ...signedInState(memberFixture),
        cart: cartStateOf(lines, { discountPercent: 33, discountCode: 'POWER33' }),
      },
    });
    expect(await screen.findByText('Total: $ 20.097,99')).toBeInTheDocument();
    // 29.997 − 33 % is 20.097,99: 9.899,01 off, to the centavo.
    expect(screen.getByText('Descuento POWER33 (33%): −$ 9.899,01')).toBeInTheDocument();
  });

  it("edits the e-mail with 'Editar Email' and refuses an invalid one", async () => {
    const { user } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Editar Email' }));
    const field = screen.getByLabelText('Email');
    await user.clear(field);
    await user.type(field, 'no-es-un-mail');
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(screen.getByText('Ingrese un email válido')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'recibos@example.com');
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    expect(screen.getByText('recibos@example.com')).toBeInTheDocument();

    // The checkout carries it: Mercado Pago's payer and the order's mails use it.
    let checkoutBody: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/order/checkout')) checkoutBody = request.clone().json();
    });
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(await checkoutBody).toEqual({ orderId: 100, email: 'recibos@example.com' });
    server.events.removeAllListeners();
  });

  it("'Pagar' saves the cart, checks out with the code, then goes to Mercado Pago", async () => {
    const calls: string[] = [];
    let checkoutBody: unknown;
    server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.url.endsWith('/api/order/checkout')) checkoutBody = request.clone().json();
    });
    const { user, store } = openCheckout({ discountPercent: 10, discountCode: 'POWER10' });
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
    expect(calls).toEqual([
      // The places left, read again on arrival: a line that no longer fits is flagged.
      'GET /api/orderline/100',
      'POST /api/orderline/cart',
      'POST /api/order/checkout',
      'POST /api/mercadopago',
    ]);
    expect(await checkoutBody).toEqual({ orderId: 100, codigo: 'POWER10' });
    expect(store.getState().cart).toMatchObject({ items: [], orderId: null, discountCode: null });
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    server.events.removeAllListeners();
  });

  it('a retried checkout whose cart is already an order pays that order', async () => {
    // The first 'Pagar' checked the cart out but its answer was lost: the cart is order 100 now.
    refuse('post', '*/api/orderline/cart', 409, ORDER_MESSAGES.notCart);
    const { user, store } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
    expect(store.getState().cart).toMatchObject({ items: [], orderId: null });
    expect(screen.queryByText(ORDER_MESSAGES.notCart)).not.toBeInTheDocument();
  });

  it('shows the 409 naming the slot and keeps the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse(
      'post',
      '*/api/order/checkout',
      409,
      'No quedan lugares suficientes para Funcional Lunes 08:00',
    );
    const { user, store } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText('No quedan lugares suficientes para Funcional Lunes 08:00'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toMatchObject([funcional]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it("'cancelar' asks, cancels the order, empties the cart and goes home", async () => {
    orderDb.cartLines = [{ diaHoraId: 11, quantity: 2 }];
    const { user, store, router } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'cancelar' }));
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '¿Está seguro que desea cancelar?',
        text: 'Una vez cancelado no se podrá recuperar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(showAlert).toHaveBeenCalledWith({
      icon: 'success',
      title: 'Su pedido ha sido cancelado',
    });
    expect(store.getState().cart).toMatchObject({ items: [], orderId: 101 });
    expect(orderDb.cartLines).toEqual([]);
  });

  it("'cancelar' dismissed keeps the order", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const { user, store, router } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'cancelar' }));
    await expectAlert({ icon: 'info', title: 'Su pedido no ha sido cancelado' });
    expect(store.getState().cart.items).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('flags a line whose places went to others since, and does not pay until it fits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    orderDb.cartLines = [{ diaHoraId: 11, quantity: 2 }];
    orderDb.stock.set(11, 1);
    const { user, store } = openCheckout();
    const table = await screen.findByRole('table', { name: 'Productos a pagar' });
    // The checkout reads the places left from the server on arrival.
    await waitFor(() =>
      expect(table).toHaveTextContent('Solo queda 1 lugar en este horario: bajá la cantidad'),
    );
    expect(
      screen.getByText(
        'Algunas clases ya no tienen los lugares que elegiste: revisá las cantidades antes de pagar',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(assign).not.toHaveBeenCalled();
    expect(orderDb.orders).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Quitar un lugar de Funcional Lunes 08:00' }),
    );
    await waitFor(() => expect(table).not.toHaveTextContent('Solo queda 1 lugar en este horario'));
    expect(store.getState().cart.items).toMatchObject([{ diaHoraId: 11, quantity: 1, stock: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
  });

  it("'Activar débito automático después de pagar' starts unchecked and says what it means; left so, nothing is remembered", async () => {
    const { user } = openCheckout();
    const choice = await screen.findByRole('checkbox', {
      name: 'Activar débito automático después de pagar',
    });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      'Mercado Pago te va a pedir autorizar el cobro mensual de este abono. Podés cancelarlo cuando quieras.',
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();
  });

  it('checked, paying remembers the débito for that order before leaving for Mercado Pago', async () => {
    // What the tab holds at the moment the browser leaves.
    let remembered: string | null = 'not asked';
    assign.mockImplementation(() => {
      remembered = window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY);
    });
    const { user } = openCheckout();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Activar débito automático después de pagar' }),
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
    expect(remembered).toBe('100');
  });

  it('remembers nothing when the payment could not start, and names the order paid on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('post', '*/api/mercadopago', 502, 'No pudimos conectar con Mercado Pago');
    const { user } = openCheckout();
    const choice = await screen.findByRole('checkbox', {
      name: 'Activar débito automático después de pagar',
    });
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('No pudimos conectar con Mercado Pago')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();

    // The order is confirmed and waits for its payment: 'Pagar' pays it, still asking the débito.
    server.resetHandlers();
    expect(await screen.findByText(/Tu orden N° 100 quedó reservada/)).toBeInTheDocument();
    expect(choice).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/pay/100'));
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBe('100');
  });

  it('says the cart is empty and links to the classes', async () => {
    openCheckout({ items: [] });
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las clases' })).toHaveAttribute(
      'href',
      '/#clases',
    );
  });
});
