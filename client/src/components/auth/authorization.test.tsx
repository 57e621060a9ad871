import { AUTH_MESSAGES } from '@power-gym/contracts';
import { describe, expect, it } from 'vitest';
import { signedOut } from '@/stores/auth-slice';
import { adminFixture, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';

const member = signedInState(memberFixture);
const admin = signedInState(adminFixture);
const desk = signedInState({ ...memberFixture, role: 'recepcion' });
const profesor = signedInState({ ...memberFixture, role: 'profesor', trainerId: 1 });

async function expectPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guards', () => {
  it('sends a visitor from /admindashboard to /login', async () => {
    const { router } = renderApp({ route: '/admindashboard' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await expectPath(router, '/login');
  });

  it('sends a visitor from the admin edit route to /login', async () => {
    const { router } = renderApp({ route: '/admindashboard/usuarios/edit/3' });
    await expectPath(router, '/login');
  });

  it('sends a visitor from /sociodashboard to /login', async () => {
    const { router } = renderApp({ route: '/sociodashboard' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await expectPath(router, '/login');
  });

  it('sends a member who types /admindashboard to /login, and keeps them there', async () => {
    const { router } = renderApp({ route: '/admindashboard', preloadedState: member });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText(/solo para administradores/)).toBeInTheDocument();
    await expectPath(router, '/login');
  });

  it.each([
    ['an admin', '/admindashboard', admin, 'Admin dashboard'],
    ['a member', '/sociodashboard', member, 'Mi Perfil'],
  ])(
    'tells %s whose session expired that it expired, not that the page is for admins',
    async (_who, route, state, heading) => {
      const { router, store } = renderApp({ route, preloadedState: state });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      act(() => {
        store.dispatch(signedOut());
      });
      expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
      expect(screen.queryByText(/solo para administradores/)).not.toBeInTheDocument();
      await expectPath(router, '/login');
    },
  );

  it('sends an admin from /sociodashboard to /admindashboard', async () => {
    const { router } = renderApp({ route: '/sociodashboard', preloadedState: admin });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    await expectPath(router, '/admindashboard');
  });

  it('lets an admin into the admin edit route', async () => {
    renderApp({ route: '/admindashboard/usuarios/edit/3', preloadedState: admin });
    expect(await screen.findByRole('heading', { name: 'Editar usuarios' })).toBeInTheDocument();
  });

  it.each([
    ['/login', member, '/sociodashboard'],
    ['/register', member, '/sociodashboard'],
    ['/login', admin, '/admindashboard'],
    ['/register', admin, '/admindashboard'],
    ['/login', desk, '/recepcion'],
    ['/login', profesor, '/profesor'],
  ])('sends a signed-in user from %s to their dashboard', async (route, state, target) => {
    const { router } = renderApp({ route, preloadedState: state });
    await expectPath(router, target);
  });

  it.each([
    ['the desk', desk, 'Registrar ingreso'],
    ['an admin', admin, 'Registrar ingreso'],
  ])('lets %s into /recepcion', async (_who, state, heading) => {
    renderApp({ route: '/recepcion', preloadedState: state });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Panel de recepción' })).toBeInTheDocument();
  });

  it.each([
    ['a member', member, /solo para recepción/],
    ['a profesor', profesor, /solo para recepción/],
  ])('sends %s from /recepcion to /login, saying whose page it is', async (_who, state, notice) => {
    const { router } = renderApp({ route: '/recepcion', preloadedState: state });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await expectPath(router, '/login');
  });

  it("lets a profesor into /profesor ('Mis clases') and keeps a member out", async () => {
    renderApp({ route: '/profesor', preloadedState: profesor });
    expect(await screen.findByRole('heading', { name: 'Mis clases' })).toBeInTheDocument();

    const { router } = renderApp({ route: '/profesor', preloadedState: member });
    expect(await screen.findByText(/solo para profesores y recepción/)).toBeInTheDocument();
    await expectPath(router, '/login');
  });

  it('shows a loader on /sociodashboard while the session loads', async () => {
    renderApp({
      route: '/sociodashboard',
      preloadedState: { auth: { ...member.auth, loading: true, status: 'loading' } },
    });
    // Read at once: the start-up session check may end the loading a moment later (then the
    // guard sends a signed-out visitor to the login), so a retrying query could see it vanish.
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mi Perfil' })).not.toBeInTheDocument();
  });

  it('shows the login form on /checkout when signed out', async () => {
    const { router } = renderApp({ route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the checkout on /checkout when signed in', async () => {
    renderApp({ route: '/checkout', preloadedState: member });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('public header account link', () => {
  it.each([
    ['a visitor', {}, 'Iniciar sesión', '/login'],
    ['a member', member, 'Panel de socio', '/sociodashboard'],
    ['an admin', admin, 'Panel de admin', '/admindashboard'],
    ['the desk', desk, 'Recepción', '/recepcion'],
    ['a profesor', profesor, 'Mis clases', '/profesor'],
  ])('reads right for %s', async (_who, preloadedState, label, href) => {
    renderApp({ route: '/', preloadedState });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(nav).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
