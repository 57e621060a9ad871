import {
  FREEZE_DAYS_PER_YEAR,
  FREEZE_MESSAGES,
  MEMBERSHIP_DAYS,
  ORDER_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  freezeBodySchema,
  type CalendarFeedDto,
  type FreezeDto,
  type MembershipDto,
  type OrderPeriodDto,
  type PeriodStatus,
  type SubscriptionDto,
  type SubscriptionStartDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';
import { orderDb, orderOf } from './order-handlers';

const DAY_MS = 86_400_000;

/** The feed URL GET /membership/calendar answers until a reset. */
export const FEED_URL = 'https://gym.example/calendar/feed-1.ics';

/** A paid order's period from `startsAt` (MEMBERSHIP_DAYS long), with the status the server says. */
export function periodOf(
  status: PeriodStatus,
  startsAt = '2025-03-05T15:30:00.000Z',
): OrderPeriodDto {
  const endsAt = new Date(Date.parse(startsAt) + MEMBERSHIP_DAYS * DAY_MS).toISOString();
  return { startsAt, endsAt, status };
}

/** The membership of slot `diaHoraId` (a slot of the fixtures) bought in order `orderId`. */
export function membershipOf(
  orderId: number,
  diaHoraId: number,
  extra: Partial<MembershipDto> = {},
): MembershipDto {
  for (const activity of activitiesFixture) {
    const slot = activity.diaHoras.find((candidate) => candidate.id === diaHoraId);
    if (!slot) continue;
    const { startsAt, endsAt } = periodOf('Activa');
    return {
      orderId,
      diaHoraId,
      quantity: 1,
      activity: {
        id: activity.id,
        name: activity.name,
        image: activity.image,
        price: activity.price,
      },
      day: slot.day,
      hour: slot.hour,
      startsAt,
      endsAt,
      status: 'Activa',
      pendingRenewalId: null,
      leftOutOfRenewal: false,
      subscription: null,
      frozenUntil: null,
      ...extra,
    };
  }
  throw new Error(`No slot ${diaHoraId} in the fixtures`);
}

/** The page where the member authorises the débito of order `orderId` at Mercado Pago. */
export const subscriptionUrlOf = (orderId: number) =>
  `https://sandbox.example/subscriptions/checkout?preapproval_id=pre-${orderId}`;

/** The débito of a membership, 'Activa' by default, charging 9000 on 02/04/2025. */
export function subscriptionOf(
  status: SubscriptionDto['status'] = 'Activa',
  extra: Partial<SubscriptionDto> = {},
): SubscriptionDto {
  return {
    status,
    amount: 9000,
    nextChargeAt: status === 'Activa' ? '2025-04-02T15:30:00.000Z' : null,
    ...extra,
  };
}

/** A running freeze of an order, and the débito it paused (resumed when it ends). */
export interface MockFreeze {
  startsAt: string;
  endsAt: string;
  days: number;
  paused: SubscriptionDto | null;
}

/** The member's memberships, calendar feed, renewals and freezes; reset after each test. */
export const membershipDb = {
  memberships: [] as MembershipDto[],
  feedUrl: FEED_URL,
  /** Each POST /order/:id/renew: the order renewed and the body sent. */
  renewals: [] as { orderId: number; body: unknown }[],
  /** How many times the feed's URL was replaced. */
  feedResets: 0,
  nextOrderId: 300,
  /** The running freeze of each order ('Congelar'), by orderId. */
  freezes: new Map<number, MockFreeze>(),
  /** Freeze days the member used in the last twelve months, of FREEZE_DAYS_PER_YEAR. */
  freezeDaysUsed: 0,
  reset() {
    this.memberships = [];
    this.feedUrl = FEED_URL;
    this.renewals = [];
    this.feedResets = 0;
    this.nextOrderId = 300;
    this.freezes = new Map();
    this.freezeDaysUsed = 0;
  },
};

/** The lines a renewal repeats: the order's in orderDb, else its memberships' slots. */
function renewedLines(orderId: number) {
  const order = orderDb.orders.find(({ id }) => id === orderId);
  if (order) return order.lines.map(({ diaHoraId, quantity }) => ({ diaHoraId, quantity }));
  return membershipDb.memberships
    .filter((membership) => membership.orderId === orderId)
    .map(({ diaHoraId, quantity }) => ({ diaHoraId, quantity }));
}

/** Gives every listed membership of order `orderId` the débito `subscription`. */
function setSubscription(orderId: number, subscription: SubscriptionDto) {
  membershipDb.memberships = membershipDb.memberships.map((membership) =>
    membership.orderId === orderId ? { ...membership, subscription } : membership,
  );
}

/** The débito of order `orderId` as its listed memberships carry it, if any. */
const subscriptionOfOrder = (orderId: number) =>
  membershipDb.memberships.find((membership) => membership.orderId === orderId)?.subscription ??
  null;

/** Moves the end of every listed membership of order `orderId` by `ms`, and sets its freeze. */
function shiftOrder(orderId: number, ms: number, frozenUntil: string | null) {
  membershipDb.memberships = membershipDb.memberships.map((membership) =>
    membership.orderId === orderId
      ? {
          ...membership,
          endsAt: new Date(Date.parse(membership.endsAt) + ms).toISOString(),
          frozenUntil,
        }
      : membership,
  );
}

/** Whole days from `startsAt` to `endsAt`, counted up, as the server counts a freeze. */
const daysBetween = (startsAt: string, endsAt: string) =>
  Math.ceil((Date.parse(endsAt) - Date.parse(startsAt)) / DAY_MS);

/**
 * Order `orderId` frozen from `startsAt` to `endsAt` (a freeze already running): its listed
 * memberships end that many days later and say until when; the days count as used.
 */
export function seedFreeze(orderId: number, startsAt: string, endsAt: string) {
  const days = daysBetween(startsAt, endsAt);
  membershipDb.freezes.set(orderId, { startsAt, endsAt, days, paused: null });
  membershipDb.freezeDaysUsed += days;
  shiftOrder(orderId, days * DAY_MS, endsAt);
}

export const membershipHandlers = [
  http.get('*/api/membership', () => HttpResponse.json(membershipDb.memberships)),
  http.get('*/api/membership/calendar', () =>
    HttpResponse.json({ url: membershipDb.feedUrl } satisfies CalendarFeedDto),
  ),
  http.post('*/api/membership/calendar/reset', () => {
    membershipDb.feedResets += 1;
    membershipDb.feedUrl = `https://gym.example/calendar/feed-${membershipDb.feedResets + 1}.ics`;
    return HttpResponse.json({ url: membershipDb.feedUrl } satisfies CalendarFeedDto);
  }),
  // 'Renovar': 201 with a new renewal order, 200 with the one already waiting for its payment.
  http.post('*/api/order/:orderId/renew', async ({ params, request }) => {
    const orderId = Number(params.orderId);
    const body = (await request.json()) as { codigo?: string; slotIds?: number[] };
    membershipDb.renewals.push({ orderId, body });
    const code = body.codigo?.toUpperCase();
    if (code !== undefined && code !== 'POWER10') {
      return HttpResponse.json({ error: ORDER_MESSAGES.discountInvalid }, { status: 400 });
    }
    const waiting = orderDb.orders.find(
      (order) => order.renewsOrderId === orderId && order.state === 'Created',
    );
    if (waiting) return HttpResponse.json(waiting);
    const lines = renewedLines(orderId).filter(
      ({ diaHoraId }) => body.slotIds === undefined || body.slotIds.includes(diaHoraId),
    );
    if (lines.length === 0) {
      return HttpResponse.json({ error: ORDER_MESSAGES.orderNotFound }, { status: 404 });
    }
    const renewal = orderOf(membershipDb.nextOrderId++, 'Created', lines, {
      renewsOrderId: orderId,
      discountCode: code ?? null,
      discountPercent: code ? 10 : null,
    });
    orderDb.orders.push(renewal);
    membershipDb.memberships = membershipDb.memberships.map((membership) =>
      membership.orderId === orderId ? { ...membership, pendingRenewalId: renewal.id } : membership,
    );
    return HttpResponse.json(renewal, { status: 201 });
  }),
  // 'Activar débito automático': 201 with the page to authorise it (the same one while it waits).
  http.post('*/api/order/:orderId/subscription', ({ params }) => {
    const orderId = Number(params.orderId);
    const rows = membershipDb.memberships.filter((membership) => membership.orderId === orderId);
    if (rows.length === 0) {
      return HttpResponse.json({ error: ORDER_MESSAGES.orderNotFound }, { status: 404 });
    }
    if (rows.some(({ status, leftOutOfRenewal }) => status === 'Vencida' || leftOutOfRenewal)) {
      return HttpResponse.json({ error: SUBSCRIPTION_MESSAGES.notActivatable }, { status: 409 });
    }
    const current = subscriptionOfOrder(orderId);
    if (current?.status === 'Activa' || current?.status === 'Pausada') {
      return HttpResponse.json({ error: SUBSCRIPTION_MESSAGES.alreadyActive }, { status: 409 });
    }
    if (current?.status !== 'Pendiente') {
      const amount = rows.reduce((sum, row) => sum + row.activity.price * row.quantity, 0);
      setSubscription(orderId, subscriptionOf('Pendiente', { amount }));
    }
    return HttpResponse.json({ url: subscriptionUrlOf(orderId) } satisfies SubscriptionStartDto, {
      status: 201,
    });
  }),
  // 'Cancelar débito': 200 with the débito cancelled; 404 when the order has none that charges.
  http.delete('*/api/order/:orderId/subscription', ({ params }) => {
    const orderId = Number(params.orderId);
    const current = subscriptionOfOrder(orderId);
    if (current === null || current.status === 'Cancelada') {
      return HttpResponse.json({ error: SUBSCRIPTION_MESSAGES.notFound }, { status: 404 });
    }
    const cancelled: SubscriptionDto = { ...current, status: 'Cancelada', nextChargeAt: null };
    setSubscription(orderId, cancelled);
    return HttpResponse.json(cancelled);
  }),
  // 'Congelar': 201 frozen from now; 409 when not running, already frozen, or past the allowance.
  http.post('*/api/order/:orderId/freeze', async ({ params, request }) => {
    const orderId = Number(params.orderId);
    const parsed = freezeBodySchema.safeParse(await request.json());
    if (!parsed.success) {
      return HttpResponse.json(
        { error: FREEZE_MESSAGES.daysInvalid, fields: { days: FREEZE_MESSAGES.daysInvalid } },
        { status: 400 },
      );
    }
    const { days } = parsed.data;
    const rows = membershipDb.memberships.filter((membership) => membership.orderId === orderId);
    const [first] = rows;
    if (!first) {
      return HttpResponse.json({ error: ORDER_MESSAGES.orderNotFound }, { status: 404 });
    }
    if (rows.every(({ status }) => status === 'Vencida')) {
      return HttpResponse.json({ error: FREEZE_MESSAGES.notFreezable }, { status: 409 });
    }
    if (membershipDb.freezes.has(orderId)) {
      return HttpResponse.json({ error: FREEZE_MESSAGES.alreadyFrozen }, { status: 409 });
    }
    if (membershipDb.freezeDaysUsed + days > FREEZE_DAYS_PER_YEAR) {
      return HttpResponse.json({ error: FREEZE_MESSAGES.yearLimit }, { status: 409 });
    }
    const now = new Date();
    const startsAt = now.toISOString();
    const endsAt = new Date(now.getTime() + days * DAY_MS).toISOString();
    // An active débito pauses until the freeze ends.
    const debit = subscriptionOfOrder(orderId);
    const paused = debit?.status === 'Activa' ? debit : null;
    membershipDb.freezes.set(orderId, { startsAt, endsAt, days, paused });
    membershipDb.freezeDaysUsed += days;
    shiftOrder(orderId, days * DAY_MS, endsAt);
    if (paused) setSubscription(orderId, { ...paused, status: 'Pausada', nextChargeAt: null });
    const dto: FreezeDto = {
      startsAt,
      endsAt,
      days,
      periodEnd: new Date(Date.parse(first.endsAt) + days * DAY_MS).toISOString(),
      daysLeft: FREEZE_DAYS_PER_YEAR - membershipDb.freezeDaysUsed,
    };
    return HttpResponse.json(dto, { status: 201 });
  }),
  // 'Terminar congelamiento': 200 ended now, the unused days off the end; 404 when not frozen.
  http.delete('*/api/order/:orderId/freeze', ({ params }) => {
    const orderId = Number(params.orderId);
    const freeze = membershipDb.freezes.get(orderId);
    if (!freeze) {
      return HttpResponse.json({ error: FREEZE_MESSAGES.notFrozen }, { status: 404 });
    }
    const now = new Date();
    const unused = Math.max(0, Date.parse(freeze.endsAt) - now.getTime());
    const days = daysBetween(freeze.startsAt, now.toISOString());
    membershipDb.freezes.delete(orderId);
    membershipDb.freezeDaysUsed += days - freeze.days;
    shiftOrder(orderId, -unused, null);
    const { paused } = freeze;
    if (paused) {
      // Its next charge moved by the days the freeze really lasted.
      const lasted = now.getTime() - Date.parse(freeze.startsAt);
      const nextChargeAt =
        paused.nextChargeAt && new Date(Date.parse(paused.nextChargeAt) + lasted).toISOString();
      setSubscription(orderId, { ...paused, nextChargeAt });
    }
    const periodEnd = membershipDb.memberships.find((row) => row.orderId === orderId)?.endsAt;
    const dto: FreezeDto = {
      startsAt: freeze.startsAt,
      endsAt: now.toISOString(),
      days,
      periodEnd: periodEnd ?? now.toISOString(),
      daysLeft: FREEZE_DAYS_PER_YEAR - membershipDb.freezeDaysUsed,
    };
    return HttpResponse.json(dto);
  }),
];
