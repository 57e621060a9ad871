// 'Renovar' (docs/architecture.md, 'Memberships'): a renewal order for the same slots at today's
// prices, paid like any order. Within the period the member keeps their places, so it takes none;
// after the end it is a new purchase and takes free places like a checkout.
import {
  MEMBERSHIP_MESSAGES,
  ORDER_MESSAGES,
  noStockMessage,
  type OrderDto,
} from '@power-gym/contracts';
import type { MembershipState, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { queueOrderMail } from '../../domain/outbox/index.ts';
import { getOrderDto } from './order-dto.ts';
import { discountOf } from './discount-code.ts';
import { discountedTotal, priceLine } from './money.ts';

type Tx = Prisma.TransactionClient;

export interface RenewInput {
  orderId: number;
  codigo: string | undefined;
  reservationMinutes: number;
  now?: Date;
}

export interface Renewal {
  order: OrderDto;
  /** False when an open renewal of the order already existed: it is answered again. */
  created: boolean;
}

interface RenewedOrder {
  userId: number;
  state: string;
  membership: MembershipState | null;
  payerEmail: string | null;
}

export async function renewOrder(
  prisma: PrismaClient,
  { orderId, codigo, reservationMinutes, now = new Date() }: RenewInput,
): Promise<Renewal> {
  return prisma.$transaction(async (tx) => {
    // The lock orders this against the membership sweep and a second 'Renovar' (one open renewal).
    const [renewed] = await tx.$queryRaw<RenewedOrder[]>`
      SELECT "userId", state::text AS state, membership, "payerEmail"
        FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
    if (!renewed) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    if (renewed.state !== 'Complete' || renewed.membership === null) {
      throw new HttpError(409, MEMBERSHIP_MESSAGES.notRenewable);
    }
    if (renewed.membership === 'Renewed') {
      throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyRenewed);
    }
    const open = await tx.order.findFirst({
      where: { renewsOrderId: orderId, state: 'Created' },
      select: { id: true },
    });
    if (open) return { order: await getOrderDto(tx, open.id), created: false };

    const discount = await discountOf(tx, codigo);

    const placesTaken = renewed.membership === 'Expired';
    const lines = await pricedLines(tx, orderId, placesTaken);
    const sum = lines.reduce((total, line) => total + line.subtotal, 0);
    const order = await tx.order.create({
      data: {
        userId: renewed.userId,
        state: 'Created',
        renewsOrderId: orderId,
        placesTaken,
        total: discountedTotal(sum, discount?.descuento ?? null),
        discountCode: discount?.codigo ?? null,
        discountPercent: discount?.descuento ?? null,
        payerEmail: renewed.payerEmail,
        reservedUntil: new Date(now.getTime() + reservationMinutes * 60_000),
        lines: { create: lines },
      },
      select: { id: true },
    });
    await queueOrderMail(tx, 'orderCreated', order.id);
    return { order: await getOrderDto(tx, order.id), created: true };
  });
}

/**
 * The renewed order's slots priced from their classes today; when `takePlaces`, each slot's places
 * are taken with a conditional update (in slot order, as the checkout does), or 409.
 */
async function pricedLines(tx: Tx, orderId: number, takePlaces: boolean) {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    orderBy: { diaHoraId: 'asc' },
    select: {
      diaHoraId: true,
      quantity: true,
      diaHora: {
        select: {
          day: true,
          hour: true,
          activity: { select: { id: true, name: true, price: true } },
        },
      },
    },
  });
  const priced = [];
  for (const { diaHoraId, quantity, diaHora } of lines) {
    const { activity } = diaHora;
    if (!activity) throw new HttpError(409, ORDER_MESSAGES.slotWithoutActivity);
    if (takePlaces) {
      const taken = await tx.$executeRaw`
        UPDATE "DiaHora" SET stock = stock - ${quantity}, "updatedAt" = now()
         WHERE id = ${diaHoraId} AND stock >= ${quantity}`;
      if (taken !== 1) {
        throw new HttpError(409, noStockMessage(activity.name, diaHora.day, diaHora.hour));
      }
    }
    priced.push({
      diaHoraId,
      activityId: activity.id,
      quantity,
      ...priceLine(activity.price, quantity),
    });
  }
  return priced;
}
