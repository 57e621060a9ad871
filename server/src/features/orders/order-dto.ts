import {
  ORDER_MESSAGES,
  type AdminOrderDto,
  type OrderActivityDto,
  type OrderDto,
  type OrderLineDto,
  type OrderPeriodDto,
} from '@power-gym/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { periodStatus } from '../../domain/bookings/memberships.ts';
import { subscriptionDto } from '../../domain/subscriptions/lifecycle.ts';

type Db = Prisma.TransactionClient;

export const orderLineSelect = {
  id: true,
  orderId: true,
  diaHoraId: true,
  activityId: true,
  quantity: true,
  unitPrice: true,
  subtotal: true,
  activity: { select: { id: true, name: true, image: true, price: true } },
  diaHora: { select: { id: true, day: true, hour: true, stock: true, capacity: true } },
} satisfies Prisma.OrderLineSelect;

export const orderSelect = {
  id: true,
  userId: true,
  state: true,
  total: true,
  discountCode: true,
  discountPercent: true,
  paymentId: true,
  paymentStatus: true,
  paymentStatusDetail: true,
  reservedUntil: true,
  createdAt: true,
  updatedAt: true,
  membership: true,
  periodStart: true,
  periodEnd: true,
  reminderAt: true,
  renewsOrderId: true,
  lines: { select: orderLineSelect, orderBy: { diaHoraId: 'asc' } },
} satisfies Prisma.OrderSelect;

export const adminOrderSelect = {
  ...orderSelect,
  user: {
    select: { id: true, name: true, lastName: true, email: true, phoneNumber: true },
  },
  soldBy: { select: { name: true, lastName: true } },
  deskPayment: true,
  // The latest débito of the order, in any state: one more lateral join of the page's query.
  subscriptions: {
    select: { status: true, amount: true, nextChargeAt: true },
    orderBy: { id: 'desc' },
    take: 1,
  },
} satisfies Prisma.OrderSelect;

type LineRow = Prisma.OrderLineGetPayload<{ select: typeof orderLineSelect }>;
type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;
type AdminOrderRow = Prisma.OrderGetPayload<{ select: typeof adminOrderSelect }>;

/** An order as prisma/functions/order_row.sql writes it: orderSelect's fields, with the
 *  timestamps as ISO text and the total as decimal text. */
type OptionalTimes = 'reservedUntil' | 'periodStart' | 'periodEnd' | 'reminderAt';
export type OrderRowJson = Omit<OrderRow, 'total' | 'createdAt' | 'updatedAt' | OptionalTimes> & {
  total: string;
  createdAt: string;
  updatedAt: string;
} & Record<OptionalTimes, string | null>;

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

export function fromOrderRowJson(json: OrderRowJson): OrderRow {
  return {
    ...json,
    total: new Prisma.Decimal(json.total),
    reservedUntil: dateOrNull(json.reservedUntil),
    periodStart: dateOrNull(json.periodStart),
    periodEnd: dateOrNull(json.periodEnd),
    reminderAt: dateOrNull(json.reminderAt),
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
  };
}

export function toOrderLineDto(row: LineRow): OrderLineDto {
  return row;
}

/** The distinct classes of the lines, in line order. */
function orderActivities(lines: readonly LineRow[]): OrderActivityDto[] {
  const byId = new Map<number, OrderActivityDto>();
  for (const { activity } of lines) {
    if (!byId.has(activity.id)) {
      byId.set(activity.id, { id: activity.id, name: activity.name, image: activity.image });
    }
  }
  return [...byId.values()];
}

/** The period of a paid order, as the member and the admin read it now. */
function periodOf({
  membership,
  periodStart,
  periodEnd,
  reminderAt,
}: Pick<
  OrderRow,
  'membership' | 'periodStart' | 'periodEnd' | 'reminderAt'
>): OrderPeriodDto | null {
  if (membership === null || periodStart === null || periodEnd === null || reminderAt === null) {
    return null;
  }
  return {
    startsAt: periodStart.toISOString(),
    endsAt: periodEnd.toISOString(),
    status: periodStatus({ membership, reminderAt }),
  };
}

export function toOrderDto(row: OrderRow): OrderDto {
  const { lines, membership, periodStart, periodEnd, reminderAt, ...fields } = row;
  const total = fields.total.toFixed(2);
  return {
    ...fields,
    period: periodOf({ membership, periodStart, periodEnd, reminderAt }),
    total,
    totalPrice: total,
    reservedUntil: fields.reservedUntil?.toISOString() ?? null,
    createdAt: fields.createdAt.toISOString(),
    updatedAt: fields.updatedAt.toISOString(),
    lines: lines.map(toOrderLineDto),
    activities: orderActivities(lines),
  };
}

export function toAdminOrderDto({
  user,
  soldBy,
  deskPayment,
  subscriptions: [subscription],
  ...row
}: AdminOrderRow): AdminOrderDto {
  return {
    ...toOrderDto(row),
    user,
    soldBy: soldBy ? `${soldBy.name} ${soldBy.lastName}` : null,
    deskPayment,
    subscription: subscription ? subscriptionDto(subscription) : null,
  };
}

export async function findOrderDto(db: Db, id: number): Promise<OrderDto | null> {
  const row = await db.order.findUnique({
    where: { id },
    select: orderSelect,
    relationLoadStrategy: 'join',
  });
  return row ? toOrderDto(row) : null;
}

/** findOrderDto for an order that must exist: 404 otherwise. */
export async function getOrderDto(db: Db, id: number): Promise<OrderDto> {
  const dto = await findOrderDto(db, id);
  if (!dto) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  return dto;
}
