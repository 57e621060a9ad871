import {
  CHECK_IN_MESSAGES,
  DESK_MESSAGES,
  formatMoney,
  type FoundMemberDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { deskDb } from '@/testing/mocks/desk-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { recordRequests } from '@/testing/requests';
import { rowTexts } from '@/testing/tables';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { DeskSaleForm } from './components/desk-sale-form';

/** Ana is al día; Analía never had a membership. */
const members: FoundMemberDto[] = [
  {
    id: 7,
    name: 'Ana',
    lastName: 'Pérez',
    image: null,
    email: 'ana@example.com',
    membership: { status: 'Al día', endsAt: '2025-04-05T02:59:59.999Z' },
  },
  {
    id: 9,
    name: 'Analía',
    lastName: 'Ríos',
    image: null,
    email: 'analia@example.com',
    membership: { status: 'Vencida', endsAt: null },
  },
];

/** GET /checkin/members by name or e-mail, defined here so the check-in's own mock stays its own. */
function serveMemberSearch() {
  server.use(
    http.get('*/api/checkin/members', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(
        members.filter((member) =>
          `${member.name} ${member.lastName} ${member.email}`.toLowerCase().includes(q),
        ),
      );
    }),
  );
}

/** The money text as Testing Library normalizes it (es-AR puts a no-break space after '$'). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

/** Every request but the catalogue's, as 'METHOD /path?query body'. */
function recordDeskRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    if (pathname.endsWith('/activity/all')) return;
    sent.push(`${request.method} ${pathname}${search}`);
  });
  return sent;
}

function renderForm() {
  serveMemberSearch();
  return renderWithProviders(<DeskSaleForm />);
}

type User = ReturnType<typeof renderForm>['user'];

async function pickMember(user: User, query: string, name: RegExp) {
  await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), `${query}{Enter}`);
  await user.click(await screen.findByRole('button', { name }));
}

async function addLine(user: User, activity: string, slot: string, places: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Clase' }), activity);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Día y horario' }), slot);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Lugares' }), places);
  await user.click(screen.getByRole('button', { name: 'Agregar' }));
}

const saleLines = () => rowTexts(screen.getByRole('table', { name: 'Clases de la venta' }));

beforeEach(() => deskDb.reset());

describe('Venta en recepción', () => {
  it('finds and picks the member, adds classes, and registers the sale paid in cash', async () => {
    const { user } = renderForm();
    const sent = recordDeskRequests();
    const posted = recordRequests();
    expect(screen.getByRole('heading', { name: 'Venta en recepción' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'ana{Enter}');
    expect(await screen.findByText('2 socios encontrados.')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Socios encontrados' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana Pérezana@example.comAl día · vence el 04/04/2025',
      'Analía Ríosanalia@example.comVencida',
    ]);
    await user.click(within(results).getByRole('button', { name: /^Ana Pérez/ }));

    const chosen = screen.getByRole('group', { name: 'Socio elegido: Ana Pérez' });
    expect(chosen).toHaveTextContent('Ana Pérezana@example.comAl día · vence el 04/04/2025');
    expect(chosen).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Buscar socio' })).not.toBeInTheDocument();

    // The slots tell their places; a full one cannot be chosen, and places go up to those left.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Clase' }), 'Funcional');
    expect(
      within(screen.getByRole('combobox', { name: 'Día y horario' }))
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
    ).toEqual([
      ['Elegí el día y horario', false],
      ['Lunes 08:00 · quedan 12 lugares', false],
      ['Lunes 19:00 · queda 1 lugar', false],
      ['Viernes 18:30 · sin lugares', true],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Día y horario' }), '12');
    expect(
      within(screen.getByRole('combobox', { name: 'Lugares' })).getAllByRole('option'),
    ).toHaveLength(1);

    await addLine(user, 'Funcional', 'Lunes 08:00 · quedan 12 lugares', '2');
    await addLine(user, 'Spinning', 'Martes 07:00 · quedan 30 lugares', '1');
    expect(saleLines()).toEqual([
      ['Funcional', 'Lunes 08:00', '2', formatMoney(10000), ''],
      ['Spinning', 'Martes 07:00', '1', formatMoney(4500), ''],
    ]);
    expect(screen.getByText(`Total de lista: ${money(14500)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Efectivo' }));
    await user.click(screen.getByRole('button', { name: 'Registrar venta' }));

    expect(await screen.findByText('Venta registrada')).toBeInTheDocument();
    expect(
      screen.getByText(`Orden N.º 500: se cobraron ${money(14500)} (Efectivo).`),
    ).toBeInTheDocument();
    expect(await posted()).toEqual([
      'POST /api/order/desk {"userId":7,"lines":[{"diaHoraId":11,"quantity":2},{"diaHoraId":21,"quantity":1}],"paymentMethod":"Efectivo"}',
    ]);
    expect(sent).toEqual(['GET /api/checkin/members?q=ana', 'POST /api/order/desk']);

    // The form starts over for the next sale.
    expect(screen.getByRole('searchbox', { name: 'Buscar socio' })).toHaveValue('');
    expect(screen.queryByRole('table', { name: 'Clases de la venta' })).not.toBeInTheDocument();
    expect(screen.getByText('Todavía no agregaste clases.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Efectivo' })).not.toBeChecked();
  });

  it('sends the discount code upper-cased and confirms the total the server charged with it', async () => {
    const { user } = renderForm();
    const posted = recordRequests();
    await pickMember(user, 'analia@', /^Analía Ríos/);
    await addLine(user, 'Yoga', 'Miércoles 10:00 · quedan 5 lugares', '1');
    await user.type(screen.getByRole('textbox', { name: 'Código de descuento' }), ' power10 ');
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    await user.click(screen.getByRole('button', { name: 'Registrar venta' }));

    expect(
      await screen.findByText(
        `Orden N.º 500: se cobraron ${money(3600)} (Transferencia). Incluye el 10% de descuento de POWER10.`,
      ),
    ).toBeInTheDocument();
    expect(await posted()).toEqual([
      'POST /api/order/desk {"userId":9,"lines":[{"diaHoraId":31,"quantity":1}],"codigo":"POWER10","paymentMethod":"Transferencia"}',
    ]);
  });

  it("shows the server's refusal and keeps the sale as it was", async () => {
    refuse(
      'post',
      '*/api/order/desk',
      409,
      'No quedan lugares suficientes para Funcional Lunes 19:00',
    );
    const { user } = renderForm();
    await pickMember(user, 'Pérez', /^Ana Pérez/);
    await addLine(user, 'Funcional', 'Lunes 19:00 · queda 1 lugar', '1');
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    await user.click(screen.getByRole('button', { name: 'Registrar venta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No quedan lugares suficientes para Funcional Lunes 19:00',
    );
    expect(screen.queryByText('Venta registrada')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Socio elegido: Ana Pérez' })).toBeInTheDocument();
    expect(saleLines()).toEqual([['Funcional', 'Lunes 19:00', '1', formatMoney(5000), '']]);
    expect(screen.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  });

  it('says what is missing without sending anything, focuses it, and clears each message once fixed', async () => {
    const { user } = renderForm();
    const posted = recordRequests();
    await screen.findByRole('combobox', { name: 'Clase' });
    await user.click(screen.getByRole('button', { name: 'Registrar venta' }));

    const search = screen.getByRole('searchbox', { name: 'Buscar socio' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAccessibleDescription('Elegí el socio');
    expect(screen.getByRole('alert')).toHaveTextContent(DESK_MESSAGES.linesRequired);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      DESK_MESSAGES.paymentInvalid,
    );

    await addLine(user, 'Boxeo', 'Jueves 20:00 · quedan 8 lugares', '1');
    await waitFor(() =>
      expect(screen.queryByText(DESK_MESSAGES.linesRequired)).not.toBeInTheDocument(),
    );
    await pickMember(user, 'ana', /^Ana Pérez/);
    expect(screen.queryByText('Elegí el socio')).not.toBeInTheDocument();

    // Only the payment is missing now: the focus goes to its first option.
    await user.click(screen.getByRole('button', { name: 'Registrar venta' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Efectivo' })).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Efectivo' }));
    await waitFor(() =>
      expect(screen.queryByText(DESK_MESSAGES.paymentInvalid)).not.toBeInTheDocument(),
    );
    expect(await posted()).toEqual([]);
  });

  it('takes each slot once, and a line can be taken out again', async () => {
    const { user } = renderForm();
    await addLine(user, 'Funcional', 'Lunes 08:00 · quedan 12 lugares', '1');
    await addLine(user, 'Funcional', 'Lunes 08:00 · quedan 12 lugares', '3');

    expect(screen.getByRole('combobox', { name: 'Día y horario' })).toHaveAccessibleDescription(
      DESK_MESSAGES.duplicateLine,
    );
    expect(saleLines()).toEqual([['Funcional', 'Lunes 08:00', '1', formatMoney(5000), '']]);

    await user.click(screen.getByRole('button', { name: 'Quitar Funcional Lunes 08:00' }));
    expect(screen.queryByRole('table', { name: 'Clases de la venta' })).not.toBeInTheDocument();
    expect(screen.getByText('Todavía no agregaste clases.')).toHaveFocus();
  });

  it("asks for a class and a slot before 'Agregar' adds anything", async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('combobox', { name: 'Clase' })).toHaveAccessibleDescription(
      'Elegí la clase',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Clase' }), 'Yoga');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('combobox', { name: 'Día y horario' })).toHaveAccessibleDescription(
      'Elegí el día y horario',
    );
    expect(screen.getByText('Todavía no agregaste clases.')).toBeInTheDocument();
  });

  it('checks the search before asking, says when nobody matches, and Cambiar searches again', async () => {
    const { user } = renderForm();
    const sent = recordDeskRequests();
    const search = screen.getByRole('searchbox', { name: 'Buscar socio' });

    await user.type(search, 'a{Enter}');
    expect(search).toHaveAccessibleDescription(CHECK_IN_MESSAGES.queryInvalid);
    expect(sent).toEqual([]);

    await user.clear(search);
    await user.type(search, 'zoe');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No encontramos socios con «zoe».')).toBeInTheDocument();
    expect(sent).toEqual(['GET /api/checkin/members?q=zoe']);

    await user.clear(search);
    await pickMember(user, 'ana', /^Ana Pérez/);
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar socio' })).toHaveFocus();
    expect(
      screen.queryByRole('group', { name: 'Socio elegido: Ana Pérez' }),
    ).not.toBeInTheDocument();
  });

  it('says when the classes cannot be loaded, and loads them again', async () => {
    let failing = true;
    server.use(
      http.get('*/api/activity/all', () =>
        failing ? HttpResponse.json({ error: 'Algo salió mal' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderForm();
    expect(await screen.findByText('No pudimos cargar las clases.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Clase' })).toBeInTheDocument();
  });

  it("sells to a member registered there: 'Registrar socio nuevo' chooses who it registered", async () => {
    const { user } = renderForm();
    server.use(
      http.post('*/api/user/desk', () =>
        HttpResponse.json(
          {
            id: 31,
            uid: 'desk-31',
            name: 'Lucía',
            lastName: 'Benítez',
            email: 'lucia.benitez@example.com',
            phoneNumber: null,
            image: null,
            role: 'socio',
            trainerId: null,
            isAdmin: false,
            createdAt: '2026-03-02T13:00:00.000Z',
            updatedAt: '2026-03-02T13:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar socio nuevo' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar socio nuevo' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Lucía');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Benítez');
    await user.type(within(dialog).getByLabelText(/^Email/), 'lucia.benitez@example.com');
    const register = within(dialog).getByRole('button', { name: 'Registrar' });
    await waitFor(() => expect(register).toBeEnabled());
    await user.click(register);

    expect(
      await screen.findByRole('group', { name: 'Socio elegido: Lucía Benítez' }),
    ).toHaveTextContent('Lucía Benítezlucia.benitez@example.comVencida');
  });
});
