import {
  MEMBERSHIP_DAYS,
  ORDER_MESSAGES,
  type CalendarFeedDto,
  type MembershipDto,
  type OrderPeriodDto,
  type PeriodStatus,
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
      ...extra,
    };
  }
  throw new Error(`No slot ${diaHoraId} in the fixtures`);
}

/** The member's memberships, calendar feed and renewals; reset after each test. */
export const membershipDb = {
  memberships: [] as MembershipDto[],
  feedUrl: FEED_URL,
  /** Each POST /order/:id/renew: the order renewed and the body sent. */
  renewals: [] as { orderId: number; body: unknown }[],
  /** How many times the feed's URL was replaced. */
  feedResets: 0,
  nextOrderId: 300,
  reset() {
    this.memberships = [];
    this.feedUrl = FEED_URL;
    this.renewals = [];
    this.feedResets = 0;
    this.nextOrderId = 300;
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
];
