import {
  ADMIN_MESSAGES,
  REVIEW_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type ActivityDto,
  type AdminDiscountDto,
  type AdminOrderDto,
  type AdminReviewDto,
  type AdminUserDto,
  type ArchivedMark,
  type DiaHoraWithActivityDto,
  type SubscriptionStatus,
  type TrainerWithActivitiesDto,
  type UserDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture, adminFixture, memberFixture } from './fixtures';
import { periodOf, subscriptionOf } from './membership-handlers';
import { orderOf } from './order-handlers';

const notFound = () =>
  HttpResponse.json({ error: 'No se encontró el recurso solicitado' }, { status: 404 });

const otherMember: UserDto = {
  ...memberFixture,
  id: 9,
  uid: 'other-uid',
  email: 'bruno@example.com',
  name: 'Bruno',
  lastName: 'Díaz',
  createdAt: '2025-02-01T12:00:00.000Z',
  updatedAt: '2025-02-01T12:00:00.000Z',
};

const buyer = (user: UserDto) => ({
  id: user.id,
  name: user.name,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
});

/** Bought online: no seller, no desk payment; and no débito. */
const online = { soldBy: null, deskPayment: null, subscription: null };

function initialOrders(): AdminOrderDto[] {
  return [
    {
      ...orderOf(201, 'Created', [{ diaHoraId: 11, quantity: 2 }]),
      user: buyer(memberFixture),
      ...online,
    },
    {
      ...orderOf(202, 'Canceled', [{ diaHoraId: 21, quantity: 1 }]),
      user: buyer(memberFixture),
      ...online,
    },
    {
      ...orderOf(203, 'Complete', [{ diaHoraId: 31, quantity: 1 }], {
        userId: 9,
        period: periodOf('Activa'),
        paymentId: '1234567890',
        paymentStatus: 'approved',
      }),
      user: buyer(otherMember),
      ...online,
      // Bruno pays it by débito automático.
      subscription: subscriptionOf('Activa'),
    },
  ];
}

/** Each member's débito as GET /user lists it (AdminUserDto.debit): Bruno's pays order 203. */
const initialDebits = (): Record<number, SubscriptionStatus> => ({ [otherMember.id]: 'Activa' });

/** Order `id`, paid at the desk ('Venta en recepción') by `paymentMethod`, sold by Rita López. */
export function deskSaleOf(id: number, paymentMethod: 'Efectivo' | 'Transferencia'): AdminOrderDto {
  return {
    ...orderOf(id, 'Complete', [{ diaHoraId: 11, quantity: 1 }], {
      period: periodOf('Activa'),
      paymentId: `desk-${id}`,
      paymentStatus: paymentMethod,
    }),
    user: buyer(memberFixture),
    soldBy: 'Rita López',
    deskPayment: paymentMethod,
    subscription: null,
  };
}

function initialSlots(): DiaHoraWithActivityDto[] {
  const taken = activitiesFixture.flatMap((activity) =>
    activity.diaHoras.map((slot) => ({
      ...slot,
      activity: { id: activity.id, name: activity.name, price: activity.price },
    })),
  );
  const free: DiaHoraWithActivityDto = {
    id: 90,
    day: 'Viernes',
    hour: '20:00',
    capacity: 10,
    stock: 10,
    waiting: 0,
    activityId: null,
    activity: null,
    createdAt: '2025-04-01T12:00:00.000Z',
    updatedAt: '2025-04-01T12:00:00.000Z',
  };
  return [...taken, free];
}

const initialTrainers = (): TrainerWithActivitiesDto[] => [
  {
    id: 1,
    name: 'Laura Gómez',
    image: '/media/trainers/laura.svg',
    specialty: 'Funcional',
    experience: '10 años entrenando grupos',
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    activities: [{ id: 1, name: 'Funcional' }],
  },
  {
    id: 2,
    name: 'Diego Ruiz',
    image: '/media/trainers/diego.svg',
    specialty: 'Boxeo',
    experience: '5 años',
    createdAt: '2025-02-01T12:00:00.000Z',
    updatedAt: '2025-02-01T12:00:00.000Z',
    activities: [{ id: 4, name: 'Boxeo' }],
  },
];

/** Created on different days and edited in the other order, so both sorts differ. */
const initialDiscounts = (): AdminDiscountDto[] => [
  {
    id: 1,
    codigo: 'POWER10',
    descuento: 10,
    name: null,
    endsOn: null,
    maxUses: null,
    maxUsesPerMember: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
  },
  {
    id: 2,
    codigo: 'VERANO25',
    descuento: 25,
    name: 'Verano',
    endsOn: '2025-03-31',
    maxUses: 100,
    maxUsesPerMember: null,
    createdAt: '2025-02-01T12:00:00.000Z',
    updatedAt: '2025-02-01T12:00:00.000Z',
  },
];

type Archivable = Partial<ArchivedMark>;

function initialReviews(): AdminReviewDto[] {
  const review = (id: number, rating: number, description: string, hiddenAt: string | null) => ({
    id,
    rating,
    description,
    activityId: 1,
    userId: memberFixture.id,
    createdAt: '2025-03-01T12:00:00.000Z',
    user: { name: memberFixture.name, lastName: memberFixture.lastName, image: null },
    activity: { id: 1, name: 'Funcional' },
    hiddenAt,
  });
  return [
    review(1, 5, 'Excelente clase', null),
    review(2, 1, 'Publicidad de otro gimnasio', '2025-03-02T12:00:00.000Z'),
  ];
}

/** The admin's data sets and the last body each write route received; reset per test. */
export const adminDb = {
  users: [] as UserDto[],
  /** The débito of each member (by id) who has one; GET /user adds it to their row. */
  debits: {} as Record<number, SubscriptionStatus>,
  activities: [] as (ActivityDto & Archivable)[],
  trainers: [] as (TrainerWithActivitiesDto & Archivable)[],
  orders: [] as AdminOrderDto[],
  slots: [] as (DiaHoraWithActivityDto & Archivable)[],
  discounts: [] as AdminDiscountDto[],
  reviews: [] as AdminReviewDto[],
  requests: [] as { method: string; path: string; body: unknown }[],
  /** Each list request's path and query parameters: what the dashboard asked for. */
  listRequests: [] as { path: string; params: Record<string, string> }[],
  reset() {
    // Copies: a PUT changes the row, never the shared fixtures.
    this.users = structuredClone([memberFixture, adminFixture, otherMember]);
    this.debits = initialDebits();
    this.activities = structuredClone(activitiesFixture);
    this.trainers = initialTrainers();
    this.orders = initialOrders();
    this.slots = initialSlots();
    this.discounts = initialDiscounts();
    this.reviews = initialReviews();
    this.requests = [];
    this.listRequests = [];
  },
};
adminDb.reset();

async function record(request: Request) {
  const text = await request.text();
  const entry = {
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
  adminDb.requests.push(entry);
  return entry.body as Record<string, unknown>;
}

/** Admin lists answer 25 rows without `pageSize`; the catalogue's (classes, trainers, slots) 100. */
const ADMIN_PAGE_SIZE = 25;
const CATALOGUE_PAGE_SIZE = 100;

type Listed = { id: number; createdAt?: string; updatedAt?: string };

const contains = (text: string | null | undefined, q: string) =>
  (text ?? '').toLowerCase().includes(q.toLowerCase());

/**
 * One page of `rows` the way the server pages them (docs/api.md, 'Paging'): `q` matches the id
 * or what `matches` says, `sort` orders newest first or by a column (`order` turns it around),
 * the total goes in X-Total-Count.
 */
function pageOf<T extends Listed>(
  request: Request,
  rows: readonly T[],
  {
    matches,
    pageSize: defaultSize,
    keep = () => true,
    ownOrder,
  }: {
    matches: (row: T, q: string) => boolean;
    pageSize: number;
    keep?: (row: T, params: Record<string, string>) => boolean;
    /** The list's order without `sort` for these parameters, when it has one. */
    ownOrder?: (params: Record<string, string>) => ((a: T, b: T) => number) | undefined;
  },
) {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  adminDb.listRequests.push({ path: url.pathname, params });
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.pageSize ?? defaultSize);
  const { q, sort, order } = params;
  const found = rows.filter(
    (row) => keep(row, params) && (!q || String(row.id) === q || matches(row, q)),
  );
  const own = ownOrder?.(params);
  if (sort === 'created' || sort === 'updated') {
    const key = sort === 'created' ? 'createdAt' : 'updatedAt';
    found.sort((a, b) => (b[key] ?? '').localeCompare(a[key] ?? '') || b.id - a.id);
  } else if (sort !== undefined) {
    const value = (row: T) => (row as Record<string, unknown>)[sort];
    const direction = order === 'desc' ? -1 : 1;
    found.sort(
      (a, b) =>
        direction *
        (String(value(a)).localeCompare(String(value(b)), 'es', { numeric: true }) || a.id - b.id),
    );
  } else if (own) {
    found.sort(own);
  }
  return HttpResponse.json(found.slice((page - 1) * pageSize, page * pageSize), {
    headers: { 'X-Total-Count': String(found.length) },
  });
}

const person = (user: { name: string; lastName: string; email: string }, q: string) =>
  contains(user.name, q) || contains(user.lastName, q) || contains(user.email, q);

/** The admin-only lists no other handler answers; part of the default handlers. */
export const adminListHandlers = [
  http.get('*/api/user', ({ request }) =>
    pageOf(
      request,
      adminDb.users.map((user): AdminUserDto => ({
        ...user,
        debit: adminDb.debits[user.id] ?? null,
      })),
      { matches: person, pageSize: ADMIN_PAGE_SIZE },
    ),
  ),
  // `ending=true` ('Por vencer'): paid orders whose membership ends soon, the soonest first.
  http.get('*/api/order', ({ request }) =>
    pageOf(request, adminDb.orders, {
      matches: (order, q) => person(order.user, q),
      keep: (order, { state, ending }) =>
        (!state || order.state === state) &&
        (ending !== 'true' || order.period?.status === 'Por vencer'),
      ownOrder: ({ ending }) =>
        ending === 'true'
          ? (a, b) => (a.period?.endsAt ?? '').localeCompare(b.period?.endsAt ?? '') || a.id - b.id
          : undefined,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  ),
  http.get('*/api/diahora', ({ request }) =>
    pageOf(request, adminDb.slots, {
      matches: (slot, q) => contains(slot.activity?.name, q),
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.get('*/api/descuento/all', ({ request }) =>
    pageOf(request, adminDb.discounts, {
      matches: (discount, q) => contains(discount.codigo, q) || contains(discount.name, q),
      pageSize: ADMIN_PAGE_SIZE,
    }),
  ),
];

const marked = <T extends Archivable>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, archivedAt: row.archivedAt ?? null }));

/**
 * The admin lists of the catalogue (archived rows marked) and 'Reseñas', with their writes:
 * before GET /activity/:id, which 'admin' would match.
 */
export const adminCatalogueHandlers = [
  http.get('*/api/activity/admin', ({ request }) =>
    pageOf(request, marked(adminDb.activities), {
      matches: (activity, q) => contains(activity.name, q),
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.get('*/api/trainer/admin', ({ request }) =>
    pageOf(request, marked(adminDb.trainers), {
      matches: (trainer, q) => contains(trainer.name, q) || contains(trainer.specialty, q),
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.get('*/api/diahora/admin', ({ request }) =>
    pageOf(request, marked(adminDb.slots), {
      matches: (slot, q) => contains(slot.activity?.name, q),
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.get('*/api/review/admin', ({ request }) =>
    pageOf(request, adminDb.reviews, {
      matches: (review, q) => contains(review.description, q),
      pageSize: ADMIN_PAGE_SIZE,
    }),
  ),
  http.put('*/api/:list/:id/:step', async ({ params, request }) => {
    const { list = '', id, step } = params as Partial<Record<string, string>>;
    const rows = {
      activity: adminDb.activities,
      trainer: adminDb.trainers,
      diahora: adminDb.slots,
    }[list];
    if (!rows || (step !== 'archive' && step !== 'restore')) return undefined;
    await record(request);
    const found = byId<{ id: number } & Archivable>(rows, id);
    if (!found) return notFound();
    found.archivedAt = step === 'archive' ? '2025-04-01T12:00:00.000Z' : null;
    return HttpResponse.json(found);
  }),
  http.put('*/api/review/:id/:step', async ({ params, request }) => {
    await record(request);
    const found = byId(adminDb.reviews, params.id);
    if (!found) return HttpResponse.json({ error: REVIEW_MESSAGES.notFound }, { status: 404 });
    found.hiddenAt = params.step === 'hide' ? '2025-04-01T12:00:00.000Z' : null;
    return HttpResponse.json(found);
  }),
];

/** The row with this id (a number, or a path parameter's text). */
const byId = <T extends { id: number }>(rows: T[], id: unknown) =>
  rows.find((row) => String(row.id) === String(id));

/** The class edit page's links: slots move between free and the class; trainers link both ways. */
const classLinkHandlers = [
  http.post('*/api/diahora/activity', async ({ request }) => {
    const body = (await record(request)) as { activityId: number; diaHoraId: number };
    const activity = byId(adminDb.activities, body.activityId);
    const slot = byId(adminDb.slots, body.diaHoraId);
    if (!activity || !slot) return notFound();
    slot.activityId = activity.id;
    slot.activity = { id: activity.id, name: activity.name, price: activity.price };
    const { activity: _owner, ...plain } = slot;
    activity.diaHoras.push(plain);
    return HttpResponse.json(slot);
  }),
  http.delete('*/api/diahora/activity/:activityId/:diaHoraId', async ({ params, request }) => {
    await record(request);
    const activity = byId(adminDb.activities, params.activityId);
    const slot = byId(adminDb.slots, params.diaHoraId);
    if (!activity || !slot) return notFound();
    if (slot.stock < slot.capacity) {
      return HttpResponse.json({ error: ADMIN_MESSAGES.slotHasBookings }, { status: 409 });
    }
    slot.activityId = null;
    slot.activity = null;
    activity.diaHoras = activity.diaHoras.filter((candidate) => candidate.id !== slot.id);
    return HttpResponse.json(slot);
  }),
  http.post('*/api/activity/:activityId/addTrainer/:trainerId', async ({ params, request }) => {
    await record(request);
    const activity = byId(adminDb.activities, params.activityId);
    const trainer = byId(adminDb.trainers, params.trainerId);
    if (!activity || !trainer) return notFound();
    activity.trainers.push({ id: trainer.id, name: trainer.name });
    trainer.activities.push({ id: activity.id, name: activity.name });
    return HttpResponse.json(activity);
  }),
  http.delete(
    '*/api/activity/:activityId/deleteTrainer/:trainerId',
    async ({ params, request }) => {
      await record(request);
      const activity = byId(adminDb.activities, params.activityId);
      if (!activity) return notFound();
      activity.trainers = activity.trainers.filter((t) => String(t.id) !== params.trainerId);
      return HttpResponse.json(activity);
    },
  ),
];

/** An order line (of any order: the mock holds no carts) names the class or the slot. */
const ordered = (match: (line: { activityId: number; diaHoraId: number }) => boolean) =>
  adminDb.orders.some((order) => order.lines.some(match));

type CatalogTable = 'activities' | 'trainers' | 'slots' | 'discounts';
type Row<K extends CatalogTable> = (typeof adminDb)[K][number];

/**
 * DELETE `path` of a row of `table`: 404 when unknown, 409 with the reason `refusal` gives (while
 * an order names it), else 204 and `removed` tidies what pointed at the row.
 */
function deleteHandler<K extends CatalogTable>(
  path: string,
  table: K,
  refusal: (row: Row<K>) => string | undefined = () => undefined,
  removed: (row: Row<K>) => void = () => undefined,
) {
  return http.delete(path, async ({ params, request }) => {
    await record(request);
    const rows: Row<K>[] = adminDb[table];
    const found = byId(rows, params.id);
    if (!found) return notFound();
    const reason = refusal(found);
    if (reason !== undefined) return HttpResponse.json({ error: reason }, { status: 409 });
    (adminDb[table] as Row<K>[]) = rows.filter((row) => row !== found);
    removed(found);
    return new HttpResponse(null, { status: 204 });
  });
}

/** DELETE of a class, trainer, slot or discount: 204, or 409 while an order names it. */
const deleteHandlers = [
  deleteHandler(
    '*/api/activity/:id',
    'activities',
    (found) =>
      ordered((line) => line.activityId === found.id) ? ADMIN_MESSAGES.activityInOrders : undefined,
    (found) => {
      for (const slot of adminDb.slots) {
        if (slot.activityId === found.id) Object.assign(slot, { activityId: null, activity: null });
      }
    },
  ),
  deleteHandler('*/api/trainer/:id', 'trainers'),
  deleteHandler('*/api/diahora/:id', 'slots', (found) =>
    ordered((line) => line.diaHoraId === found.id) ? ADMIN_MESSAGES.slotInOrders : undefined,
  ),
  deleteHandler('*/api/descuento/:id', 'discounts'),
];

/** Install with `server.use(...adminHandlers)`: every list and write route of the dashboard. */
export const adminHandlers = [
  ...adminCatalogueHandlers,
  ...adminListHandlers,
  ...classLinkHandlers,
  ...deleteHandlers,
  http.delete('*/api/user/:id', async ({ params, request }) => {
    await record(request);
    const found = byId(adminDb.users, params.id);
    if (!found) return notFound();
    adminDb.users = adminDb.users.filter((user) => user !== found);
    return HttpResponse.json(found);
  }),
  http.get('*/api/user/:id', ({ params }) => {
    const found = adminDb.users.find((user) => user.uid === params.id || byId([user], params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.put('*/api/user/:id', async ({ params, request }) => {
    const body = await record(request);
    const found = byId(adminDb.users, params.id);
    if (!found) return notFound();
    Object.assign(found, body);
    // As the server answers a role change: isAdmin is role 'admin'.
    if (typeof body.role === 'string') found.isAdmin = body.role === 'admin';
    return HttpResponse.json(found);
  }),
  http.get('*/api/activity/all', ({ request }) =>
    pageOf(request, adminDb.activities, {
      matches: (activity, q) => contains(activity.name, q),
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.get('*/api/activity/:id', ({ params }) => {
    const found = byId(adminDb.activities, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post('*/api/activity', async ({ request }) =>
    HttpResponse.json(await record(request), { status: 201 }),
  ),
  http.put('*/api/activity/:id', async ({ request }) => HttpResponse.json(await record(request))),
  // The public list: an archived trainer leaves it (GET /trainer/admin keeps them, marked).
  http.get('*/api/trainer', ({ request }) =>
    pageOf(request, adminDb.trainers, {
      matches: (trainer, q) => contains(trainer.name, q) || contains(trainer.specialty, q),
      keep: (trainer) => !trainer.archivedAt,
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
  ),
  http.post('*/api/trainer', async ({ request }) =>
    HttpResponse.json(await record(request), { status: 201 }),
  ),
  http.put('*/api/trainer/:id', async ({ request }) => HttpResponse.json(await record(request))),
  http.put('*/api/order/canceled/:id', async ({ params, request }) => {
    await record(request);
    const found = byId(adminDb.orders, params.id);
    if (!found) return notFound();
    if (found.state === 'Complete') {
      return HttpResponse.json({ error: 'Una orden pagada no se puede cancelar' }, { status: 409 });
    }
    found.state = 'Canceled';
    return HttpResponse.json({ order: found });
  }),
  // An admin cancels a paid order: refunded in full through Mercado Pago (here, at once).
  http.put('*/api/order/:id', async ({ params, request }) => {
    const body = await record(request);
    const found = byId(adminDb.orders, params.id);
    if (!found) return notFound();
    if (body.state !== 'Canceled') {
      return HttpResponse.json({ error: 'Estado no permitido' }, { status: 400 });
    }
    found.state = found.state === 'Complete' ? 'Refunded' : 'Canceled';
    return HttpResponse.json({ order: found });
  }),
  // Ordenes' 'Cancelar el débito automático': an order the admin fixtures hold (else 'Mis abonos''
  // own handler answers).
  http.delete('*/api/order/:id/subscription', async ({ params, request }) => {
    const found = byId(adminDb.orders, params.id);
    if (!found) return undefined;
    await record(request);
    if (found.subscription === null || found.subscription.status === 'Cancelada') {
      return HttpResponse.json({ error: SUBSCRIPTION_MESSAGES.notFound }, { status: 404 });
    }
    found.subscription = { ...found.subscription, status: 'Cancelada', nextChargeAt: null };
    return HttpResponse.json(found.subscription);
  }),
  http.post('*/api/diahora/create', async ({ request }) =>
    HttpResponse.json(await record(request), { status: 201 }),
  ),
  http.get('*/api/diahora/:id', ({ params }) => {
    const found = byId(adminDb.slots, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.put('*/api/diahora/:id', async ({ request }) => HttpResponse.json(await record(request))),
  http.post('*/api/descuento/', async ({ request }) =>
    HttpResponse.json(await record(request), { status: 201 }),
  ),
  http.put('*/api/descuento/:id', async ({ params, request }) => {
    const body = await record(request);
    const found = byId(adminDb.discounts, params.id);
    if (!found) return notFound();
    Object.assign(found, body);
    return HttpResponse.json(found);
  }),
];
