import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@power-gym/contracts';
import { showConfirm } from '@/lib/alert';
import { showToast } from '@/lib/toast';
import type { CartItem, CartState } from '@/stores/cart-slice';
import { firebaseState } from '@/testing/mocks/firebase';
import {
  cartStateOf,
  funcionalLunesItem,
  memberFixture,
  signedInState,
  spinningMartesItem,
} from '@/testing/mocks/fixtures';
import { orderDb } from '@/testing/mocks/order-handlers';
import { expectAlert } from '@/testing/popups';
import { capturePostBody, recordRequests } from '@/testing/requests';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { CartDrawer } from './cart-drawer';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const funcional: CartItem = { ...funcionalLunesItem, quantity: 2 };
const spinning: CartItem = { ...spinningMartesItem, quantity: 1 };

/** The money text as Testing Library normalizes it (es-AR puts a no-break space after '$'). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');
const runningTotal = (drawer: HTMLElement, amount: number) =>
  within(drawer).getByText(`Total: ${money(amount)}`, { selector: 'p[aria-live]' });

function renderCart(items: CartItem[], signedIn = true, extra: Partial<CartState> = {}) {
  if (signedIn) firebaseState.currentUid = memberFixture.uid;
  const onClose = vi.fn();
  const view = renderWithProviders(<CartDrawer open onClose={onClose} />, {
    preloadedState: {
      ...(signedIn ? signedInState(memberFixture) : {}),
      cart: cartStateOf(items, signedIn ? extra : { ...extra, orderId: null }),
    },
  });
  return { ...view, onClose, drawer: screen.getByRole('dialog', { name: 'Carrito de compras' }) };
}

describe('side cart', () => {
  it('shows the empty state', () => {
    const { drawer } = renderCart([], false);
    expect(within(drawer).getByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Finalizar la compra' })).toBeDisabled();
  });

  it('lists each line with day, hour, price, quantity and total, and the running Total', () => {
    const { drawer } = renderCart([funcional, spinning]);
    const line = within(drawer).getByRole('listitem', { name: 'Funcional Lunes 08:00' });
    expect(line).toHaveTextContent('Lunes · 08:00');
    expect(line).toHaveTextContent(`${money(5000)} × 2`);
    expect(line).toHaveTextContent(`Total: ${money(10000)}`);
    expect(runningTotal(drawer, 14500)).toBeInTheDocument();
    expect(formatMoney(14500)).toMatch(/^\$\s14\.500,00$/);
  });

  it('shows the Total by the shared money rules: whole pesos per line, the discount in centavos', () => {
    const { drawer } = renderCart(
      [
        { ...funcional, price: 9999, quantity: 2 },
        { ...spinning, price: 9999, quantity: 1 },
      ],
      true,
      { discountPercent: 33, discountCode: 'POWER33' },
    );
    // 3 × 9.999 = 29.997 pesos; 67 % of it is 2.009.799 centavos.
    expect(
      within(drawer).getByText('Total: $ 20.097,99', { selector: 'p[aria-live]' }),
    ).toBeInTheDocument();
  });

  it("removes one place with 'Se elimino del carrito' and keeps the server cart in step", async () => {
    const { drawer, user, store } = renderCart([funcional]);
    await user.click(within(drawer).getByRole('button', { name: 'Quitar Funcional Lunes 08:00' }));
    expect(showToast).toHaveBeenCalledWith('Se elimino del carrito');
    expect(store.getState().cart.items).toMatchObject([{ ...funcional, quantity: 1 }]);
    await waitFor(() => expect(orderDb.cartLines).toEqual([{ diaHoraId: 11, quantity: 1 }]));
  });

  it("− / + change a line's places, capped at the places left: past them it says so at once", async () => {
    const lastPlace: CartItem = {
      ...funcionalLunesItem,
      diaHoraId: 12,
      hour: '19:00',
      stock: 1,
      quantity: 1,
    };
    const sent = recordRequests();
    const { drawer, user, store } = renderCart([lastPlace, { ...spinning, stock: 30 }]);
    const group = within(drawer).getByRole('group', { name: 'Cantidad de Funcional Lunes 19:00' });
    await user.click(
      within(group).getByRole('button', { name: 'Agregar un lugar a Funcional Lunes 19:00' }),
    );
    expect(showToast).toHaveBeenCalledWith(
      'Solo queda 1 lugar para Funcional Lunes 19:00',
      'error',
      4000,
    );
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    expect(within(group).getByText('1')).toBeInTheDocument();

    // Keyboard: + of the next line is reached with Tab and pressed with Enter.
    const more = within(drawer).getByRole('button', {
      name: 'Agregar un lugar a Spinning Martes 07:00',
    });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(orderDb.cartLines).toContainEqual({ diaHoraId: 21, quantity: 2 }));
    expect(store.getState().cart.items[1]?.quantity).toBe(2);
    // Only the allowed change asked the server: the refused one never left the browser.
    expect(await sent()).toEqual([
      'POST /api/orderline/cart {"orderId":100,"lines":[{"diaHoraId":12,"quantity":1},{"diaHoraId":21,"quantity":2}]}',
    ]);
  });

  it('flags a line that holds more places than are left, and lowering it clears the flag', async () => {
    const fell: CartItem = {
      ...funcionalLunesItem,
      diaHoraId: 12,
      hour: '19:00',
      stock: 1,
      quantity: 3,
    };
    const { drawer, user } = renderCart([fell]);
    const line = within(drawer).getByRole('listitem', { name: 'Funcional Lunes 19:00' });
    expect(line).toHaveTextContent('Solo queda 1 lugar en este horario: bajá la cantidad');
    const less = within(line).getByRole('button', {
      name: 'Quitar un lugar de Funcional Lunes 19:00',
    });
    await user.click(less);
    // Lowering is always allowed; the server then caps the saved line at the 1 place left.
    await waitFor(() => expect(line).not.toHaveTextContent('Solo queda 1 lugar en este horario'));
    expect(within(line).getByRole('group')).toHaveTextContent('1');
  });

  it("asks before 'Vaciar Carrito', then empties the cart and the server cart", async () => {
    const { drawer, user, store } = renderCart([funcional, spinning]);
    await user.click(within(drawer).getByRole('button', { name: 'Vaciar Carrito' }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Estás seguro?',
      text: 'Si vacias el carrito, no podrás recuperarlo!',
      confirmButtonText: 'Vaciar',
      cancelButtonText: 'Cancelar',
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Carrito vaciado'));
    expect(store.getState().cart).toMatchObject({ items: [], orderId: 101 });
    expect(within(drawer).getByText('Tu carrito está vacío')).toBeInTheDocument();
  });

  it("keeps the cart when 'Vaciar' is dismissed", async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const { drawer, user, store } = renderCart([funcional]);
    await user.click(within(drawer).getByRole('button', { name: 'Vaciar Carrito' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(store.getState().cart.items).toHaveLength(1);
    expect(showToast).not.toHaveBeenCalledWith('Carrito vaciado');
  });

  it("'Guardar' posts the lines and shows 'Carrito guardado'", async () => {
    const postedCart = capturePostBody('*/api/orderline/cart');
    const { drawer, user } = renderCart([funcional, spinning]);
    await user.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await expectAlert({
      icon: 'success',
      title: 'Carrito guardado',
      text: 'El carrito se guardará para que puedas usarlo en cualquier momento',
    });
    expect(postedCart()).toEqual({
      orderId: 100,
      lines: [
        { diaHoraId: 11, quantity: 2 },
        { diaHoraId: 21, quantity: 1 },
      ],
    });
  });

  it("'Validar' turns green with an accepted code and applies it to the Total", async () => {
    const { drawer, user, store } = renderCart([funcional]);
    const validar = within(drawer).getByRole('button', { name: 'Validar' });
    expect(validar).toHaveAttribute('data-state', 'idle');
    expect(validar).toHaveClass('MuiButton-colorError');
    await user.type(within(drawer).getByLabelText('Código de descuento'), 'power10');
    await user.click(validar);
    await waitFor(() => expect(validar).toHaveAttribute('data-state', 'accepted'));
    expect(validar).toHaveClass('MuiButton-colorSuccess');
    expect(within(drawer).getByText('Código aplicado: 10% de descuento')).toBeInTheDocument();
    expect(runningTotal(drawer, 9000)).toBeInTheDocument();
    expect(store.getState().cart.discountCode).toBe('POWER10');
  });

  it('says when the code kept on the cart is no longer valid', () => {
    const { drawer } = renderCart([funcional], true, { staleDiscountCode: 'VIEJO' });
    expect(within(drawer).getByRole('button', { name: 'Validar' })).toHaveAttribute(
      'data-state',
      'refused',
    );
    expect(within(drawer).getByText('El código VIEJO ya no es válido')).toBeInTheDocument();
    expect(runningTotal(drawer, 10000)).toBeInTheDocument();
  });

  it("'Validar' moves and stays red when the code is refused", async () => {
    const { drawer, user, store } = renderCart([funcional]);
    const validar = within(drawer).getByRole('button', { name: 'Validar' });
    await user.type(within(drawer).getByLabelText('Código de descuento'), 'NOEXISTE');
    await user.click(validar);
    await waitFor(() => expect(validar).toHaveAttribute('data-state', 'refused'));
    expect(validar).toHaveClass('MuiButton-colorError');
    expect(getComputedStyle(validar).transform).toBe('translateX(6px)');
    expect(within(drawer).getByText('El código de descuento no es válido')).toBeInTheDocument();
    expect(store.getState().cart.discountPercent).toBeNull();
    expect(runningTotal(drawer, 10000)).toBeInTheDocument();
  });

  it("'Finalizar la compra' goes to /checkout, or to /login when signed out", async () => {
    const signedIn = renderCart([funcional]);
    await signedIn.user.click(
      within(signedIn.drawer).getByRole('button', { name: 'Finalizar la compra' }),
    );
    expect(signedIn.router.state.location.pathname).toBe('/checkout');
    expect(signedIn.onClose).toHaveBeenCalled();
    signedIn.unmount();

    const visitor = renderCart([funcional], false);
    await visitor.user.click(
      within(visitor.drawer).getByRole('button', { name: 'Finalizar la compra' }),
    );
    expect(visitor.router.state.location.pathname).toBe('/login');
  });

  it('closes with its labelled close button', async () => {
    const { drawer, user, onClose } = renderCart([funcional]);
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar carrito' }));
    expect(onClose).toHaveBeenCalled();
  });
});
