import {
  ADMIN_MESSAGES,
  formatMoney,
  PRICE_CHANGE_MESSAGES,
  type PriceChangeDto,
} from '@power-gym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { openDashboard, setUpAdminAt } from '@/testing/admin-dashboard';
import { staticMediaQuery } from '@/testing/media-query';
import {
  priceChangeDb,
  priceChangeHandlers,
  priceChangeOf,
} from '@/testing/mocks/price-change-handlers';
import { refuseGetUntilRecovered, server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

// 10/04/2025 at noon in Buenos Aires: 30 days on is 10/05/2025.
setUpAdminAt(new Date('2025-04-10T15:00:00.000Z'));
const TODAY = '2025-04-10';
const NOTICE_DAY = '2025-05-10';
const HINT =
  'Al menos 30 días después de hoy: los socios con débito automático reciben un aviso por mail.';

beforeEach(() => {
  priceChangeDb.reset();
  server.use(...priceChangeHandlers);
});

/** Opens Clases and the row's 'Aumento de cuota' (Boxeo, $ 5.500, class 4). */
async function openRaise(name = 'Boxeo') {
  const view = await openDashboard('clases', 'Clases');
  const button = within(view.table).getByRole('button', { name: `Aumento de cuota de ${name}` });
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Aumento de cuota: ${name}` });
  return { ...view, button, dialog };
}

const priceInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Precio nuevo/);
const dateInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Desde el/);

/** Types a price and a day (each replaces what the field holds; no day keeps the proposed one). */
async function fillRaise(
  { user, dialog }: Awaited<ReturnType<typeof openRaise>>,
  price: string,
  day?: string,
) {
  await user.clear(priceInput(dialog));
  if (price !== '') await user.type(priceInput(dialog), price);
  if (day !== undefined) {
    await user.clear(dateInput(dialog));
    if (day !== '') await user.type(dateInput(dialog), day);
  }
}

const submit = (view: Awaited<ReturnType<typeof openRaise>>) =>
  view.user.click(within(view.dialog).getByRole('button', { name: 'Programar aumento' }));

/** The rise listed at `price`, as its list item. */
async function itemAt(dialog: HTMLElement, price: number): Promise<HTMLElement> {
  const list = await within(dialog).findByRole('list', { name: 'Aumentos de esta clase' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(formatMoney(price)));
  if (!item) throw new Error(`no rise at ${price}`);
  return item;
}

const seed = (...changes: PriceChangeDto[]) => priceChangeDb.changes.push(...changes);

describe("Clases → 'Aumento de cuota'", () => {
  it('opens from the row with the price now, the proposed day and the empty list', async () => {
    const view = await openRaise();
    const { dialog } = view;
    // Money's no-break space reads as a space.
    const current = `Precio actual: ${formatMoney(5500)}`.replace(/\s/g, ' ');
    expect(within(dialog).getByText(current)).toBeInTheDocument();
    expect(priceInput(dialog)).toHaveValue(null);
    expect(priceInput(dialog)).toHaveFocus();
    expect(dateInput(dialog)).toHaveValue(NOTICE_DAY);
    // The earliest day any notice allows: the server knows its own.
    expect(dateInput(dialog)).toHaveAttribute('min', TODAY);
    expect(dateInput(dialog)).toHaveAccessibleDescription(HINT);
    expect(
      await within(dialog).findByText('No hay aumentos programados para esta clase.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Aumentos de esta clase' })).toBeVisible();

    await view.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(view.button).toHaveFocus());
    expect(priceChangeDb.requests).toEqual([]);
  });

  it('lists the class’s rises, the latest day first, with their state and notices', async () => {
    seed(
      priceChangeOf(1, 4, 5000, '2025-03-01', 'Aplicado', 3),
      priceChangeOf(2, 4, 6000, '2025-06-01', 'Programado', 2),
      priceChangeOf(3, 4, 5800, '2025-05-15', 'Retirado', 1),
      priceChangeOf(4, 1, 9000, '2025-06-01', 'Programado', 4),
    );
    const { dialog } = await openRaise();
    const list = await within(dialog).findByRole('list', { name: 'Aumentos de esta clase' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${formatMoney(6000)}desde el 01/06/2025ProgramadoAvisados: 2Retirar`,
      `${formatMoney(5800)}desde el 15/05/2025RetiradoAvisados: 1`,
      `${formatMoney(5000)}desde el 01/03/2025AplicadoAvisados: 3`,
    ]);
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(
      within(list).getByRole('button', {
        name: `Retirar el aumento a ${formatMoney(6000)} desde el 01/06/2025`,
      }),
    ).toBeEnabled();
  });

  it('refuses a missing price, a price of zero and a day already past before sending', async () => {
    const view = await openRaise();
    const { dialog } = view;
    await submit(view);
    expect(await within(dialog).findByText(ADMIN_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(priceInput(dialog)).toHaveFocus();

    await fillRaise(view, '0', '2025-04-09');
    await submit(view);
    expect(await within(dialog).findByText(PRICE_CHANGE_MESSAGES.priceZero)).toBeInTheDocument();
    expect(dateInput(dialog)).toHaveAccessibleDescription(PRICE_CHANGE_MESSAGES.tooSoon);
    expect(dateInput(dialog)).toHaveAttribute('aria-invalid', 'true');

    await fillRaise(view, '', '');
    await submit(view);
    expect(
      await within(dialog).findByText('Elegí desde qué día rige el precio nuevo'),
    ).toBeInTheDocument();
    expect(priceChangeDb.requests).toEqual([]);
  });

  it("shows the server's notice rule on 'Desde el' for a day too soon", async () => {
    const view = await openRaise();
    await fillRaise(view, '6500', '2025-04-20');
    await submit(view);
    const date = dateInput(view.dialog);
    await waitFor(() => expect(date).toHaveAccessibleDescription(PRICE_CHANGE_MESSAGES.tooSoon));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(within(view.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(priceChangeDb.requests).toEqual([
      {
        method: 'POST',
        path: '/api/activity/4/price-changes',
        body: { price: 6500, effectiveFrom: '2025-04-20' },
      },
    ]);

    // A later day clears it and goes through.
    await view.user.clear(date);
    await view.user.type(date, NOTICE_DAY);
    await waitFor(() => expect(date).toHaveAccessibleDescription(HINT));
  });

  it('schedules the rise: says how many members were told and lists it Programado', async () => {
    const view = await openRaise();
    const { dialog } = view;
    await fillRaise(view, '6500');
    await submit(view);
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Aumento programado'));
    expect(status).toHaveTextContent('Se avisó a 2 socios con débito automático.');
    const item = await itemAt(dialog, 6500);
    expect(item).toHaveTextContent('desde el 10/05/2025');
    expect(within(item).getByText('Programado')).toBeInTheDocument();
    expect(within(item).getByText('Avisados: 2')).toBeInTheDocument();
    expect(priceChangeDb.requests).toEqual([
      {
        method: 'POST',
        path: '/api/activity/4/price-changes',
        body: { price: 6500, effectiveFrom: NOTICE_DAY },
      },
    ]);
    // The form is ready for another.
    expect(priceInput(dialog)).toHaveValue(null);
    expect(dateInput(dialog)).toHaveValue(NOTICE_DAY);
  });

  it('says one member in the singular', async () => {
    priceChangeDb.noticed = 1;
    const view = await openRaise('Funcional');
    await fillRaise(view, '5200', '2025-07-01');
    await submit(view);
    await waitFor(() =>
      expect(within(view.dialog).getByRole('status')).toHaveTextContent(
        'Aumento programadoSe avisó a 1 socio con débito automático.',
      ),
    );
    expect(await itemAt(view.dialog, 5200)).toHaveTextContent('desde el 01/07/2025');
  });

  it("shows the server's 409 in the dialog: a rise already set for that day, the same price", async () => {
    seed(priceChangeOf(1, 4, 6000, NOTICE_DAY));
    const view = await openRaise();
    await itemAt(view.dialog, 6000);
    await fillRaise(view, '6500');
    await submit(view);
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      PRICE_CHANGE_MESSAGES.duplicate,
    );
    expect(within(view.dialog).getByRole('status')).toBeEmptyDOMElement();

    await fillRaise(view, '5500', '2025-06-01');
    await submit(view);
    await waitFor(() =>
      expect(within(view.dialog).getByRole('alert')).toHaveTextContent(
        PRICE_CHANGE_MESSAGES.samePrice,
      ),
    );
    expect(priceChangeDb.changes).toHaveLength(1);
  });

  it('withdraws a coming rise after asking: DELETE, then it reads Retirado', async () => {
    seed(priceChangeOf(7, 4, 6000, '2025-06-01', 'Programado', 3));
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, dialog } = await openRaise();
    const item = await itemAt(dialog, 6000);
    await user.click(within(item).getByRole('button', { name: /^Retirar/ }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Retirar el aumento?',
      text: 'El precio no cambiará el 01/06/2025.',
      confirmButtonText: 'Retirar',
      cancelButtonText: 'Volver',
      // The button goes: the focus moves to what happened instead.
      returnFocus: false,
    });
    await waitFor(async () =>
      expect(within(await itemAt(dialog, 6000)).getByText('Retirado')).toBeInTheDocument(),
    );
    expect(within(await itemAt(dialog, 6000)).queryByRole('button')).not.toBeInTheDocument();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Aumento retirado');
    await waitFor(() => expect(status).toHaveFocus());
    expect(priceChangeDb.requests).toEqual([
      { method: 'DELETE', path: '/api/activity/4/price-changes/7', body: undefined },
    ]);
  });

  it('changes nothing when the admin goes back', async () => {
    seed(priceChangeOf(7, 4, 6000, '2025-06-01'));
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user, dialog } = await openRaise();
    const withdraw = within(await itemAt(dialog, 6000)).getByRole('button', { name: /^Retirar/ });
    await user.click(withdraw);
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    await waitFor(() => expect(withdraw).toHaveFocus());
    expect(within(await itemAt(dialog, 6000)).getByText('Programado')).toBeInTheDocument();
    expect(priceChangeDb.requests).toEqual([]);
  });

  it("shows why a rise applied meanwhile can't be withdrawn, and the list catches up", async () => {
    const change = priceChangeOf(7, 4, 6000, '2025-06-01');
    seed(change);
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, dialog } = await openRaise();
    const item = await itemAt(dialog, 6000);
    change.state = 'Aplicado';
    await user.click(within(item).getByRole('button', { name: /^Retirar/ }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(PRICE_CHANGE_MESSAGES.alreadyApplied);
    await waitFor(() => expect(refusal).toHaveFocus());
    await waitFor(async () =>
      expect(within(await itemAt(dialog, 6000)).getByText('Aplicado')).toBeInTheDocument(),
    );
  });

  it("says when the list can't be loaded and 'Reintentar' loads it", async () => {
    const failing = refuseGetUntilRecovered(
      '*/api/activity/:id/price-changes',
      500,
      'Error interno',
    );
    const { user, dialog } = await openRaise();
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('No pudimos cargar los aumentos');
    failing.recover();
    await user.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(dialog).findByText('No hay aumentos programados para esta clase.'),
    ).toBeInTheDocument();
    expect(failing.calls()).toBe(2);
  });

  it('fills the screen on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      staticMediaQuery(query, query.includes('max-width')),
    );
    const { dialog } = await openRaise();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});
