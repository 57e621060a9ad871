import type { CreateUserBody } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alert';
import { createAccount } from '@/lib/firebase';
import { firebaseState } from '@/testing/mocks/firebase';
import { firebaseUserOf, memberFixture } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function openRegister() {
  const view = renderApp({ route: '/register' });
  await screen.findByRole('heading', { name: 'Crear cuenta' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Crear cuenta' });

/** Fills the form with Ana Pérez's valid data and sends it once it validated. */
async function registerAna(user: Awaited<ReturnType<typeof openRegister>>['user']) {
  await user.type(field(/^Nombre/), 'Ana');
  await user.type(field(/^Apellido/), 'Pérez');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.type(field(/^Teléfono/), '1123456789');
  await user.type(field(/^Contraseña/), 'secreta1!');
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
}

describe('Register form', () => {
  it('shows the fields, the +54 prefix, the password conditions and the login link', async () => {
    await openRegister();
    for (const label of [/^Nombre/, /^Apellido/, /^Email/, /^Teléfono/, /^Contraseña/]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByText('+54')).toBeInTheDocument();
    expect(screen.getByText(/Entre 6 y 16 caracteres/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/login');
    expect(submit()).toBeDisabled();
  });

  it.each([
    [/^Nombre/, 'El nombre es requerido'],
    [/^Apellido/, 'El apellido es requerido'],
    [/^Email/, 'El email es obligatorio'],
    [/^Contraseña/, 'La contraseña es obligatoria'],
    [/^Teléfono/, 'Debe ingresar un numero de teléfono'],
  ])('requires %s', async (label, message) => {
    const { user } = await openRegister();
    await user.type(field(label), 'x');
    await user.clear(field(label));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    [/^Email/, 'ana@', 'El email debe ser válido'],
    [/^Contraseña/, 'abc', 'Leer las condiciones de la contraseña *'],
    [/^Contraseña/, 'abcdef1', 'Leer las condiciones de la contraseña *'],
    [/^Contraseña/, 'abcdef!', 'Leer las condiciones de la contraseña *'],
    [/^Contraseña/, 'abc1!abc1!abc1!ab', 'Leer las condiciones de la contraseña *'],
    [/^Teléfono/, '11234567890', 'El telefono debe ser válido'],
    [/^Teléfono/, '1512345678', 'Debes ingresar tu numero sin el 15'],
    [/^Teléfono/, '0112345678', 'Tu número debe tener el siguiente formato: 1123456789'],
    [/^Teléfono/, '11-2345', 'Tu número debe tener el siguiente formato: 1123456789'],
  ])('rejects %s = %s', async (label, value, message) => {
    const { user } = await openRegister();
    await user.type(field(label), value);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps submit disabled while any error exists', async () => {
    const { user } = await openRegister();
    await user.type(field(/^Nombre/), 'Ana');
    await user.type(field(/^Apellido/), 'Pérez');
    await user.type(field(/^Email/), 'ana@example.com');
    await user.type(field(/^Teléfono/), '1123456789');
    await user.type(field(/^Contraseña/), 'abc');
    expect(await screen.findByText('Leer las condiciones de la contraseña *')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(field(/^Contraseña/), '12!');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.clear(field(/^Nombre/));
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it('creates the account and profile with the +54 phone, then signs in', async () => {
    const created = { ...memberFixture, uid: 'new-uid', id: 99 };
    let body: CreateUserBody | undefined;
    let profileExists = false;
    server.use(
      http.post('*/api/user', async ({ request }) => {
        body = (await request.json()) as CreateUserBody;
        profileExists = true;
        return HttpResponse.json(created, { status: 201 });
      }),
      http.post('*/api/user/isAdmin', () => HttpResponse.json(false)),
      http.get('*/api/user/new-uid', () =>
        profileExists ? HttpResponse.json(created) : new HttpResponse(null, { status: 404 }),
      ),
    );
    vi.mocked(createAccount).mockImplementation(async () => {
      firebaseState.currentUid = 'new-uid';
      return firebaseUserOf(created, false);
    });

    const { user, router, store } = await openRegister();
    await registerAna(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sociodashboard'));
    expect(createAccount).toHaveBeenCalledWith('ana@example.com', 'secreta1!', 'Ana Pérez');
    expect(body).toEqual({ name: 'Ana', lastName: 'Pérez', phoneNumber: '+541123456789' });
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', title: 'Usuario creado correctamente' }),
    );
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: created });
  });

  it("shows 'Algo salió mal' when the account cannot be created", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(createAccount).mockRejectedValue(
      Object.assign(new Error('exists'), { code: 'auth/email-already-in-use' }),
    );
    const { user, store } = await openRegister();
    await registerAna(user);

    await expectAlertLike({ icon: 'error', title: 'Algo salió mal' });
    expect(store.getState().auth.status).toBe('signedOut');
    expect(screen.getByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
  });
});
