import type { UserDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alert';
import { server } from '@/testing/mocks/server';
import { expectAlert } from '@/testing/popups';
import { recordRequests } from '@/testing/requests';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { RegisterMemberDialog } from './components/register-member-dialog';

const TAKEN = 'Ya existe una cuenta con ese e-mail: buscala por nombre o e-mail';

const lucia: UserDto = {
  id: 41,
  uid: 'uid-lucia',
  email: 'lucia.benitez@example.com',
  name: 'Lucía',
  lastName: 'Benítez',
  phoneNumber: '+541122334455',
  image: null,
  isAdmin: false,
  role: 'socio',
  trainerId: null,
  createdAt: '2026-03-02T13:00:00.000Z',
  updatedAt: '2026-03-02T13:00:00.000Z',
};

/** POST /user/desk answers `answer`, keeping the JSON bodies it was sent. */
function deskRegistration(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/user/desk', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function renderDialog() {
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  const view = renderWithProviders(
    <RegisterMemberDialog open onClose={onClose} onRegistered={onRegistered} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Registrar socio nuevo' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole('button', { name: 'Registrar' });
  /** Types Lucía's data (the phone when given) and sends it once it validated. */
  const register = async (phone?: string) => {
    await view.user.type(field(/^Nombre/), ' Lucía ');
    await view.user.type(field(/^Apellido/), 'Benítez');
    await view.user.type(field(/^Email/), 'lucia.benitez@example.com');
    if (phone) await view.user.type(field(/^Teléfono/), phone);
    await waitFor(() => expect(submit()).toBeEnabled());
    await view.user.click(submit());
  };
  return { ...view, dialog, field, submit, register, onClose, onRegistered };
}

describe('RegisterMemberDialog', () => {
  it('registers the member, hands them over as found and says where the mail went', async () => {
    const bodies = deskRegistration(() => HttpResponse.json(lucia, { status: 201 }));
    const { register, onRegistered, onClose } = renderDialog();
    await register('1122334455');

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        name: 'Lucía',
        lastName: 'Benítez',
        email: 'lucia.benitez@example.com',
        phoneNumber: '1122334455',
      },
    ]);
    expect(onRegistered).toHaveBeenCalledWith({
      id: 41,
      name: 'Lucía',
      lastName: 'Benítez',
      image: null,
      email: 'lucia.benitez@example.com',
      membership: { status: 'Vencida', endsAt: null },
    });
    await expectAlert({
      icon: 'success',
      title: 'Socio registrado',
      text: 'Le enviamos un e-mail a lucia.benitez@example.com para que elija su contraseña.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends no phone when it is left blank', async () => {
    const bodies = deskRegistration(() =>
      HttpResponse.json({ ...lucia, phoneNumber: null }, { status: 201 }),
    );
    const { field, register, onRegistered } = renderDialog();
    expect(field(/^Teléfono/)).not.toBeRequired();
    await register();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { name: 'Lucía', lastName: 'Benítez', email: 'lucia.benitez@example.com' },
    ]);
  });

  it("shows the server's 409 in the dialog and registers no one", async () => {
    const bodies = deskRegistration(() => HttpResponse.json({ error: TAKEN }, { status: 409 }));
    const { dialog, register, onRegistered, onClose } = renderDialog();
    await register();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAKEN);
    expect(bodies).toHaveLength(1);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Registrar socio nuevo' })).toBeInTheDocument();
  });

  it("shows a 400's message and the field the server refused", async () => {
    deskRegistration(() =>
      HttpResponse.json(
        {
          error: 'Los datos enviados no son válidos',
          fields: { email: 'El email debe ser válido' },
        },
        { status: 400 },
      ),
    );
    const { dialog, register, onRegistered } = renderDialog();
    await register();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Los datos enviados no son válidos',
    );
    expect(within(dialog).getByText('El email debe ser válido')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows the register form messages and sends nothing while a field is wrong', async () => {
    const sent = recordRequests();
    const { dialog, field, submit, user } = renderDialog();
    await user.type(field(/^Nombre/), 'x');
    await user.clear(field(/^Nombre/));
    await user.type(field(/^Apellido/), 'x');
    await user.clear(field(/^Apellido/));
    await user.type(field(/^Email/), 'lucia@');
    await user.type(field(/^Teléfono/), '1512345678');
    for (const message of [
      'El nombre es requerido',
      'El apellido es requerido',
      'El email debe ser válido',
      'Debes ingresar tu numero sin el 15',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(submit()).toBeDisabled();
    await user.clear(field(/^Teléfono/));
    await user.type(field(/^Teléfono/), '0112345678');
    expect(
      await within(dialog).findByText('Tu número debe tener el siguiente formato: 1123456789'),
    ).toBeInTheDocument();
    // Even a form sent anyway (Enter) is checked first.
    const form = submit().closest('form');
    if (form) fireEvent.submit(form);
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(await sent()).toEqual([]);
  });
});
