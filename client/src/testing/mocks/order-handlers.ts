import {
  MEMBER_PAGE_SIZE,
  WEEKDAYS,
  placesLeftMessage,
  type BoughtActivityDto,
  type OrderDto,
  type OrderLineDto,
  type OrderPaymentDto,
  type OrderState,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';

const stamp = '2025-03-05T15:30:00.000Z';

interface StoredLine {
  diaHoraId: number;
  quantity: number;
}

/** An in-memory cart and order list for the member, reset after each test. */
export const orderDb = {
  cartId: 100,
  cartLines: [] as StoredLine[],
  /** The discount code kept on the cart (PUT /order/cart/discount accepts POWER10 only). */
  cartCode: null as string | null,
  orders: [] as OrderDto[],
  /** Places left that differ from the fixtures' (a slot whose stock fell), by slot id. */
  stock: new Map<number, number>(),
  reset() {
    this.cartId = 100;
    this.cartLines = [];
    this.cartCode = null;
    this.orders = [];
    this.stock = new Map();
  },
};

/** A slot of the fixtures (or its stock as a test set it), as the server reads it. */
function slotOf(diaHoraId: number) {
  for (const activity of activitiesFixture) {
    const slot = activity.diaHoras.find((candidate) => candidate.id === diaHoraId);
    if (!slot) continue;
    return { activity, slot: { ...slot, stock: orderDb.stock.get(diaHoraId) ?? slot.stock } };
  }
  throw new Error(`No slot ${diaHoraId} in the fixtures`);
}

export function lineOf(orderId: number, { diaHoraId, quantity }: StoredLine): OrderLineDto {
  const { activity, slot } = slotOf(diaHoraId);
  return {
    id: orderId * 100 + diaHoraId,
    orderId,
    diaHoraId,
    activityId: activity.id,
    quantity,
    unitPrice: activity.price,
    subtotal: activity.price * quantity,
    activity: {
      id: activity.id,
      name: activity.name,
      image: activity.image,
      price: activity.price,
    },
    diaHora: {
      id: slot.id,
      day: slot.day,
      hour: slot.hour,
      stock: slot.stock,
      capacity: slot.capacity,
    },
  };
}

export function orderOf(
  id: number,
  state: OrderState,
  lines: StoredLine[],
  extra: Partial<OrderDto> = {},
): OrderDto {
  const orderLines = lines.map((line) => lineOf(id, line));
  const total = extra.total ?? orderLines.reduce((sum, line) => sum + line.subtotal, 0).toFixed(2);
  // The distinct classes of the lines, in line order, as the server's toOrderDto lists them.
  const activities = new Map(
    orderLines.map(({ activity: { id, name, image } }) => [id, { id, name, image }]),
  );
  return {
    id,
    userId: 7,
    state,
    total,
    totalPrice: total,
    discountCode: null,
    discountPercent: null,
    paymentId: null,
    paymentStatus: null,
    paymentStatusDetail: null,
    reservedUntil: null,
    createdAt: stamp,
    updatedAt: stamp,
    period: null,
    renewsOrderId: null,
    lines: orderLines,
    activities: [...activities.values()],
    ...extra,
  };
}

/** Newest created first, the id breaking ties, as the server lists a member's orders. */
const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * 'Mis actividades' as the server works it out: the distinct classes of the Complete orders, each
 * with its distinct slots (by weekday, then hour) and its first purchase; the latest bought first.
 */
export function boughtActivitiesOf(orders: readonly OrderDto[]): BoughtActivityDto[] {
  const byId = new Map<number, BoughtActivityDto & { latest: string }>();
  for (const order of orders) {
    if (order.state !== 'Complete') continue;
    for (const { activity, diaHora } of order.lines) {
      const entry = byId.get(activity.id) ?? {
        id: activity.id,
        name: activity.name,
        image: activity.image,
        slots: [],
        since: order.createdAt,
        latest: order.createdAt,
      };
      byId.set(activity.id, entry);
      if (!entry.slots.some((slot) => slot.day === diaHora.day && slot.hour === diaHora.hour)) {
        entry.slots.push({ day: diaHora.day, hour: diaHora.hour });
      }
      if (order.createdAt < entry.since) entry.since = order.createdAt;
      if (order.createdAt > entry.latest) entry.latest = order.createdAt;
    }
  }
  return [...byId.values()]
    .sort((a, b) =>
      newestFirst({ createdAt: a.latest, id: a.id }, { createdAt: b.latest, id: b.id }),
    )
    .map(({ latest: _latest, ...activity }) => ({
      ...activity,
      slots: activity.slots.sort(
        (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.hour.localeCompare(b.hour),
      ),
    }));
}

/** One page of `rows` as the server answers it: `?page=&pageSize=`, the total in X-Total-Count. */
export function pageResponse<T>(request: Request, rows: readonly T[]) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? MEMBER_PAGE_SIZE);
  return HttpResponse.json(rows.slice((page - 1) * pageSize, page * pageSize), {
    headers: { 'X-Total-Count': String(rows.length) },
  });
}

const cartLines = () => orderDb.cartLines.map((line) => lineOf(orderDb.cartId, line));
const cart = () =>
  orderOf(orderDb.cartId, 'Cart', orderDb.cartLines, {
    discountCode: orderDb.cartCode,
    discountPercent: orderDb.cartCode ? 10 : null,
  });

export const orderHandlers = [
  http.post('*/api/order/cart', () => HttpResponse.json({ order: cart(), isNew: false })),
  http.delete('*/api/order/cart/:userId', () => {
    orderDb.cartId += 1;
    orderDb.cartLines = [];
    return HttpResponse.json({ newOrderId: orderDb.cartId });
  }),
  http.get('*/api/orderline/:orderId', () => HttpResponse.json(cartLines())),
  http.post('*/api/orderline/cart', async ({ request }) => {
    const body = (await request.json()) as { lines: StoredLine[] };
    // As the server: each line capped at its places left, yet at least 1.
    orderDb.cartLines = body.lines.map(({ diaHoraId, quantity }) => ({
      diaHoraId,
      quantity: Math.max(1, Math.min(quantity, slotOf(diaHoraId).slot.stock)),
    }));
    return HttpResponse.json(cartLines());
  }),
  http.post('*/api/orderline', async ({ request }) => {
    const body = (await request.json()) as { diaHoraId: number; quantity?: number };
    const existing = orderDb.cartLines.find((line) => line.diaHoraId === body.diaHoraId);
    const next = (existing?.quantity ?? 0) + (body.quantity ?? 1);
    const { activity, slot } = slotOf(body.diaHoraId);
    if (next > slot.stock) {
      const error = placesLeftMessage(slot.stock, activity.name, slot.day, slot.hour);
      return HttpResponse.json({ error }, { status: 409 });
    }
    if (existing) existing.quantity = next;
    else orderDb.cartLines.push({ diaHoraId: body.diaHoraId, quantity: next });
    return HttpResponse.json(cartLines());
  }),
  http.put('*/api/order/cart/discount', async ({ request }) => {
    const { codigo } = (await request.json()) as { codigo: string | null };
    const code = codigo?.toUpperCase() ?? null;
    if (code !== null && code !== 'POWER10') {
      return HttpResponse.json({ error: 'El código de descuento no es válido' }, { status: 400 });
    }
    orderDb.cartCode = code;
    return HttpResponse.json(cart());
  }),
  http.post('*/api/descuento/validate', async ({ request }) => {
    const { codigo } = (await request.json()) as { codigo: string };
    if (codigo.toUpperCase() === 'POWER10')
      return HttpResponse.json({ codigo: 'POWER10', descuento: 10 });
    return HttpResponse.json({ error: 'El código de descuento no es válido' }, { status: 404 });
  }),
  http.post('*/api/order/checkout', async ({ request }) => {
    const { orderId } = (await request.json()) as { orderId: number };
    const order = orderOf(orderId, 'Created', orderDb.cartLines);
    orderDb.orders.push(order);
    orderDb.cartId += 1;
    orderDb.cartLines = [];
    return HttpResponse.json(order);
  }),
  http.post('*/api/mercadopago', async ({ request }) => {
    const { orderId } = (await request.json()) as { orderId: number };
    return HttpResponse.json(`https://sandbox.example/pay/${orderId}`);
  }),
  http.get('*/api/order/user/:userId', ({ request }) =>
    pageResponse(request, orderDb.orders.filter(({ state }) => state !== 'Cart').sort(newestFirst)),
  ),
  http.get('*/api/order/user/:userId/activities', ({ request }) =>
    pageResponse(request, boughtActivitiesOf(orderDb.orders)),
  ),
  http.get('*/api/order/:id/payment', ({ params }) => {
    const order = orderDb.orders.find(({ id }) => id === Number(params.id));
    if (!order) return HttpResponse.json({ error: 'No se encontró la orden' }, { status: 404 });
    const { id: orderId, state, paymentStatus, paymentStatusDetail, paymentId } = order;
    return HttpResponse.json({
      orderId,
      state,
      paymentStatus,
      paymentStatusDetail,
      paymentId,
    } satisfies OrderPaymentDto);
  }),
  http.put('*/api/order/canceled/:id', ({ params }) => {
    const id = Number(params.id);
    orderDb.orders = orderDb.orders.map((order) =>
      order.id === id ? { ...order, state: 'Canceled' } : order,
    );
    const order = orderDb.orders.find((candidate) => candidate.id === id);
    if (!order) return HttpResponse.json({ error: 'No se encontró la orden' }, { status: 404 });
    return HttpResponse.json({ order });
  }),
];
