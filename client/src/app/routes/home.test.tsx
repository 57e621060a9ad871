import { WAITLIST_MESSAGES } from '@power-gym/contracts';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alert';
import { showToast } from '@/lib/toast';
import { firebaseState } from '@/testing/mocks/firebase';
import {
  activitiesFixture,
  LONG_DESCRIPTION,
  memberFixture,
  signedInState,
} from '@/testing/mocks/fixtures';
import { refuse, server } from '@/testing/mocks/server';
import { waitlistDb } from '@/testing/mocks/waitlist-handlers';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { SECTION_DATA_WAIT_MS } from './home-below-fold';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

async function findCards() {
  return screen.findAllByRole('button', { name: /^Ver detalle de / });
}

describe('Home', () => {
  it('with a #fragment loads the sections below the hero at once and scrolls to the target', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderApp({ route: '/#clases' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toContain(document.getElementById('clases')));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('renders the sections, header links and footer', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sobre Nosotros' })).toHaveAttribute('href', '#about');
    expect(screen.getByRole('link', { name: 'Clases' })).toHaveAttribute('href', '#clases');
    expect(screen.getByRole('link', { name: 'Comentarios' })).toHaveAttribute(
      'href',
      '#section-testimonials',
    );
    expect(screen.getByRole('link', { name: 'Horarios' })).toHaveAttribute('href', '/horarios');
    expect(screen.getByRole('link', { name: 'Empezar a entrenar en Power Gym' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Entra a tu cuenta' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('button', { name: 'Abrir carrito' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // The sections below the hero mount one task after it (DeferredMount).
    await waitFor(() => {
      for (const id of ['home', 'about', 'clases', 'horarios', 'section-testimonials']) {
        expect(document.getElementById(id)).not.toBeNull();
      }
    });
    expect(screen.getByRole('link', { name: 'Instagram de Power Gym' })).toBeInTheDocument();
  });

  it('mounts the sections below the hero with their data, not before it', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/activity/all', async () => {
        await released;
        return HttpResponse.json(activitiesFixture);
      }),
    );
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SECTION_DATA_WAIT_MS / 2));
    expect(document.getElementById('clases')).toBeNull();

    release();
    expect(await findCards()).toHaveLength(3);
    expect(document.getElementById('section-testimonials')).not.toBeNull();
  });

  it('shows the classes loading while a slow API answers', async () => {
    server.use(
      http.get('*/api/activity/all', async () => {
        await delay(SECTION_DATA_WAIT_MS * 2);
        return HttpResponse.json(activitiesFixture);
      }),
    );
    renderApp({ route: '/' });
    expect(await screen.findByRole('status', { name: 'Cargando clases' })).toBeInTheDocument();
    expect(await findCards()).toHaveLength(3);
  });

  it('shows only reviews with a description, in the carousel, with a link to the Reviews page', async () => {
    renderApp({ route: '/' });
    const carousel = await screen.findByRole('region', { name: 'Comentarios de los socios' });
    expect(within(carousel).getByText(/Las clases de funcional son lo más/)).toBeInTheDocument();
    expect(within(carousel).getByText('5 out of 5')).toBeInTheDocument();
    expect(screen.queryByText(/Martín López/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los comentarios' })).toHaveAttribute(
      'href',
      '/reviews',
    );
  });

  it('has the chatbot bubble', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Abrir chat' }));
    expect(await screen.findByRole('dialog', { name: 'Asistente Power Gym' })).toBeInTheDocument();
  });

  it('the Reviews page shows the carousel under its own title', async () => {
    renderApp({ route: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'Comentarios', level: 1 })).toBeVisible();
    const carousel = await screen.findByRole('region', { name: 'Comentarios de los socios' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
  });

  it('shows 3 flip cards per page with the 300-character cut and distinct days', async () => {
    const { user } = renderApp({ route: '/' });
    const cards = await findCards();
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Ver detalle de Funcional',
      'Ver detalle de Spinning',
      'Ver detalle de Yoga',
    ]);

    // The button is stretched over the card; the card's faces are its list item.
    const funcional = defined(defined(cards[0]).closest('li'));
    expect(within(funcional).getByRole('img', { hidden: true, name: 'Funcional' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(funcional).getByText('$5000')).toBeInTheDocument();
    const cut = within(funcional).getByTestId('card-description');
    expect(cut.textContent).toBe(`${LONG_DESCRIPTION.slice(0, 300)}...`);
    expect(within(funcional).getByText('Dias:')).toBeInTheDocument();
    expect(within(funcional).getByTestId('card-days')).toHaveTextContent(/^Lunes, Viernes$/);

    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    const secondPage = await findCards();
    expect(secondPage).toHaveLength(1);
    expect(secondPage[0]).toHaveAccessibleName('Ver detalle de Boxeo');
  });

  it('opens the panel with the 700-character cut, the price and the slot select, and adds to the cart', async () => {
    const { user, store } = renderApp({ route: '/' });
    const [funcional] = await findCards();
    await user.click(defined(funcional));

    const dialog = await screen.findByRole('dialog', { name: 'Funcional' });
    expect(within(dialog).getByTestId('panel-description').textContent).toBe(
      `${LONG_DESCRIPTION.slice(0, 700)}...`,
    );
    expect(within(dialog).getByText('Precio $5000.00')).toBeInTheDocument();

    const select = within(dialog).getByLabelText('Elegir dia hora');
    const slotOptions = within(select)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '');
    expect(slotOptions).toHaveLength(3);
    defined(activitiesFixture[0]).diaHoras.forEach((slot, index) => {
      expect(defined(slotOptions[index]).textContent).toBe(
        `${slot.day} ${slot.hour} capacidad: ${slot.capacity}`,
      );
    });

    const add = within(dialog).getByRole('button', { name: 'Agregar' });
    expect(add).toBeDisabled();
    await user.selectOptions(select, '11');
    const chosen = defined(defined(activitiesFixture[0]).diaHoras.find((slot) => slot.id === 11));
    expect(
      within(dialog).getByText(`Capacidad: ${chosen.stock} lugares disponibles`),
    ).toBeInTheDocument();
    await user.click(add);

    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({
        diaHoraId: 11,
        activityId: 1,
        day: 'Lunes',
        hour: '08:00',
        price: 5000,
        quantity: 1,
      }),
    ]);
    expect(showToast).toHaveBeenCalledWith('Agregado al carrito');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir carrito, 1 lugar' })).toHaveTextContent('1');
  });

  it('lets a keyboard user focus a card and open its panel with Enter', async () => {
    const { user } = renderApp({ route: '/' });
    const [funcional] = await findCards();
    defined(funcional).focus();
    expect(funcional).toHaveFocus();
    expect(funcional).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Funcional' })).toBeInTheDocument();
  });

  it('shows an error with Reintentar while the API fails, and retries', async () => {
    let apiDown = true;
    server.use(
      http.get('*/api/activity/all', () =>
        apiDown ? HttpResponse.json({ error: 'Algo salió mal' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp({ route: '/' });
    expect(await screen.findByText(/No pudimos cargar las clases/)).toBeInTheDocument();
    apiDown = false;

    await user.click(
      within(defined(document.getElementById('clases'))).getByRole('button', {
        name: 'Reintentar',
      }),
    );
    expect(await findCards()).toHaveLength(3);
    expect(screen.queryByText(/No pudimos cargar las clases/)).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no classes', async () => {
    server.use(http.get('*/api/activity/all', () => HttpResponse.json([])));
    renderApp({ route: '/' });
    expect(await screen.findByText(/Todavía no hay clases disponibles/)).toBeInTheDocument();
  });

  it('opens the side cart from the header toggle and closes it with its close button', async () => {
    const { user } = renderApp({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Abrir carrito' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Carrito de compras' });
    expect(within(drawer).getByText('Tu carrito está vacío')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Carrito de compras' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Abrir carrito' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe("Home: a class's panel and the waitlist of a full slot", () => {
  /** The signed-in member's panel of Funcional, with Viernes 18:30 (full) chosen. */
  async function chooseFullSlotInPanel() {
    firebaseState.currentUid = memberFixture.uid;
    const { user } = renderApp({ route: '/', preloadedState: signedInState(memberFixture) });
    const [funcional] = await findCards();
    await user.click(defined(funcional));
    const dialog = await screen.findByRole('dialog', { name: 'Funcional' });
    await user.selectOptions(within(dialog).getByLabelText('Elegir dia hora'), '13');
    return { user, dialog };
  }

  it('lets a member join the line of a full slot from the panel and see their place', async () => {
    const { user, dialog } = await chooseFullSlotInPanel();
    expect(within(dialog).getByRole('button', { name: 'Agregar' })).toBeDisabled();

    await user.click(
      await within(dialog).findByRole('button', { name: 'Anotarme en lista de espera' }),
    );
    expect(
      await within(dialog).findByText('Estás en el lugar 3 de la lista de espera'),
    ).toBeInTheDocument();
    // The focus stays in the panel, on the button that replaced the one pressed.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Salir de la lista de espera' }),
      ).toHaveFocus(),
    );
    expect(waitlistDb.entries.map((entry) => entry.diaHoraId)).toEqual([13]);
  });

  it('shows a refusal inside the panel, not in a popup over it', async () => {
    refuse('post', '*/api/diahora/:id/waitlist', 409, WAITLIST_MESSAGES.alreadyWaiting);
    const { user, dialog } = await chooseFullSlotInPanel();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Anotarme en lista de espera' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WAITLIST_MESSAGES.alreadyWaiting,
    );
    expect(showAlert).not.toHaveBeenCalled();
  });
});
