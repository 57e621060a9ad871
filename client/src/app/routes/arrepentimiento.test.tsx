import { LEGAL_REQUEST_MESSAGES, MESSAGES, USER_MESSAGES } from '@power-gym/contracts';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { legalRequestDb, legalRequestHandlers } from '@/testing/mocks/legal-request-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const CODE = 'PG-7K3M9Q2XWD';

beforeEach(() => {
  legalRequestDb.reset();
  server.use(...legalRequestHandlers);
});

async function openForm() {
  const view = renderApp({ route: '/arrepentimiento' });
  const form = await screen.findByRole('form', { name: 'Solicitud de arrepentimiento' });
  return { ...view, form };
}

const emailInput = () => screen.getByRole('textbox', { name: /^E-mail de la compra/ });
const orderInput = () => screen.getByRole('textbox', { name: /^Número de orden/ });
const submitButton = () => screen.getByRole('button', { name: 'Solicitar arrepentimiento' });

async function fillAndSend(
  user: Awaited<ReturnType<typeof openForm>>['user'],
  email: string,
  orderId: string,
) {
  if (email !== '') await user.type(emailInput(), email);
  if (orderId !== '') await user.type(orderInput(), orderId);
  await user.click(submitButton());
}

describe("/arrepentimiento, 'Botón de arrepentimiento'", () => {
  it('explains the right, needs no sign-in and passes axe', async () => {
    const { form } = await openForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Tenés 10 días corridos desde el pago para revocar una compra, sin dar motivos \(Ley 24\.240, art\. 34\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/No hace falta iniciar sesión/)).toBeInTheDocument();
    expect(emailInput()).toBeRequired();
    expect(orderInput()).toHaveAttribute('inputmode', 'numeric');
    expect(await axeViolations(form.closest('main') ?? document.body)).toEqual([]);
  });

  it('sends the e-mail and the order number and shows the code in a live region', async () => {
    const { user } = await openForm();
    await fillAndSend(user, 'ana@example.com', '42');
    const live = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes(CODE));
      if (!found) throw new Error('no code yet');
      return found;
    });
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(within(live).getByText(CODE)).toBeInTheDocument();
    expect(within(live).getByText(LEGAL_REQUEST_MESSAGES.received(CODE))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solicitud recibida' })).toHaveFocus();
    expect(legalRequestDb.requests).toEqual([
      {
        method: 'POST',
        path: '/api/arrepentimiento',
        query: '',
        body: { email: 'ana@example.com', orderId: 42 },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Solicitud de arrepentimiento' })).toBeNull();

    // 'Copiar código', then 'Hacer otra solicitud' brings the empty form back.
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hacer otra solicitud' }));
    expect(emailInput()).toHaveValue('');
  });

  it('shows the button loading while it sends', async () => {
    server.use(
      http.post('*/api/arrepentimiento', async () => {
        await delay(200);
        return HttpResponse.json({ code: CODE }, { status: 202 });
      }),
    );
    const { user } = await openForm();
    await fillAndSend(user, 'ana@example.com', '42');
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(await screen.findByText(CODE)).toBeInTheDocument();
  });

  it('checks the fields with the contract before sending anything', async () => {
    const { user } = await openForm();
    await user.click(submitButton());
    expect(await screen.findByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LEGAL_REQUEST_MESSAGES.orderIdInvalid)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();

    await fillAndSend(user, 'ana@', '0');
    expect(await screen.findByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(LEGAL_REQUEST_MESSAGES.orderIdInvalid)).toBeInTheDocument();
    expect(legalRequestDb.requests).toEqual([]);
  });

  it("puts the server's field refusals on their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/arrepentimiento', () =>
        HttpResponse.json(
          {
            error: MESSAGES.invalidInput,
            fields: {
              email: 'El email no es válido para el servidor',
              orderId: 'No existe esa orden para el servidor',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillAndSend(user, 'ana@example.com', '42');
    expect(await screen.findByText('El email no es válido para el servidor')).toBeInTheDocument();
    expect(screen.getByText('No existe esa orden para el servidor')).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there were too many requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    legalRequestDb.allowed = 0;
    const { user } = await openForm();
    await fillAndSend(user, 'ana@example.com', '42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LEGAL_REQUEST_MESSAGES.tooManyRequests,
    );
    expect(screen.queryByText(CODE)).toBeNull();
  });

  it('says when the server cannot be reached, and sends again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/arrepentimiento', () => HttpResponse.error(), { once: true }));
    const { user } = await openForm();
    await fillAndSend(user, 'ana@example.com', '42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectarnos con el servidor. Revisá tu conexión e intentá de nuevo.',
    );
    await user.click(submitButton());
    expect(await screen.findByText(CODE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
