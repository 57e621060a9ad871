import { LEGAL_REQUEST_MESSAGES } from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { openSection, setUpAdminAt } from '@/testing/admin-dashboard';
import {
  legalRequestDb,
  legalRequestHandlers,
  legalRequestOf,
} from '@/testing/mocks/legal-request-handlers';
import { memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { firebaseState } from '@/testing/mocks/firebase';
import { refuse, server } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { columnHeaders, rowTexts } from '@/testing/tables';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

setUpAdminAt(new Date('2025-04-10T15:00:00.000Z'));

const WAITING = legalRequestOf({ code: 'PG-AAAAAAAAA1' });
const BAJA_WAITING = legalRequestOf({
  code: 'PG-AAAAAAAAA2',
  kind: 'Baja',
  orderId: null,
  member: null,
  email: 'visita@example.com',
  reason: null,
  createdAt: '2025-04-02T13:00:00.000Z',
});
const RESOLVED = legalRequestOf({
  code: 'PG-AAAAAAAAA3',
  state: 'Resuelta',
  reason: null,
  orderId: 43,
  resolvedAt: '2025-04-03T18:05:00.000Z',
});
const UNCONFIRMED = legalRequestOf({
  code: 'PG-AAAAAAAAA4',
  kind: 'Baja',
  state: 'Sin confirmar',
  reason: null,
  orderId: null,
  confirmedAt: null,
});

beforeEach(() => {
  legalRequestDb.reset();
  legalRequestDb.rows = [WAITING, BAJA_WAITING, RESOLVED, UNCONFIRMED].map((row) => ({ ...row }));
  server.use(...legalRequestHandlers);
});

async function openRequests() {
  const view = await openSection('solicitudes', 'heading', 'Solicitudes');
  const table = await screen.findByRole('table', { name: 'Solicitudes' });
  return { ...view, table };
}

/** Each row's cells by the request's code. */
const rowsByCode = (table: HTMLElement) =>
  new Map(rowTexts(table).map((cells) => [cells[0], cells]));

const rowOf = (table: HTMLElement, code: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(code));
  if (!row) throw new Error(`no row ${code}`);
  return row;
};

const lists = () => legalRequestDb.requests.filter((request) => request.method === 'GET');
const writes = () => legalRequestDb.requests.filter((request) => request.method !== 'GET');

describe("Admin 'Solicitudes'", () => {
  it('lists the requests with who made them, their order, state, reason and times', async () => {
    const { table } = await openRequests();
    expect(columnHeaders(table)).toEqual([
      'Código',
      'Tipo',
      'Socio',
      'Orden',
      'Estado',
      'Motivo',
      'Creada',
      'Confirmada',
      'Resuelta',
      'Acciones',
    ]);
    const rows = rowsByCode(table);
    expect(rows.get(WAITING.code)).toEqual([
      WAITING.code,
      'Arrepentimiento',
      'Ana Gómez',
      'N° 42',
      'Confirmada',
      LEGAL_REQUEST_MESSAGES.late,
      '01/04/2025 10:00',
      '01/04/2025 10:30',
      '—',
      'ResolverRechazar',
    ]);
    // Without a member, the address typed in the form.
    expect(rows.get(BAJA_WAITING.code)?.slice(1, 4)).toEqual(['Baja', 'visita@example.com', '—']);
    expect(rows.get(RESOLVED.code)?.slice(4)).toEqual([
      'Resuelta',
      '—',
      '01/04/2025 10:00',
      '01/04/2025 10:30',
      '03/04/2025 15:05',
      '—',
    ]);
    // Only a 'Confirmada' request waits for the admin.
    expect(
      within(table)
        .getAllByRole('button', { name: /^Resolver la solicitud/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      `Resolver la solicitud ${WAITING.code}`,
      `Resolver la solicitud ${BAJA_WAITING.code}`,
    ]);
    expect(lists().map((request) => request.query)).toEqual(['?page=1&pageSize=25']);
  });

  it('filters by state on the server, and says when none is in it', async () => {
    const { user, table } = await openRequests();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Sin confirmar' }));
    await waitFor(() => expect([...rowsByCode(table).keys()]).toEqual([UNCONFIRMED.code]));
    expect(lists().at(-1)?.query).toBe('?page=1&pageSize=25&state=Sin+confirmar');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Rechazada' }));
    expect(await screen.findByText("No hay solicitudes en estado 'Rechazada'.")).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    const all = await screen.findByRole('table', { name: 'Solicitudes' });
    await waitFor(() => expect(rowTexts(all)).toHaveLength(4));
  });

  it('pages on the server', async () => {
    legalRequestDb.rows = Array.from({ length: 30 }, (_, index) =>
      legalRequestOf({ code: `PG-${String(index).padStart(10, '0')}` }),
    );
    const { user, table } = await openRequests();
    expect(rowTexts(table)).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Páginas de solicitudes' });
    await user.click(within(pages).getByRole('button', { name: /página 2/ }));
    await waitFor(() => expect(rowTexts(table)).toHaveLength(5));
    expect(lists().at(-1)?.query).toBe('?page=2&pageSize=25');
  });

  it('resolves an arrepentimiento after saying it refunds the order', async () => {
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, table } = await openRequests();
    await user.click(
      within(table).getByRole('button', { name: `Resolver la solicitud ${WAITING.code}` }),
    );
    expect(showConfirm).toHaveBeenCalledWith({
      title: `¿Resolver la solicitud ${WAITING.code}?`,
      text: 'Se reembolsará la orden N° 42 de Ana Gómez.',
      confirmButtonText: 'Sí, resolver',
      cancelButtonText: 'No',
    });
    await expectAlertLike({ icon: 'success', title: 'Solicitud resuelta' });
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/solicitudes/${WAITING.code}`,
        query: '',
        body: { state: 'Resuelta' },
      },
    ]);
    await waitFor(() => expect(rowsByCode(table).get(WAITING.code)?.[4]).toBe('Resuelta'));
    expect(within(rowOf(table, WAITING.code)).queryByRole('button')).toBeNull();
  });

  it('asks before resolving a baja, and does nothing when declined', async () => {
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user, table } = await openRequests();
    await user.click(
      within(table).getByRole('button', { name: `Resolver la solicitud ${BAJA_WAITING.code}` }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        text: 'Se darán de baja los débitos automáticos y las renovaciones pendientes de visita@example.com; sus clases pagas siguen hasta su fin.',
      }),
    );
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal of a request that no longer waits", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(showConfirm).mockResolvedValue(true);
    refuse('put', '*/api/solicitudes/:code', 409, LEGAL_REQUEST_MESSAGES.notWaiting);
    const { user, table } = await openRequests();
    await user.click(
      within(table).getByRole('button', { name: `Resolver la solicitud ${WAITING.code}` }),
    );
    await expectAlertLike({
      icon: 'error',
      title: 'No se pudo resolver la solicitud',
      text: LEGAL_REQUEST_MESSAGES.notWaiting,
    });
  });

  it('rejects with the reason it asks for', async () => {
    const { user, table } = await openRequests();
    await user.click(
      within(table).getByRole('button', { name: `Rechazar la solicitud ${WAITING.code}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Rechazar la solicitud ${WAITING.code}`,
    });
    expect(dialog).toHaveAccessibleDescription(
      'Indicá el motivo: es la respuesta que recibirá Ana Gómez.',
    );
    const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rechazo/ });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByText(LEGAL_REQUEST_MESSAGES.reasonRequired)).toBeVisible();
    expect(writes()).toEqual([]);

    await user.type(reason, 'La compra no es de este e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAlertLike({ icon: 'success', title: 'Solicitud rechazada' });
    expect(writes().map((request) => request.body)).toEqual([
      { state: 'Rechazada', reason: 'La compra no es de este e-mail' },
    ]);
    await waitFor(() =>
      expect(rowsByCode(table).get(WAITING.code)?.slice(4, 6)).toEqual([
        'Rechazada',
        'La compra no es de este e-mail',
      ]),
    );
  });

  it("keeps the dialog open with the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('put', '*/api/solicitudes/:code', 409, LEGAL_REQUEST_MESSAGES.notWaiting);
    const { user, table } = await openRequests();
    await user.click(
      within(table).getByRole('button', { name: `Rechazar la solicitud ${WAITING.code}` }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Fuera de plazo');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByText(LEGAL_REQUEST_MESSAGES.notWaiting)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the list cannot be loaded, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/solicitudes', 500, 'Error interno');
    const { user } = await openSection('solicitudes', 'heading', 'Solicitudes');
    expect(await screen.findByText('No pudimos cargar las solicitudes.')).toBeVisible();
    server.use(...legalRequestHandlers);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Solicitudes' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    legalRequestDb.rows = [];
    await openSection('solicitudes', 'heading', 'Solicitudes');
    expect(await screen.findByText('No hay solicitudes.')).toBeVisible();
  });

  it('is not shown to a member', async () => {
    firebaseState.currentUid = memberFixture.uid;
    renderApp({
      route: '/admindashboard?seccion=solicitudes',
      preloadedState: signedInState(memberFixture),
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Solicitudes' })).toBeNull();
    expect(lists()).toEqual([]);
  });
});
