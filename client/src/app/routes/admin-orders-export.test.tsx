import { INSIGHTS_MESSAGES, MESSAGES } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gymDay } from '@/lib/format';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, signedInState } from '@/testing/mocks/fixtures';
import { insightsDb } from '@/testing/mocks/insights-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** What each click of a download link saved: its object URL and file name. */
let downloads: { href: string; download: string }[] = [];
let savedBlobs: Blob[] = [];

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
  downloads = [];
  savedBlobs = [];
  // jsdom has no object URLs and does not navigate: the saved file is what reached them.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    savedBlobs.push(blob);
    return 'blob:http://localhost/ordenes';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
});

/** Opens Ordenes and its 'Exportar órdenes' dialog. */
async function openExport() {
  const view = renderApp({
    route: '/admindashboard?seccion=ordenes',
    preloadedState: signedInState(adminFixture),
  });
  await screen.findByRole('grid', { name: 'Ordenes' });
  await view.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Exportar órdenes' });
  return { ...view, dialog };
}

async function typeDate(
  user: Awaited<ReturnType<typeof openExport>>['user'],
  field: HTMLElement,
  value: string,
) {
  await user.clear(field);
  await user.type(field, value);
}

const exportRequests = () =>
  insightsDb.requests.filter((request) => request.path === '/api/order/export.csv');

describe("Ordenes → 'Exportar CSV'", () => {
  it('offers this month so far, then downloads the chosen days with the bearer token', async () => {
    const { user, dialog } = await openExport();
    const from = within(dialog).getByLabelText('Desde');
    const to = within(dialog).getByLabelText('Hasta');
    const today = gymDay();
    expect(from).toHaveValue(`${today.slice(0, 8)}01`);
    expect(to).toHaveValue(today);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    await typeDate(user, from, '2025-03-01');
    await typeDate(user, to, '2025-03-15');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportRequests()).toEqual([
      {
        path: '/api/order/export.csv',
        params: { from: '2025-03-01', to: '2025-03-15' },
        authorization: `Bearer ${adminFixture.uid}`,
      },
    ]);
    // The name the server gave (Content-Disposition), and the file as it sent it: BOM first.
    expect(downloads[0]).toEqual({
      href: 'blob:http://localhost/ordenes',
      download: 'ordenes-2025-03-01-2025-03-15.csv',
    });
    const [blob] = savedBlobs;
    if (!blob) throw new Error('nothing was saved');
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The link is gone once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the file ordenes-<from>-<to>.csv when the server gives no name', async () => {
    server.use(
      http.get(
        '*/api/order/export.csv',
        () => new HttpResponse('\uFEFFNúmero\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const { user, dialog } = await openExport();
    await typeDate(user, within(dialog).getByLabelText('Desde'), '2025-02-01');
    await typeDate(user, within(dialog).getByLabelText('Hasta'), '2025-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toBe('ordenes-2025-02-01-2025-02-28.csv');
  });

  it('shows it is downloading and sends nothing twice meanwhile', async () => {
    let answer: () => void = () => undefined;
    let asked = 0;
    server.use(
      http.get('*/api/order/export.csv', async () => {
        asked += 1;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new HttpResponse('\uFEFF', {
          headers: { 'Content-Disposition': 'attachment; filename="ordenes.csv"' },
        });
      }),
    );
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(await within(dialog).findByText('Descargando las órdenes…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Descargar/ })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(asked).toBe(1);
    answer();
    await waitFor(() =>
      expect(downloads).toEqual([expect.objectContaining({ download: 'ordenes.csv' })]),
    );
  });

  it("shows a refusal's reason and its field's message, and downloads nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/order/export.csv', () =>
        HttpResponse.json(
          { error: MESSAGES.invalidInput, fields: { to: INSIGHTS_MESSAGES.rangeTooLong } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(await within(dialog).findByText(MESSAGES.invalidInput)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Hasta')).toHaveAccessibleDescription(
      INSIGHTS_MESSAGES.rangeTooLong,
    );
    expect(within(dialog).getByLabelText('Hasta')).toBeInvalid();
    expect(downloads).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    // Another day clears the field's message and lets the admin try again.
    await typeDate(user, within(dialog).getByLabelText('Hasta'), gymDay());
    expect(within(dialog).getByLabelText('Hasta')).toBeValid();
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeEnabled();
  });

  it("says 'No pudimos exportar las órdenes, intentá nuevamente' when the server gives no reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/order/export.csv', () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const { user, dialog } = await openExport();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(
      await within(dialog).findByText('No pudimos exportar las órdenes, intentá nuevamente'),
    ).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it("checks the days before asking: 'desde' after 'hasta' keeps 'Descargar' disabled", async () => {
    const { user, dialog } = await openExport();
    await typeDate(user, within(dialog).getByLabelText('Desde'), '2025-03-20');
    await typeDate(user, within(dialog).getByLabelText('Hasta'), '2025-03-10');
    expect(await within(dialog).findByText(INSIGHTS_MESSAGES.rangeInvalid)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar' })).toBeDisabled();
    expect(exportRequests()).toEqual([]);
  });

  it('works from the keyboard: opens, closes with Escape and gives the focus back', async () => {
    const view = renderApp({
      route: '/admindashboard?seccion=ordenes',
      preloadedState: signedInState(adminFixture),
    });
    await screen.findByRole('grid', { name: 'Ordenes' });
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    await view.user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await view.user.keyboard('{Escape}');
    // From 'Ordenar por': 'Estado', then 'Exportar CSV'.
    await view.user.tab();
    await view.user.tab();
    expect(button).toHaveFocus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Exportar órdenes' });
    await waitFor(() => expect(within(dialog).getByLabelText('Desde')).toHaveFocus());
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(exportRequests()).toEqual([]);
  });
});
