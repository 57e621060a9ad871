import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { initialCartState } from '@/stores/cart-slice';
import { firebaseState } from '@/testing/mocks/firebase';
import { memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { orderDb } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

describe('Class detail page', () => {
  it('shows the flip card, price and the chosen slot capacity, with Buy plan back to /#clases', async () => {
    const { user } = renderApp({ route: '/clases/1' });
    expect(await screen.findByRole('heading', { name: 'Funcional', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Funcional' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-description')).toHaveTextContent('entrenamiento funcional');
    expect(screen.getByText('Precio $5000.00')).toBeInTheDocument();
    expect(screen.getByText('4,3 de 5 · 3 calificaciones')).toBeInTheDocument();
    expect(screen.queryByText(/lugares disponibles/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Elegir dia hora'), '12');
    expect(screen.getByText('Capacidad: 1 lugares disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/#clases');
  });

  it('says so while nobody has rated the class', async () => {
    server.use(
      http.get('*/api/activity/:id', () =>
        HttpResponse.json({
          id: 1,
          name: 'Funcional',
          image: '',
          video: null,
          description: 'Clase',
          price: 5000,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          diaHoras: [],
          trainers: [],
          rating: { count: 0, average: null },
        }),
      ),
    );
    renderApp({ route: '/clases/1' });
    expect(await screen.findByText('Todavía sin calificaciones')).toBeInTheDocument();
  });

  it('adds the slot for a visitor without calling the server', async () => {
    const { user, store } = renderApp({ route: '/clases/2' });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '21');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Agregado al carrito'));
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ diaHoraId: 21, name: 'Spinning', quantity: 1 }),
    ]);
    expect(orderDb.cartLines).toEqual([]);
  });

  it('posts the line (POST /orderline) for a signed-in member', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/orderline', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([]);
      }),
    );
    firebaseState.currentUid = memberFixture.uid;
    const { user, store } = renderApp({
      route: '/clases/1',
      preloadedState: {
        ...signedInState(memberFixture),
        cart: {
          ...initialCartState,
          items: [],
          discountFactor: 1,
          discountCode: null,
          orderId: 100,
        },
      },
    });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '11');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(body).toEqual({ orderId: 100, diaHoraId: 11 }));
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ diaHoraId: 11, day: 'Lunes', hour: '08:00', price: 5000 }),
    ]);
    expect(showToast).toHaveBeenCalledWith('Agregado al carrito');
  });

  it('has the public header: the slot added here shows in the side cart it opens', async () => {
    const { user } = renderApp({ route: '/clases/2' });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '21');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const header = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(header).getByRole('link', { name: 'Clases' })).toHaveAttribute(
      'href',
      '/#clases',
    );
    await user.click(within(header).getByRole('button', { name: 'Abrir carrito, 1 lugar' }));
    const cart = await screen.findByRole('dialog', { name: 'Carrito de compras' });
    expect(within(cart).getByText('Spinning')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Carrito de compras' })).not.toBeInTheDocument(),
    );
  });

  it('shows an error with a retry when the class cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/activity/:id', 500, 'x');
    renderApp({ route: '/clases/1' });
    expect(await screen.findByText('No pudimos cargar la clase.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
