import { WAITLIST_MESSAGES, type SlotPlaceDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, cartStateOf, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { membershipDb, membershipOf } from '@/testing/mocks/membership-handlers';
import { orderDb } from '@/testing/mocks/order-handlers';
import { refuse, refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { offerOf, waitlistDb, waitlistEntryOf } from '@/testing/mocks/waitlist-handlers';
import { sessionDb, upcomingSessions } from '@/testing/mocks/session-handlers';
import { capturePostBody, isWrite, recordRequests } from '@/testing/requests';
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

  it("tells the chosen slot's next class and the closed or cancelled dates around it", async () => {
    const [first, second, third, fourth] = upcomingSessions('Lunes', '19:00');
    if (!first || !second || !third || !fourth) throw new Error('no sessions');
    sessionDb.bySlot.set(12, [
      { ...first, status: 'Cerrado', reason: 'Carnaval', free: 0 },
      { ...second, status: 'Cancelada', reason: 'Profesora enferma', free: 0 },
      third,
      { ...fourth, status: 'Cerrado', reason: 'Día de la Memoria', free: 0 },
    ]);
    const { user } = renderApp({ route: '/clases/1' });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '12');
    const named = (date: string, hour = '19:00') => {
      const [, month, day] = date.split('-').map(Number);
      return `lunes ${day}/${month} ${hour}`;
    };
    expect(await screen.findByText(`Próxima: ${named(third.date)}`)).toBeInTheDocument();
    expect(
      screen.getByText(`El ${named(first.date)} el gimnasio está cerrado: Carnaval.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`La clase del ${named(second.date)} está cancelada: Profesora enferma.`),
    ).toBeInTheDocument();
    const later = screen.getByText(
      `El ${named(fourth.date)} el gimnasio está cerrado: Día de la Memoria.`,
    );
    // In date order: after the next class.
    expect(
      screen.getByText(`Próxima: ${named(third.date)}`).compareDocumentPosition(later) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // Another slot: its own next class, none closed.
    await user.selectOptions(screen.getByLabelText('Elegir dia hora'), '11');
    const [monday] = upcomingSessions('Lunes', '08:00');
    expect(
      await screen.findByText(`Próxima: ${named(monday?.date ?? '', '08:00')}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/está cerrado/)).not.toBeInTheDocument();
  });

  it('says so when the next dates cannot load, and still lets the slot be added', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/diahora/:id/sessions', 500, 'Error interno del servidor');
    const { user } = renderApp({ route: '/clases/2' });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '21');
    expect(await screen.findByText('No pudimos cargar las próximas fechas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("lists the class's reviews with name, rating and text, asking only for its own", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/review/all')) asked.push(new URL(request.url).search);
    });
    renderApp({ route: '/clases/1' });
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [item] = items as [HTMLElement];
    expect(within(item).getByRole('heading', { name: 'Sofía Pérez' })).toBeInTheDocument();
    expect(within(item).getByText('5 de 5')).toBeInTheDocument();
    expect(within(item).getByText(/los profes te re acompañan/)).toBeInTheDocument();
    expect(within(section).queryByText('Martín López')).not.toBeInTheDocument();
    expect(asked).toEqual([expect.stringContaining('activityId=1')]);
  });

  it('says so when the class has no reviews', async () => {
    renderApp({ route: '/clases/3' });
    expect(await screen.findByText('Todavía no hay opiniones de esta clase.')).toBeInTheDocument();
  });

  it('offers a retry when the reviews fail to load', async () => {
    const failing = refuseGetUntilRecovered('*/api/review/all', 500, 'Algo salió mal');
    const { user } = renderApp({ route: '/clases/1' });
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    expect(
      await within(section).findByText('No pudimos cargar las opiniones.'),
    ).toBeInTheDocument();
    failing.recover();
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Sofía Pérez')).toBeInTheDocument();
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
    const postedLine = capturePostBody('*/api/orderline');
    firebaseState.currentUid = memberFixture.uid;
    const { user, store } = renderApp({
      route: '/clases/1',
      preloadedState: {
        ...signedInState(memberFixture),
        cart: cartStateOf([]),
      },
    });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '11');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(postedLine()).toEqual({ orderId: 100, diaHoraId: 11 }));
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ diaHoraId: 11, day: 'Lunes', hour: '08:00', price: 5000 }),
    ]);
    expect(showToast).toHaveBeenCalledWith('Agregado al carrito');
  });

  it('refuses at once, before asking, a place past the places left', async () => {
    firebaseState.currentUid = memberFixture.uid;
    const sent = recordRequests();
    const { user, store } = renderApp({
      route: '/clases/1',
      preloadedState: { ...signedInState(memberFixture), cart: cartStateOf([]) },
    });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '12');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Agregado al carrito'));
    await user.click(add);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'Solo queda 1 lugar para Funcional Lunes 19:00',
        'error',
        4000,
      ),
    );
    expect(store.getState().cart.items).toMatchObject([{ diaHoraId: 12, quantity: 1 }]);
    expect(orderDb.cartLines).toEqual([{ diaHoraId: 12, quantity: 1 }]);
    expect((await sent()).filter((call) => call.startsWith('POST /api/orderline'))).toEqual([
      'POST /api/orderline {"orderId":100,"diaHoraId":12}',
    ]);
  });

  it('takes the place back out when the server refuses it (409: the stock fell)', async () => {
    firebaseState.currentUid = memberFixture.uid;
    const { user, store } = renderApp({
      route: '/clases/1',
      preloadedState: { ...signedInState(memberFixture), cart: cartStateOf([]) },
    });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '11');
    orderDb.stock.set(11, 0);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'No quedan lugares para Funcional Lunes 08:00',
        'error',
        4000,
      ),
    );
    expect(store.getState().cart.items).toEqual([]);
    expect(showToast).not.toHaveBeenCalledWith('Agregado al carrito');
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

describe('Class detail page: the waitlist of a full slot', () => {
  /** Funcional's page for the signed-in member, with Viernes 18:30 (full, 2 waiting) chosen. */
  async function chooseFullSlot(signedIn = true) {
    if (signedIn) firebaseState.currentUid = memberFixture.uid;
    const view = renderApp({
      route: '/clases/1',
      preloadedState: signedIn ? signedInState(memberFixture) : {},
    });
    await view.user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '13');
    return view;
  }

  /** The writes to the slot's waitlist, as 'METHOD path body'. */
  const recordWaitlistCalls = () =>
    recordRequests((request) => isWrite(request) && request.url.endsWith('/waitlist'));

  it('lets a full slot be chosen, not added; a member joins and sees their place in line', async () => {
    const calls = recordWaitlistCalls();
    const { user } = await chooseFullSlot();
    expect(screen.getByLabelText('Elegir dia hora')).toHaveDisplayValue(
      'Viernes 18:30 capacidad: 25',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(
      await screen.findByText(/Este horario está completo \(2 personas en espera\)/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anotarme en lista de espera' }));
    expect(
      await screen.findByText('Estás en el lugar 3 de la lista de espera'),
    ).toBeInTheDocument();
    expect(await calls()).toEqual(['POST /api/diahora/13/waitlist {}']);
    expect(waitlistDb.entries.map((entry) => entry.diaHoraId)).toEqual([13]);
    // The button pressed is gone: the focus is on what replaced it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toHaveFocus(),
    );
    expect(
      screen.queryByRole('button', { name: 'Anotarme en lista de espera' }),
    ).not.toBeInTheDocument();
  });

  it('leaves the line with DELETE and offers to join again', async () => {
    waitlistDb.entries = [waitlistEntryOf(13, { position: 1, waiting: 2 })];
    const calls = recordWaitlistCalls();
    const { user } = await chooseFullSlot();
    await user.click(await screen.findByRole('button', { name: 'Salir de la lista de espera' }));
    expect(
      await screen.findByRole('button', { name: 'Anotarme en lista de espera' }),
    ).toBeInTheDocument();
    expect(await calls()).toEqual(['DELETE /api/diahora/13/waitlist']);
    expect(waitlistDb.entries).toEqual([]);
    expect(screen.queryByText(/Estás en el lugar/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal (409) in its own words", async () => {
    refuse('post', '*/api/diahora/:id/waitlist', 409, WAITLIST_MESSAGES.slotHasPlaces);
    const { user } = await chooseFullSlot();
    await user.click(await screen.findByRole('button', { name: 'Anotarme en lista de espera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.slotHasPlaces);
    expect(screen.queryByText(/Estás en el lugar/)).not.toBeInTheDocument();
    // The refusal was about that slot: another one starts afresh.
    await user.selectOptions(screen.getByLabelText('Elegir dia hora'), '11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // GET /diahora/13/place answers holds: true, canJoinWaitlist: false; for a reservation waiting
  // for its payment, GET /membership knows nothing of it.
  it.each([
    ['a membership', () => (membershipDb.memberships = [membershipOf(5, 13)])],
    ['only a pending reservation', () => (waitlistDb.reserved = [13])],
  ])('offers no line to a member holding the full slot by %s', async (_holding, hold) => {
    hold();
    await chooseFullSlot();
    expect(await screen.findByText('Ya tenés un lugar en este horario.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Anotarme en lista de espera' }),
    ).not.toBeInTheDocument();
  });

  it('offers the line exactly when the server would take the join', async () => {
    const place: SlotPlaceDto = { diaHoraId: 13, holds: false, canJoinWaitlist: true, entry: null };
    server.use(http.get('*/api/diahora/:id/place', () => HttpResponse.json(place)));
    const calls = recordWaitlistCalls();
    const { user } = await chooseFullSlot();
    place.canJoinWaitlist = false;
    place.entry = waitlistEntryOf(13);
    await user.click(await screen.findByRole('button', { name: 'Anotarme en lista de espera' }));
    // The join invalidated the slot's place: it is read again and shows the member in line.
    expect(
      await screen.findByText('Estás en el lugar 3 de la lista de espera'),
    ).toBeInTheDocument();
    expect(await calls()).toEqual(['POST /api/diahora/13/waitlist {}']);
  });

  it('sends a member with a place freed for them to pay it in Actividades', async () => {
    waitlistDb.entries = [
      waitlistEntryOf(13, { position: 1, offer: offerOf(400, '2025-03-06T15:30:00.000Z') }),
    ];
    const { user, router } = await chooseFullSlot();
    expect(await screen.findByText('Se liberó un lugar para vos')).toBeInTheDocument();
    expect(screen.getByText(/Pagalo antes del 06\/03\/2025 a las 12:30/)).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: 'Ir a pagar' });
    expect(pay).toHaveAttribute('href', '/sociodashboard?seccion=actividades');
    expect(
      screen.queryByRole('button', { name: 'Salir de la lista de espera' }),
    ).not.toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sociodashboard'));
    expect(router.state.location.search).toBe('?seccion=actividades');
  });

  it('shows nothing new on a slot with places, even to a member', async () => {
    const calls = recordWaitlistCalls();
    firebaseState.currentUid = memberFixture.uid;
    const { user } = renderApp({
      route: '/clases/1',
      preloadedState: signedInState(memberFixture),
    });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '11');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText(/lista de espera/)).not.toBeInTheDocument();
    expect(await calls()).toEqual([]);
  });

  it('asks a visitor to sign in first, without calling the server', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/waitlist|place/.test(request.url)) asked.push(request.url);
    });
    await chooseFullSlot(false);
    expect(await screen.findByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByText(/para anotarte en la lista de espera/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Anotarme en lista de espera' }),
    ).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows nothing to an admin', async () => {
    firebaseState.currentUid = adminFixture.uid;
    const { user } = renderApp({ route: '/clases/1', preloadedState: signedInState(adminFixture) });
    await user.selectOptions(await screen.findByLabelText('Elegir dia hora'), '13');
    expect(screen.getByText('Capacidad: 0 lugares disponibles')).toBeInTheDocument();
    expect(screen.queryByText(/lista de espera/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciá sesión' })).not.toBeInTheDocument();
  });
});
