import {
  AUDIT_MESSAGES,
  auditListQuerySchema,
  MESSAGES,
  type AuditEntryDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openSection, setUpAdminAt } from '@/testing/admin-dashboard';
import { axeViolations } from '@/testing/axe';
import { adminFixture, memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { firebaseState } from '@/testing/mocks/firebase';
import { refuse, server } from '@/testing/mocks/server';
import { columnHeaders, rowTexts } from '@/testing/tables';
import { cleanup, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { changeSummary } from './audit-values';

setUpAdminAt(new Date('2025-04-10T15:00:00.000Z'));

const ADMIN = { id: 1, name: 'Admin', role: 'admin' } as const;

function entryOf(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: 1,
    at: '2025-04-10T14:30:00.000Z',
    actor: ADMIN,
    action: 'activity.update',
    entity: 'Activity',
    entityId: '12',
    requestId: 'req-0001',
    ip: '203.0.113.7',
    before: { name: 'Yoga', price: 9000 },
    after: { name: 'Yoga', price: 12000 },
    ...overrides,
  };
}

const PRICE = entryOf({ id: 4 });
const ARCHIVE = entryOf({
  id: 3,
  at: '2025-04-09T22:05:00.000Z',
  action: 'activity.archive',
  requestId: 'req-0003',
  before: { name: 'Yoga', archivedAt: null },
  after: { name: 'Yoga', archivedAt: '2025-04-09T22:05:00.000Z' },
});
const BAJA = entryOf({
  id: 2,
  at: '2025-04-02T13:00:00.000Z',
  actor: null,
  action: 'legalRequest.baja',
  entity: 'LegalRequest',
  entityId: 'PG-AAAAAAAAA1',
  requestId: 'req-0002',
  ip: null,
  before: null,
  after: { kind: 'Baja', email: 'visita@example.com' },
});
const DISCOUNT = entryOf({
  id: 1,
  at: '2025-03-31T12:00:00.000Z',
  actor: { id: 7, name: 'Ana Gómez', role: 'recepcion' },
  action: 'discount.delete',
  entity: 'Descuento',
  entityId: '5',
  before: { code: 'OTOÑO', percent: 10 },
  after: null,
});

/** GET /api/audit over `rows` (newest first), checked with the contract's schema as the server does. */
const auditDb = {
  rows: [] as AuditEntryDto[],
  queries: [] as string[],
};

/** The gym's day of a moment (UTC−3, no summer time). */
const gymDay = (at: string) =>
  new Date(new Date(at).getTime() - 3 * 3600_000).toISOString().slice(0, 10);

const auditHandler = http.get('*/api/audit', ({ request }) => {
  const url = new URL(request.url);
  auditDb.queries.push(url.search);
  const parsed = auditListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return HttpResponse.json({ error: MESSAGES.invalidInput }, { status: 400 });
  }
  const { page, pageSize, actorId, action, from, to } = parsed.data;
  const found = auditDb.rows.filter(
    (row) =>
      (actorId === undefined || row.actor?.id === actorId) &&
      (action === undefined || row.action === action) &&
      (from === undefined || gymDay(row.at) >= from) &&
      (to === undefined || gymDay(row.at) <= to),
  );
  return HttpResponse.json(found.slice((page - 1) * pageSize, page * pageSize), {
    headers: { 'X-Total-Count': String(found.length) },
  });
});

beforeEach(() => {
  auditDb.rows = [PRICE, ARCHIVE, BAJA, DISCOUNT];
  auditDb.queries = [];
  server.use(auditHandler);
});

async function openAudit() {
  const view = await openSection('actividad', 'heading', 'Actividad');
  const table = await screen.findByRole('table', { name: 'Actividad' });
  return { ...view, table };
}

describe("Admin 'Actividad'", () => {
  it('lists the trail with when, who, the action, what and the changes', async () => {
    const { table } = await openAudit();
    expect(columnHeaders(table)).toEqual(['Fecha', 'Quién', 'Acción', 'Qué', 'Cambios', 'Detalle']);
    expect(rowTexts(table)).toEqual([
      [
        '10/04/2025 11:30',
        'Admin (Administrador)',
        'Editó una clase',
        'Clase N° 12',
        'price: 9000 → 12000',
        'Ver detalle',
      ],
      [
        '09/04/2025 19:05',
        'Admin (Administrador)',
        'Archivó una clase',
        'Clase N° 12',
        'archivedAt: — → 2025-04-09T22:05:00.000Z',
        'Ver detalle',
      ],
      [
        '02/04/2025 10:00',
        'Sin sesión',
        'Pidió la baja',
        'Solicitud PG-AAAAAAAAA1',
        'Creado',
        'Ver detalle',
      ],
      [
        '31/03/2025 09:00',
        'Ana Gómez (Recepción)',
        'Eliminó un descuento',
        'Descuento N° 5',
        'Eliminado',
        'Ver detalle',
      ],
    ]);
    expect(auditDb.queries).toEqual(['?page=1&pageSize=25']);
  });

  it('has no accessibility violations, with its filters and with a row open', async () => {
    const { user, table } = await openAudit();
    expect(await axeViolations(table.closest('main') ?? document.body)).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Ver detalle del registro N° 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro N° 4' });
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('filters by action, person and days on the server, from page 1', async () => {
    const { user, table } = await openAudit();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      screen.getByRole('option', { name: 'Archivó una clase' }),
    );
    await waitFor(() => expect(rowTexts(table)).toHaveLength(1));
    expect(rowTexts(table)[0]?.[2]).toBe('Archivó una clase');
    expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25&action=activity.archive');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      screen.getByRole('option', { name: 'Todas' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Quién' }), '7');
    await waitFor(() => expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25&actorId=7'));
    const onlyAna = await screen.findByRole('table', { name: 'Actividad' });
    await waitFor(() =>
      expect(rowTexts(onlyAna).map((row) => row[1])).toEqual(['Ana Gómez (Recepción)']),
    );

    await user.clear(screen.getByRole('textbox', { name: 'Quién' }));
    await user.type(screen.getByLabelText('Desde'), '2025-04-01');
    await user.type(screen.getByLabelText('Hasta'), '2025-04-09');
    await waitFor(() =>
      expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25&from=2025-04-01&to=2025-04-09'),
    );
    const days = await screen.findByRole('table', { name: 'Actividad' });
    await waitFor(() =>
      expect(rowTexts(days).map((row) => row[2])).toEqual(['Archivó una clase', 'Pidió la baja']),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('textbox', { name: 'Quién' })).toHaveFocus();
    await waitFor(() => expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25'));
  });

  it('keeps its filters in the address: a reload or a shared link shows the same rows', async () => {
    const { user, router } = await openAudit();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      screen.getByRole('option', { name: 'Archivó una clase' }),
    );
    await user.type(screen.getByLabelText('Desde'), '2025-04-01');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        seccion: 'actividad',
        accion: 'activity.archive',
        desde: '2025-04-01',
      }),
    );
    // A value the server would refuse is not written.
    await user.type(screen.getByRole('textbox', { name: 'Quién' }), 'x');
    expect(router.state.location.search).not.toContain('quien');

    cleanup();
    auditDb.queries = [];
    renderApp({
      route: '/admindashboard?seccion=actividad&accion=activity.archive&quien=1&desde=2025-04-01',
      preloadedState: signedInState(adminFixture),
    });
    const table = await screen.findByRole('table', { name: 'Actividad' });
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('activity.archive');
    expect(screen.getByRole('textbox', { name: 'Quién' })).toHaveValue('1');
    expect(screen.getByLabelText('Desde')).toHaveValue('2025-04-01');
    expect(auditDb.queries).toEqual([
      '?page=1&pageSize=25&actorId=1&action=activity.archive&from=2025-04-01',
    ]);
    await waitFor(() =>
      expect(rowTexts(table).map((row) => row[2])).toEqual(['Archivó una clase']),
    );
  });

  it('pages on the server, and a new filter starts again at page 1', async () => {
    auditDb.rows = Array.from({ length: 30 }, (_, index) =>
      entryOf({ id: 100 - index, action: index < 28 ? 'activity.update' : 'activity.archive' }),
    );
    const { user, table } = await openAudit();
    expect(rowTexts(table)).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Páginas de actividad' });
    await user.click(within(pages).getByRole('button', { name: /página 2/ }));
    await waitFor(() => expect(rowTexts(table)).toHaveLength(5));
    expect(auditDb.queries.at(-1)).toBe('?page=2&pageSize=25');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      screen.getByRole('option', { name: 'Archivó una clase' }),
    );
    await waitFor(() =>
      expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25&action=activity.archive'),
    );
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Páginas de actividad' })).toBeNull();
  });

  it('says why a filter is refused, and asks the server nothing with it', async () => {
    const { user } = await openAudit();
    const actor = screen.getByRole('textbox', { name: 'Quién' });
    expect(actor).toHaveAccessibleDescription('N° de usuario');
    await user.type(actor, 'x');
    expect(actor).toBeInvalid();
    expect(actor).toHaveAccessibleDescription(AUDIT_MESSAGES.actorInvalid);
    await user.clear(actor);
    expect(actor).toBeValid();

    await user.type(screen.getByLabelText('Desde'), '2025-04-09');
    await user.type(screen.getByLabelText('Hasta'), '2025-04-01');
    expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription(AUDIT_MESSAGES.rangeInvalid);
    expect(auditDb.queries.some((query) => query.includes('actorId'))).toBe(false);
    expect(auditDb.queries.some((query) => query.includes('to=2025-04-01'))).toBe(false);
  });

  it("shows a row's request, address and whole row before and after", async () => {
    const { user, table } = await openAudit();
    await user.click(within(table).getByRole('button', { name: 'Ver detalle del registro N° 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro N° 4' });
    /** The dialog's `index`th key → value list, as its keys and values in order. */
    const terms = (element: HTMLElement, index: number) =>
      Array.from(
        element.querySelectorAll('dl')[index]?.querySelectorAll('dt, dd') ?? [],
        (node) => node.textContent,
      );
    expect(terms(dialog, 0)).toEqual([
      'Fecha',
      '10/04/2025 11:30',
      'Quién',
      'Admin (Administrador), usuario N° 1',
      'Acción',
      'Editó una clase',
      'Qué',
      'Clase N° 12',
      'Id. de la solicitud',
      'req-0001',
      'Dirección IP',
      '203.0.113.7',
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Antes' })).toBeVisible();
    expect(terms(dialog, 1)).toEqual(['name', 'Yoga', 'price', '9000 (cambió)']);
    expect(terms(dialog, 2)).toEqual(['name', 'Yoga', 'price', '12000 (cambió)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Ver detalle del registro N° 2' }));
    const created = await screen.findByRole('dialog', { name: 'Registro N° 2' });
    expect(within(created).getByText('No existía (se creó).')).toBeVisible();
    expect(within(created).getByText('Sin sesión')).toBeVisible();
    expect(terms(created, 1)).toEqual(['kind', 'Baja', 'email', 'visita@example.com']);
  });

  it("filters by a row's person from its detail", async () => {
    const { user, table } = await openAudit();
    await user.click(within(table).getByRole('button', { name: 'Ver detalle del registro N° 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro N° 1' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Ver solo la actividad de Ana Gómez' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Quién' })).toHaveValue('7');
    await waitFor(() => expect(auditDb.queries.at(-1)).toBe('?page=1&pageSize=25&actorId=7'));
    await waitFor(() => expect(rowTexts(table)).toHaveLength(1));
  });

  it('says when nothing matches', async () => {
    auditDb.rows = [];
    await openSection('actividad', 'heading', 'Actividad');
    expect(await screen.findByText('No hay actividad registrada para estos filtros')).toBeVisible();
  });

  it('says when the trail cannot be loaded, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('get', '*/api/audit', 500, 'Error interno');
    const { user } = await openSection('actividad', 'heading', 'Actividad');
    expect(await screen.findByText('No pudimos cargar la actividad.')).toBeVisible();
    server.use(auditHandler);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Actividad' })).toBeInTheDocument();
  });

  it.each([
    ['a member', 'socio'],
    ['the desk', 'recepcion'],
    ['a trainer', 'profesor'],
  ] as const)('is not shown to %s', async (_who, role) => {
    firebaseState.currentUid = memberFixture.uid;
    renderApp({
      route: '/admindashboard?seccion=actividad',
      preloadedState: signedInState({
        ...memberFixture,
        role,
        trainerId: role === 'profesor' ? 1 : null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Actividad' })).toBeNull();
    expect(auditDb.queries).toEqual([]);
  });
});

describe("'Cambios'", () => {
  it('names the first three fields that differ, and how many more', () => {
    expect(
      changeSummary({
        before: { a: 1, b: true, c: 'x', d: [1], e: 'same' },
        after: { a: 2, b: false, c: null, d: [2], e: 'same' },
      }),
    ).toBe('a: 1 → 2; b: sí → no; c: x → —; y 1 cambio más');
    expect(changeSummary({ before: { a: 1 }, after: { a: 1 } })).toBe('Sin cambios');
    expect(changeSummary({ before: null, after: null })).toBe('—');
    expect(changeSummary({ before: { note: 'a'.repeat(60) }, after: { note: 'b' } })).toBe(
      `note: ${'a'.repeat(39)}… → b`,
    );
  });
});
