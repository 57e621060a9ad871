import { addDays, dateLabel, formatMoney, type DeskSaleDto } from '@power-gym/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { gymDay } from '@/lib/format';
import { cashDayOf, deskDb, sellerCash } from '@/testing/mocks/desk-handlers';
import { refuseGetUntilRecovered } from '@/testing/mocks/server';
import { columnHeaders, rowTexts } from '@/testing/tables';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { CashDay } from './components/cash-day';

const laura = { id: 2, name: 'Laura', lastName: 'Gómez' };
const pedro = { id: 3, name: 'Pedro', lastName: 'Ruiz' };

function sale(overrides: Partial<DeskSaleDto> & Pick<DeskSaleDto, 'orderId'>): DeskSaleDto {
  return {
    // 09:15 in the gym's time zone (UTC−3).
    paidAt: '2025-03-05T12:15:00.000Z',
    member: { id: 7, name: 'Ana', lastName: 'Pérez' },
    classes: ['Funcional'],
    total: '5000.00',
    paymentMethod: 'Efectivo',
    refunded: false,
    ...overrides,
  };
}

/** Laura sold twice in cash and once by transfer, one cash sale refunded since; Pedro once. */
function seedDay(date: string) {
  deskDb.cashDays.set(
    date,
    cashDayOf(date, [
      sellerCash(laura, [
        sale({ orderId: 501, classes: ['Funcional', 'Yoga'], total: '9000.00' }),
        sale({
          orderId: 502,
          paidAt: '2025-03-05T14:40:00.000Z',
          member: { id: 8, name: 'Bruno', lastName: 'Paz' },
          total: '4500.00',
          paymentMethod: 'Transferencia',
        }),
        sale({ orderId: 503, paidAt: '2025-03-05T16:05:00.000Z', refunded: true }),
      ]),
      sellerCash(pedro, [
        sale({
          orderId: 504,
          paidAt: '2025-03-05T21:30:00.000Z',
          classes: ['Boxeo'],
          total: '4950.00',
        }),
      ]),
    ]),
  );
}

/** The money text as Testing Library normalizes it (es-AR puts a no-break space after '$'). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

const part = (name: string) => screen.findByRole('region', { name });

beforeEach(() => deskDb.reset());

describe('Caja del día', () => {
  it("shows today's sales by seller, their sums, the refunded sale apart, and the day's totals", async () => {
    const today = gymDay();
    seedDay(today);
    renderWithProviders(<CashDay />);

    expect(screen.getByRole('heading', { name: 'Caja del día' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue(today);
    expect(screen.getByText(`Ventas del ${dateLabel(today)}`)).toBeInTheDocument();

    const lauraPart = await part('Laura Gómez');
    expect(lauraPart).toHaveTextContent(
      `Efectivo${money(9000)}Transferencia${money(4500)}Total${money(13500)}`,
    );
    const lauraSales = within(lauraPart).getByRole('table', { name: 'Ventas de Laura Gómez' });
    expect(columnHeaders(lauraSales)).toEqual([
      'Hora',
      'Orden',
      'Socio',
      'Clases',
      'Forma de pago',
      'Total',
    ]);
    expect(rowTexts(lauraSales)).toEqual([
      ['09:15', 'N.º 501', 'Ana Pérez', 'Funcional, Yoga', 'Efectivo', formatMoney(9000)],
      ['11:40', 'N.º 502', 'Bruno Paz', 'Funcional', 'Transferencia', formatMoney(4500)],
      ['13:05', 'N.º 503', 'Ana Pérez', 'Funcional', 'Efectivo', `Reembolsada${formatMoney(5000)}`],
    ]);
    // Struck through, and not in Laura's cash.
    const struck = [...lauraSales.querySelectorAll('del')];
    expect(struck.map((amount) => amount.closest('tr')?.textContent)).toEqual([
      `13:05N.º 503Ana PérezFuncionalEfectivoReembolsada${formatMoney(5000)}`,
    ]);
    expect(
      screen.getByText('Las ventas reembolsadas figuran tachadas y no se cuentan en la caja.'),
    ).toBeInTheDocument();

    const pedroPart = await part('Pedro Ruiz');
    expect(pedroPart).toHaveTextContent(
      `Efectivo${money(4950)}Transferencia${money(0)}Total${money(4950)}`,
    );
    expect(rowTexts(within(pedroPart).getByRole('table'))).toEqual([
      ['18:30', 'N.º 504', 'Ana Pérez', 'Boxeo', 'Efectivo', formatMoney(4950)],
    ]);

    expect(await part('Total del día')).toHaveTextContent(
      `Efectivo${money(13950)}Transferencia${money(4500)}Total${money(18450)}`,
    );
    // The sellers first, then the day's totals.
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Laura Gómez', 'Pedro Ruiz', 'Total del día']);
  });

  it('asks for the day chosen: the previous, the next, or one typed', async () => {
    const today = gymDay();
    const yesterday = addDays(today, -1);
    seedDay(yesterday);
    const { user } = renderWithProviders(<CashDay />);
    expect(await screen.findByText('No hubo ventas en recepción este día.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(await part('Laura Gómez')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue(yesterday);
    expect(screen.getByText(`Ventas del ${dateLabel(yesterday)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(await screen.findByText('No hubo ventas en recepción este día.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue(today);

    // Half typed, the field reads empty: the day shown stays until the date is whole.
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2025-03-05' } });
    expect(await screen.findByText(`Ventas del ${dateLabel('2025-03-05')}`)).toBeInTheDocument();
    await waitFor(() => expect(deskDb.requestedDates).toEqual([today, yesterday, '2025-03-05']));
  });

  it('says when the day cannot be loaded, and loads it again', async () => {
    const failing = refuseGetUntilRecovered('*/api/order/desk', 500, 'Algo salió mal');
    seedDay(gymDay());
    const { user } = renderWithProviders(<CashDay />);

    expect(await screen.findByText('No pudimos cargar la caja del día.')).toBeInTheDocument();
    failing.recover();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await part('Laura Gómez')).toBeInTheDocument();
    expect(screen.queryByText('No hubo ventas en recepción este día.')).not.toBeInTheDocument();
  });
});
