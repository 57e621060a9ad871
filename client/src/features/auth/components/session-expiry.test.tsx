import { AUTH_MESSAGES } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alert';
import { signInWithEmail, signOutFirebase } from '@/lib/firebase';
import { showToast } from '@/lib/toast';
import { firebaseState } from '@/testing/mocks/firebase';
import { firebaseUserOf, memberFixture } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { syncAuthState } from '../session/sync-auth-state';
import { renderApp, renderAppAsMember, screen, waitFor } from '@/testing/test-utils';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

type Router = ReturnType<typeof renderApp>['router'];
const placeOf = (router: Router) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function signInAgain(view: ReturnType<typeof renderApp>) {
  vi.mocked(signInWithEmail).mockImplementation(async () => {
    firebaseState.currentUid = memberFixture.uid;
    return firebaseUserOf(memberFixture);
  });
  const { user } = view;
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Contraseña/), 'Secreta123!');
  const submit = screen.getByRole('button', { name: 'Iniciar sesión' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('a session that ends mid-task', () => {
  it("says 'Tu sesión expiró' once, goes to /login and comes back to the same page after signing in", async () => {
    // The session was revoked: the next request of the page is refused.
    server.use(
      http.get(
        '*/api/order/user/:userId',
        () => HttpResponse.json({ error: AUTH_MESSAGES.signInRequired }, { status: 401 }),
        { once: true },
      ),
    );
    const view = renderAppAsMember('/sociodashboard?seccion=compras');
    const { router, store } = view;
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
    await waitFor(() =>
      expect(placeOf(router)).toBe('/login?volver=%2Fsociodashboard%3Fseccion%3Dcompras'),
    );
    expect(signOutFirebase).toHaveBeenCalled();
    expect(store.getState().auth.user).toBeNull();
    // One message: the page's own error ('Debes iniciar sesión') is not added to it.
    expect(screen.getAllByText(/expiró/)).toHaveLength(1);
    expect(screen.queryByText(AUTH_MESSAGES.signInRequired)).not.toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();

    await signInAgain(view);
    await waitFor(() => expect(placeOf(router)).toBe('/sociodashboard?seccion=compras'));
    expect(await screen.findByRole('heading', { name: 'Compras' })).toBeInTheDocument();
  });

  it("a session Firebase restores but our API refuses says 'Tu sesión expiró' too, not an error", async () => {
    // Firebase keeps its own session in the browser (the app's saved state was lost); our API
    // refuses its token: it was revoked meanwhile.
    firebaseState.currentUid = memberFixture.uid;
    server.use(
      http.post('*/api/user/isAdmin', () =>
        HttpResponse.json({ error: AUTH_MESSAGES.signInRequired }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp({ route: '/about' });
    // What the auth listener does with Firebase's first report, while the first route still loads.
    void store.dispatch(syncAuthState(firebaseUserOf(memberFixture), true));
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(placeOf(router)).toBe('/login?volver=%2Fabout'));
    expect(signOutFirebase).toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('a mail link opened signed out lands on its own page after signing in, not on Mi Perfil', async () => {
    const view = renderApp({ route: '/sociodashboard?seccion=actividades' });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(placeOf(view.router)).toBe('/login?volver=%2Fsociodashboard%3Fseccion%3Dactividades');
    await signInAgain(view);
    await waitFor(() => expect(placeOf(view.router)).toBe('/sociodashboard?seccion=actividades'));
  });

  it('a 401 for a visitor is only that request failing: nobody is sent anywhere', async () => {
    server.use(
      http.get('*/api/activity', () =>
        HttpResponse.json({ error: AUTH_MESSAGES.signInRequired }, { status: 401 }),
      ),
    );
    const { router } = renderApp({ route: '/' });
    await screen.findAllByRole('heading');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).not.toBeInTheDocument();
  });
});
