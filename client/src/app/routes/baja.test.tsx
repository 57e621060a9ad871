import { LEGAL_REQUEST_MESSAGES, MESSAGES, USER_MESSAGES } from '@power-gym/contracts';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { legalRequestDb, legalRequestHandlers } from '@/testing/mocks/legal-request-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const CODE = 'PG-B4J7R2N8QZ';

beforeEach(() => {
  legalRequestDb.reset();
  legalRequestDb.nextCode = CODE;
  server.use(...legalRequestHandlers);
});

async function openForm() {
  const view = renderApp({ route: '/baja' });
  const form = await screen.findByRole('form', { name: 'Solicitud de baja' });
  return { ...view, form };
}

const emailInput = () => screen.getByRole('textbox', { name: /^E-mail/ });
const submitButton = () => screen.getByRole('button', { name: 'Solicitar la baja' });

async function send(user: Awaited<ReturnType<typeof openForm>>['user'], email: string) {
  if (email !== '') await user.type(emailInput(), email);
  await user.click(submitButton());
}

/** The live region the answer is announced in, once it holds the code. */
const liveRegionWithCode = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes(CODE));
    if (!found) throw new Error('no code yet');
    return found;
  });

describe("/baja, 'Botón de baja'", () => {
  it('explains what ends and what runs on, needs no sign-in and passes axe', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Botón de baja' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Da de baja todos tus débitos automáticos y las renovaciones pendientes de tus abonos. Las clases que ya pagaste siguen hasta el final de su período.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/No hace falta iniciar sesión/)).toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    expect(await axeViolations(form.closest('main') ?? document.body)).toEqual([]);
  });

  it('sends the e-mail and announces the code', async () => {
    server.use(
      http.post('*/api/baja', async ({ request }) => {
        await delay(100);
        legalRequestDb.requests.push({
          method: 'POST',
          path: '/api/baja',
          query: '',
          body: await request.json(),
        });
        return HttpResponse.json({ code: CODE }, { status: 202 });
      }),
    );
    const { user } = await openForm();
    await send(user, '  ana@example.com ');
    await waitFor(() => expect(submitButton()).toBeDisabled());
    const live = await liveRegionWithCode();
    expect(within(live).getByText(LEGAL_REQUEST_MESSAGES.received(CODE))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solicitud recibida' })).toHaveFocus();
    // The contract's schema trims the address before it goes.
    expect(legalRequestDb.requests.map((request) => request.body)).toEqual([
      { email: 'ana@example.com' },
    ]);
  });

  it('checks the e-mail with the contract before sending anything', async () => {
    const { user } = await openForm();
    await send(user, '');
    expect(await screen.findByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
    await send(user, 'ana@');
    expect(await screen.findByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(legalRequestDb.requests).toEqual([]);
  });

  it("puts the server's field refusal on the field, and says what has no field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/baja', () =>
        HttpResponse.json(
          { error: MESSAGES.invalidInput, fields: { email: USER_MESSAGES.emailInvalid } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openForm();
    await send(user, 'ana@example.com');
    expect(await screen.findByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    // A refusal without fields reads as the server's own message.
    server.use(
      http.post('*/api/baja', () =>
        HttpResponse.json({ error: MESSAGES.invalidInput }, { status: 400 }),
      ),
    );
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidInput);
  });

  it('says when there were too many requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    legalRequestDb.allowed = 0;
    const { user } = await openForm();
    await send(user, 'ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LEGAL_REQUEST_MESSAGES.tooManyRequests,
    );
  });

  it('says when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/baja', () => HttpResponse.error()));
    const { user } = await openForm();
    await send(user, 'ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectarnos con el servidor. Revisá tu conexión e intentá de nuevo.',
    );
  });
});
