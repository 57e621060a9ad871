import {
  legalRequestConfirmPath,
  LEGAL_REQUEST_MESSAGES,
  type LegalRequestOutcomeDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINK_TOKEN,
  legalRequestDb,
  legalRequestHandlers,
} from '@/testing/mocks/legal-request-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

const CODE = 'PG-7K3M9Q2XWD';

beforeEach(() => {
  legalRequestDb.reset();
  server.use(...legalRequestHandlers);
});

function outcomeOf(overrides: Partial<LegalRequestOutcomeDto>): LegalRequestOutcomeDto {
  return {
    code: CODE,
    kind: 'Arrepentimiento',
    state: 'Resuelta',
    reason: null,
    orderId: 42,
    endings: [],
    ...overrides,
  };
}

/** Opens the mail's link of CODE, whose confirmation answers `outcome`. */
async function openLink(outcome: LegalRequestOutcomeDto, token = LINK_TOKEN) {
  legalRequestDb.confirmations[CODE] = { token: LINK_TOKEN, outcome };
  const view = renderApp({ route: legalRequestConfirmPath(CODE, token) });
  const button = await screen.findByRole('button', { name: 'Confirmar solicitud' });
  return { ...view, button };
}

async function confirmLink(outcome: LegalRequestOutcomeDto) {
  const view = await openLink(outcome);
  await view.user.click(view.button);
  return view;
}

describe('/solicitudes/:code/confirmar, the mail’s link', () => {
  it('shows the code and confirms nothing until asked', async () => {
    await openLink(outcomeOf({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar solicitud' })).toBeVisible();
    expect(screen.getByText(`Código de la solicitud: ${CODE}`)).toBeInTheDocument();
    // Mail scanners open links: opening it sent nothing.
    expect(legalRequestDb.requests).toEqual([]);
  });

  it('confirms with the token and shows an arrepentimiento refunded', async () => {
    await confirmLink(outcomeOf({}));
    const heading = await screen.findByRole('heading', { name: 'Solicitud resuelta' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Reembolsamos la orden N° 42. El dinero vuelve por el mismo medio de pago.'),
    ).toBeInTheDocument();
    expect(legalRequestDb.requests).toEqual([
      {
        method: 'POST',
        path: `/api/solicitudes/${CODE}/confirm`,
        query: '',
        body: { token: LINK_TOKEN },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Confirmar solicitud' })).toBeNull();
  });

  it('shows why an arrepentimiento waits for the admin', async () => {
    await confirmLink(outcomeOf({ state: 'Confirmada', reason: LEGAL_REQUEST_MESSAGES.late }));
    expect(await screen.findByRole('heading', { name: 'Solicitud confirmada' })).toBeVisible();
    expect(screen.getByText(LEGAL_REQUEST_MESSAGES.late)).toBeInTheDocument();
  });

  it('shows why an arrepentimiento was refused', async () => {
    await confirmLink(
      outcomeOf({ state: 'Rechazada', reason: LEGAL_REQUEST_MESSAGES.noMatchingOrder }),
    );
    expect(await screen.findByRole('heading', { name: 'Solicitud rechazada' })).toBeVisible();
    expect(screen.getByText(LEGAL_REQUEST_MESSAGES.noMatchingOrder)).toBeInTheDocument();
  });

  it("lists what a baja ended: each membership's classes and last day", async () => {
    await confirmLink(
      outcomeOf({
        kind: 'Baja',
        orderId: null,
        endings: [
          {
            orderId: 7,
            activities: ['Funcional', 'Spinning'],
            endsAt: '2025-05-10T15:00:00.000Z',
            lastClassAt: '2025-05-08T22:00:00.000Z',
          },
          {
            orderId: 9,
            activities: ['Boxeo'],
            endsAt: '2025-06-01T02:00:00.000Z',
            lastClassAt: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Baja confirmada' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Abonos que siguen hasta su fin' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Orden N° 7 (Funcional, Spinning): hasta el 10/05/2025, última clase el 08/05/2025 19:00',
      // 02:00 UTC is still the 31st in Buenos Aires.
      'Orden N° 9 (Boxeo): hasta el 31/05/2025, sin clases por delante',
    ]);
  });

  it('says when a baja found nothing recurring', async () => {
    await confirmLink(outcomeOf({ kind: 'Baja', orderId: null, endings: [] }));
    expect(await screen.findByRole('heading', { name: 'Baja confirmada' })).toBeVisible();
    expect(
      screen.getByText(
        'No encontramos débitos automáticos ni renovaciones pendientes con este e-mail: no había nada que dar de baja.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message for an expired link, with the forms to ask again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/solicitudes/:code/confirm', () =>
        HttpResponse.json({ error: 'El enlace venció hace rato' }, { status: 410 }),
      ),
    );
    await confirmLink(outcomeOf({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace venció hace rato');
    expect(screen.getByRole('link', { name: 'Solicitar un arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
    expect(screen.getByRole('link', { name: 'Solicitar una baja' })).toHaveAttribute(
      'href',
      '/baja',
    );
  });

  it('refuses a link whose token the server does not know', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await openLink(outcomeOf({}), 'b'.repeat(43));
    await view.user.click(view.button);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_REQUEST_MESSAGES.linkInvalid);
  });

  it('says a malformed link is invalid without asking the server', async () => {
    renderApp({ route: `/solicitudes/${CODE}/confirmar` });
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_REQUEST_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirmar solicitud' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Solicitar una baja' })).toBeInTheDocument();
    expect(legalRequestDb.requests).toEqual([]);
  });

  it('keeps the button to try again when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/solicitudes/:code/confirm', () => HttpResponse.error(), { once: true }),
    );
    const { user, button } = await confirmLink(outcomeOf({}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectarnos con el servidor',
    );
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Solicitud resuelta' })).toBeVisible();
  });
});
