import {
  ORDER_MESSAGES,
  type AdminOrderDto,
  type OrderActivityDto,
  type OrderDto,
  type OrderLineDto,
} from '@power-gym/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';

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
  reservedUntil: true,
  createdAt: true,
  updatedAt: true,
  lines: { select: orderLineSelect, orderBy: { diaHoraId: 'asc' } },
} satisfies Prisma.OrderSelect;

export const adminOrderSelect = {
  ...orderSelect,
  user: {
    select: { id: true, name: true, lastName: true, email: true, phoneNumber: true },
  },
} satisfies Prisma.OrderSelect;

type LineRow = Prisma.OrderLineGetPayload<{ select: typeof orderLineSelect }>;
type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;
type AdminOrderRow = Prisma.OrderGetPayload<{ select: typeof adminOrderSelect }>;

/** An order as prisma/functions/order_row.sql writes it: orderSelect's fields, with the
 *  timestamps as ISO text and the total as decimal text. */
export type OrderRowJson = Omit<OrderRow, 'total' | 'reservedUntil' | 'createdAt' | 'updatedAt'> & {
  total: string;
  reservedUntil: string | null;
  createdAt: string;
  updatedAt: string;
};

export function fromOrderRowJson(json: OrderRowJson): OrderRow {
  return {
    ...json,
    total: new Prisma.Decimal(json.total),
    reservedUntil: json.reservedUntil === null ? null : new Date(json.reservedUntil),
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

export function toOrderDto({ lines, ...row }: OrderRow): OrderDto {
  const total = row.total.toFixed(2);
  return {
    ...row,
    total,
    totalPrice: total,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map(toOrderLineDto),
    activities: orderActivities(lines),
  };
}

export function toAdminOrderDto({ user, ...row }: AdminOrderRow): AdminOrderDto {
  return { ...toOrderDto(row), user };
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
