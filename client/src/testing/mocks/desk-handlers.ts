import {
  centavosToDecimal,
  DISCOUNT_CODE_MESSAGES,
  discountedTotalCentavos,
  lineSubtotal,
  ORDER_MESSAGES,
  placesLeftMessage,
  type CashDayDto,
  type DeskSaleBody,
  type DeskSaleDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';
import { orderOf } from './order-handlers';

type Person = CashDayDto['sellers'][number]['seller'];

/**
 * The desk's sales as the server keeps them: the next order's id, each day's cash (an empty day
 * when not set) and the dates 'Caja del día' asked for. Reset by the tests that use it.
 */
export const deskDb = {
  nextOrderId: 500,
  cashDays: new Map<string, CashDayDto>(),
  requestedDates: [] as string[],
  reset() {
    this.nextOrderId = 500;
    this.cashDays = new Map();
    this.requestedDates = [];
  },
};

/** Decimal strings added as the server adds them: in centavos. */
const sumOf = (amounts: readonly string[]) =>
  centavosToDecimal(amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0));

/** One seller's part of the day: their sums leave refunded sales out, as the server's do. */
export function sellerCash(seller: Person, sales: DeskSaleDto[]): CashDayDto['sellers'][number] {
  const counted = sales.filter((sale) => !sale.refunded);
  const paidBy = (method: DeskSaleDto['paymentMethod']) =>
    sumOf(counted.filter((sale) => sale.paymentMethod === method).map((sale) => sale.total));
  return {
    seller,
    cash: paidBy('Efectivo'),
    transfer: paidBy('Transferencia'),
    total: sumOf(counted.map((sale) => sale.total)),
    sales,
  };
}

/** A day's cash: the sellers' parts and their sums. */
export function cashDayOf(date: string, sellers: CashDayDto['sellers']): CashDayDto {
  return {
    date,
    sellers,
    cash: sumOf(sellers.map((entry) => entry.cash)),
    transfer: sumOf(sellers.map((entry) => entry.transfer)),
    total: sumOf(sellers.map((entry) => entry.total)),
  };
}

const slotOf = (diaHoraId: number) => {
  for (const activity of activitiesFixture) {
    const slot = activity.diaHoras.find((candidate) => candidate.id === diaHoraId);
    if (slot) return { activity, slot };
  }
  return undefined;
};

const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

export const deskHandlers = [
  // As the server: the places of the fixtures' slots, POWER10 for 10% off, the order paid at once.
  http.post('*/api/order/desk', async ({ request }) => {
    const body = (await request.json()) as DeskSaleBody;
    let sum = 0;
    for (const { diaHoraId, quantity } of body.lines) {
      const found = slotOf(diaHoraId);
      if (!found) return refused(404, ORDER_MESSAGES.slotNotFound);
      const { activity, slot } = found;
      if (quantity > slot.stock) {
        return refused(409, placesLeftMessage(slot.stock, activity.name, slot.day, slot.hour));
      }
      sum += lineSubtotal(activity.price, quantity);
    }
    if (body.codigo !== undefined && body.codigo !== 'POWER10') {
      return refused(400, DISCOUNT_CODE_MESSAGES.invalid);
    }
    const percent = body.codigo === undefined ? null : 10;
    const id = deskDb.nextOrderId++;
    const order = orderOf(id, 'Complete', body.lines, {
      userId: body.userId,
      total: centavosToDecimal(discountedTotalCentavos(sum, percent)),
      discountCode: body.codigo ?? null,
      discountPercent: percent,
      paymentId: `desk-${id}`,
      paymentStatus: body.paymentMethod,
    });
    return HttpResponse.json(order, { status: 201 });
  }),
  http.get('*/api/order/desk', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') ?? '';
    deskDb.requestedDates.push(date);
    return HttpResponse.json(deskDb.cashDays.get(date) ?? cashDayOf(date, []));
  }),
];
