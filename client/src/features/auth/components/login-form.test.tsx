import { describe, expect, it, vi } from 'vitest';
import { sendPasswordReset, signInWithEmail, signInWithSocialPopup } from '@/lib/firebase';
import { firebaseError, firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, firebaseUserOf } from '@/testing/mocks/fixtures';
import { expectAlert, expectAlertLike } from '@/testing/popups';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function openLogin() {
  const view = renderApp({ route: '/login' });
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return view;
}

const signInButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

describe('Login', () => {
  it('has e-mail, password, Google, GitHub, the reset link and the register link', async () => {
    await openLogin();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continuar con GitHub' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrate' })).toHaveAttribute('href', '/register');
    expect(signInButton()).toBeDisabled();
  });

  it('signs an admin in and lands on /admindashboard', async () => {
    vi.mocked(signInWithEmail).mockImplementation(async () => {
      firebaseState.currentUid = adminFixture.uid;
      return firebaseUserOf(adminFixture);
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Admin123!');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admindashboard'));
  });

  it("shows 'Algo salió mal, compruebe sus credenciales' on a failed sign-in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signInWithEmail).mockRejectedValue(new Error('auth/invalid-credential'));
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'mala');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    await user.click(signInButton());
    await expectAlertLike({ title: 'Algo salió mal, compruebe sus credenciales' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['Continuar con Google', 'google'],
    ['Continuar con GitHub', 'github'],
  ])('%s opens the pop-up', async (label, provider) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signInWithSocialPopup).mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(signInWithSocialPopup).toHaveBeenCalledWith(provider));
  });

  // Each failure of the pop-up says what happened and what to do, and is still logged.
  it.each([
    ['auth/popup-blocked', 'El navegador bloqueó la ventana para iniciar sesión'],
    ['auth/popup-closed-by-user', 'Se cerró la ventana antes de terminar de iniciar sesión'],
    ['auth/cancelled-popup-request', 'Se canceló el inicio de sesión porque se abrió otra ventana'],
    ['auth/network-request-failed', 'No pudimos conectarnos. Revisá tu conexión a internet'],
    ['auth/account-exists-with-different-credential', 'Ya existe una cuenta con ese email'],
    ['auth/unauthorized-domain', 'Este sitio no está autorizado para iniciar sesión'],
    ['auth/web-storage-unsupported', 'Tu navegador no permite guardar la sesión'],
    ['auth/operation-not-allowed', 'Este método de inicio de sesión no está habilitado'],
    ['auth/multi-factor-auth-required', 'Tu cuenta pide un segundo factor de verificación'],
    ['auth/internal-error', 'Algo salió mal, intenta nuevamente más tarde.'],
  ])('%s on Google shows a Spanish message and is logged', async (code, text) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = firebaseError(code);
    vi.mocked(signInWithSocialPopup).mockRejectedValue(error);
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    await expectAlert({
      icon: 'error',
      title: 'No se pudo iniciar sesión con Google',
      text: expect.stringContaining(text) as string,
    });
    expect(log).toHaveBeenCalledWith(error);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
  });

  it('names GitHub when its pop-up is blocked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signInWithSocialPopup).mockRejectedValue(firebaseError('auth/popup-blocked'));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Continuar con GitHub' }));
    await expectAlertLike({ title: 'No se pudo iniciar sesión con GitHub' });
  });

  it('sends the password reset mail from the dialog', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Email/), 'ana@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await expectAlertLike({ title: 'Le enviamos un link para recuperar su cuenta' });
    expect(sendPasswordReset).toHaveBeenCalledWith('ana@example.com');
  });

  it("shows 'Email no válido' when the reset mail fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(sendPasswordReset).mockRejectedValue(new Error('auth/user-not-found'));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nadie@example.com');
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await expectAlertLike({ icon: 'error', title: 'Email no válido' });
  });
});
