import type { UpdateUserBody } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MyProfile } from '@/features/auth/components/my-profile';
import { showAlert, showConfirm } from '@/lib/alert';
import { sendVerificationEmail, signOutFirebase } from '@/lib/firebase';
import { firebaseError, firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlert, expectAlertLike } from '@/testing/popups';
import { textsOf } from '@/testing/tables';
import { renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

async function openDashboard(emailVerified = true) {
  firebaseState.currentUid = memberFixture.uid;
  const view = renderApp({
    route: '/sociodashboard',
    preloadedState: signedInState(memberFixture, emailVerified),
  });
  await screen.findByRole('heading', { name: 'Mi Perfil' });
  return view;
}

async function openEditDialog(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Actualizar Datos' }));
  return screen.findByRole('dialog', { name: 'Actualizar Datos' });
}

describe('Member dashboard', () => {
  it('has the side bar with Mi Perfil selected and the profile fields', async () => {
    await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Panel de socio' });
    expect(textsOf(within(nav).getAllByRole('button'))).toEqual([
      'Mi Perfil',
      'Mi pase',
      'Inicio',
      'Actividades',
      'Recetas',
      'Compras',
      'Carrito',
      'Cerrar sesión',
    ]);
    expect(within(nav).getByRole('button', { name: 'Mi Perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Pérez')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('+541123456789')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.queryByText('Email no verificado')).not.toBeInTheDocument();
  });

  it('switches sections with the keyboard', async () => {
    const { user } = await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Panel de socio' });
    within(nav).getByRole('button', { name: 'Compras' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Compras' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Actividades' }));
    expect(await screen.findByRole('heading', { name: 'Mis actividades' })).toBeInTheDocument();
  });

  it('opens another section on its first page: ?pagina= belongs to the section it was set in', async () => {
    firebaseState.currentUid = memberFixture.uid;
    const { user, router } = renderApp({
      route: '/sociodashboard?seccion=compras&pagina=3',
      preloadedState: signedInState(memberFixture),
    });
    await screen.findByRole('heading', { name: 'Compras' });
    const nav = screen.getByRole('navigation', { name: 'Panel de socio' });
    await user.click(within(nav).getByRole('button', { name: 'Actividades' }));
    expect(await screen.findByRole('heading', { name: 'Mis actividades' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seccion=actividades');
  });

  it("'Inicio' goes home", async () => {
    const { user, router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("'Carrito' goes home with the side cart open", async () => {
    const { user, router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Carrito' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Carrito de compras')).toBeVisible();
  });

  it("'Cerrar sesión' signs out and goes home", async () => {
    const { user, router, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(signOutFirebase).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the verification mail when the e-mail is not verified', async () => {
    const { user } = await openDashboard(false);
    expect(screen.getByText('Email no verificado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar mail de verificación' }));
    await expectAlertLike({ icon: 'success', title: 'se te envio un mail' });
    expect(sendVerificationEmail).toHaveBeenCalled();
  });

  it("shows 'no se pudo enviar el mail' when the mail fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(sendVerificationEmail).mockRejectedValue(new Error('auth/too-many-requests'));
    const { user } = await openDashboard(false);
    await user.click(screen.getByRole('button', { name: 'Enviar mail de verificación' }));
    await expectAlertLike({ icon: 'error', title: 'no se pudo enviar el mail' });
  });
});

describe('Actualizar Datos', () => {
  it.each(['12345678', '1234567890123', '11 2345 678'])(
    "rejects the phone '%s' and disables Guardar",
    async (phone) => {
      const { user } = await openDashboard();
      const dialog = await openEditDialog(user);
      expect(within(dialog).getByText('+54')).toBeInTheDocument();
      const phoneField = within(dialog).getByLabelText(/^Teléfono/);
      expect(phoneField).toHaveValue('1123456789');
      await user.clear(phoneField);
      await user.type(phoneField, phone);
      expect(await within(dialog).findByText('El telefono debe ser válido')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    },
  );

  it('requires the names', async () => {
    const { user } = await openDashboard();
    const dialog = await openEditDialog(user);
    await user.clear(within(dialog).getByLabelText(/^Nombre/));
    await user.clear(within(dialog).getByLabelText(/^Apellido/));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it("saves with the +54 phone, shows 'edit profile' for 2000 ms and reloads the user", async () => {
    let body: UpdateUserBody | undefined;
    let saved = memberFixture;
    let reloads = 0;
    server.use(
      http.put('*/api/user/7', async ({ request }) => {
        body = (await request.json()) as UpdateUserBody;
        saved = { ...memberFixture, ...body } as typeof memberFixture;
        return HttpResponse.json(saved);
      }),
      http.get('*/api/user/member-uid', () => {
        reloads += 1;
        return HttpResponse.json(saved);
      }),
    );
    const { user, store } = await openDashboard();
    await waitFor(() => expect(reloads).toBe(1));
    const dialog = await openEditDialog(user);
    const phoneField = within(dialog).getByLabelText(/^Teléfono/);
    await user.clear(phoneField);
    await user.type(phoneField, '351123456789');
    await user.clear(within(dialog).getByLabelText(/^Nombre/));
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Anita');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await expectAlert({ icon: 'success', title: 'edit profile', timer: 2000 });
    expect(body).toEqual({ name: 'Anita', lastName: 'Pérez', phoneNumber: '+54351123456789' });
    await waitFor(() => expect(reloads).toBe(2));
    expect(store.getState().auth.user).toMatchObject({ name: 'Anita' });
    expect(await screen.findByText('+54351123456789')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'algo salio mal' for 3000 ms when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/user/7', 500, 'Error interno del servidor');
    const { user } = await openDashboard();
    const dialog = await openEditDialog(user);
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await expectAlert({ icon: 'error', title: 'algo salio mal', timer: 3000 });
    expect(screen.getByRole('dialog', { name: 'Actualizar Datos' })).toBeInTheDocument();
  });
});

describe("Mi Perfil → 'Eliminar mi cuenta'", () => {
  const QUESTION = {
    title: '¿Eliminar tu cuenta?',
    text: 'Se borrarán tus datos personales y tus reseñas, y perderás tus lugares reservados y tus abonos activos. Tus compras quedan registradas para la contabilidad del gimnasio.',
    confirmButtonText: 'Eliminar mi cuenta',
    cancelButtonText: 'Cancelar',
  };

  /** The path of each DELETE the app sends to /api/user. */
  function recordDeletes() {
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'DELETE' && pathname.startsWith('/api/user/')) deletes.push(pathname);
    });
    return deletes;
  }

  it('asks, deletes the account with DELETE /user/{own id}, signs out and goes home', async () => {
    const deletes = recordDeletes();
    const { user, router, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(showConfirm).toHaveBeenCalledWith(QUESTION);
    await expectAlert({ icon: 'success', title: 'Tu cuenta fue eliminada' });
    expect(deletes).toEqual(['/api/user/7']);
    expect(store.getState().auth.user).toBeNull();
    expect(signOutFirebase).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('still signs out when Firebase no longer knows the deleted account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signOutFirebase).mockRejectedValue(firebaseError('auth/user-token-expired'));
    const { user, router, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await expectAlert({ icon: 'success', title: 'Tu cuenta fue eliminada' });
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('deletes nothing when the member does not confirm', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const deletes = recordDeletes();
    const { user, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(deletes).toEqual([]);
    expect(store.getState().auth.user).not.toBeNull();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it("shows the server's reason and keeps the session when the delete fails", async () => {
    refuse('delete', '*/api/user/:id', 503, 'No pudimos conectar con la base de datos');
    const { user, router, store } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await expectAlert({ icon: 'error', title: 'No pudimos conectar con la base de datos' });
    expect(store.getState().auth.user).not.toBeNull();
    expect(signOutFirebase).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/sociodashboard');
  });

  it('is not offered to an admin', async () => {
    firebaseState.currentUid = adminFixture.uid;
    renderWithProviders(<MyProfile />, { preloadedState: signedInState(adminFixture) });
    expect(await screen.findByRole('button', { name: 'Actualizar Datos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
  });
});
