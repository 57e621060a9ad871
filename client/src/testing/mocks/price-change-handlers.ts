import {
  ADMIN_MESSAGES,
  MESSAGES,
  PRICE_CHANGE_MESSAGES,
  PRICE_NOTICE_DAYS,
  addDays,
  priceChangeBodySchema,
  type PriceChangeDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { gymDay } from '@/lib/format';
import { adminDb } from './admin-handlers';

/**
 * Clases → 'Aumento de cuota' (docs/api.md, 'Débito automático'): a class's price rises, checked
 * as the server checks them against the classes of adminDb. Install with
 * `server.use(...adminHandlers, ...priceChangeHandlers)` and reset with `priceChangeDb.reset()`.
 */
export const priceChangeDb = {
  changes: [] as PriceChangeDto[],
  /** How many members with a débito the next rise mails. */
  noticed: 2,
  requests: [] as { method: string; path: string; body: unknown }[],
  reset() {
    this.changes = [];
    this.noticed = 2;
    this.requests = [];
  },
};

/** A rise of `activityId`, 'Programado' unless told. */
export function priceChangeOf(
  id: number,
  activityId: number,
  price: number,
  effectiveFrom: string,
  state: PriceChangeDto['state'] = 'Programado',
  noticed = 0,
): PriceChangeDto {
  return {
    id,
    activityId,
    price,
    effectiveFrom,
    state,
    noticed,
    createdAt: '2025-04-01T12:00:00.000Z',
  };
}

async function record(request: Request) {
  const text = await request.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  priceChangeDb.requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body,
  });
  return body;
}

const refusal = (status: number, error: string) => HttpResponse.json({ error }, { status });
const activityOf = (id: unknown) =>
  adminDb.activities.find((activity) => String(activity.id) === String(id));

/** The latest day first, then the latest made. */
const latestFirst = (a: PriceChangeDto, b: PriceChangeDto) =>
  b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id;

export const priceChangeHandlers = [
  http.get('*/api/activity/:id/price-changes', ({ params }) =>
    HttpResponse.json(
      priceChangeDb.changes
        .filter((change) => String(change.activityId) === params.id)
        .sort(latestFirst),
    ),
  ),
  http.post('*/api/activity/:id/price-changes', async ({ params, request }) => {
    const parsed = priceChangeBodySchema.safeParse(await record(request));
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      return HttpResponse.json({ error: MESSAGES.invalidInput, fields }, { status: 400 });
    }
    const { price, effectiveFrom } = parsed.data;
    if (effectiveFrom < addDays(gymDay(), PRICE_NOTICE_DAYS)) {
      return refusal(400, PRICE_CHANGE_MESSAGES.tooSoon);
    }
    const activity = activityOf(params.id);
    if (!activity || activity.archivedAt) return refusal(404, ADMIN_MESSAGES.activityNotFound);
    if (activity.price === price) return refusal(409, PRICE_CHANGE_MESSAGES.samePrice);
    const taken = priceChangeDb.changes.some(
      (change) =>
        change.activityId === activity.id &&
        change.effectiveFrom === effectiveFrom &&
        change.state === 'Programado',
    );
    if (taken) return refusal(409, PRICE_CHANGE_MESSAGES.duplicate);
    const id = Math.max(0, ...priceChangeDb.changes.map((change) => change.id)) + 1;
    const change = priceChangeOf(id, activity.id, price, effectiveFrom, 'Programado');
    change.noticed = priceChangeDb.noticed;
    priceChangeDb.changes.push(change);
    return HttpResponse.json(change, { status: 201 });
  }),
  http.delete('*/api/activity/:id/price-changes/:changeId', async ({ params, request }) => {
    await record(request);
    const change = priceChangeDb.changes.find(
      (row) => String(row.id) === params.changeId && String(row.activityId) === params.id,
    );
    if (!change) return refusal(404, PRICE_CHANGE_MESSAGES.notFound);
    if (change.state === 'Aplicado') return refusal(409, PRICE_CHANGE_MESSAGES.alreadyApplied);
    change.state = 'Retirado';
    return HttpResponse.json(change);
  }),
];
