// 'Renovar' (docs/architecture.md, 'Memberships'): a renewal order for the slots the member
// chose among the order's (all by default) at today's prices, paid like any order. Within the period the member keeps their places, so it takes none;
// after the end it is a new purchase and takes free places like a checkout. Either way it is a
// reserved order made by the bookings module (domain/bookings/reservations.ts).
import {
  MEMBERSHIP_MESSAGES,
  ORDER_MESSAGES,
  noStockMessage,
  type OrderDto,
} from '@power-gym/contracts';
import type { MembershipState, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createReservedOrder } from '../../domain/bookings/reservations.ts';
import { waitingRenewalsOf } from '../../domain/bookings/places.ts';
import { getOrderDto } from './order-dto.ts';
import { discountOf } from '../../domain/discount-codes.ts';
import { saleRefusalError } from '../../domain/slot-sale.ts';

export interface RenewInput {
  orderId: number;
  codigo: string | undefined;
  /** The slots (diaHoraId) of the order to renew; undefined renews them all. */
  slotIds?: readonly number[] | undefined;
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

/** The order's lines the member chose; 400 when a chosen slot is not one of them. */
function chosenLines<Line extends { diaHoraId: number }>(
  lines: Line[],
  slotIds: readonly number[] | undefined,
): Line[] {
  if (slotIds === undefined) return lines;
  const ofOrder = new Set(lines.map((line) => line.diaHoraId));
  if (slotIds.some((id) => !ofOrder.has(id))) {
    throw new HttpError(400, MEMBERSHIP_MESSAGES.slotNotInOrder);
  }
  const chosen = new Set(slotIds);
  return lines.filter((line) => chosen.has(line.diaHoraId));
}

export async function renewOrder(
  prisma: PrismaClient,
  { orderId, codigo, slotIds, reservationMinutes, now = new Date() }: RenewInput,
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
    const [open] = await tx.$queryRaw<{ id: number }[]>`${waitingRenewalsOf(orderId)} LIMIT 1`;
    if (open) return { order: await getOrderDto(tx, open.id), created: false };

    const lines = chosenLines(
      await tx.orderLine.findMany({
        where: { orderId },
        orderBy: { diaHoraId: 'asc' },
        select: { diaHoraId: true, activityId: true, quantity: true },
      }),
      slotIds,
    );
    const discount = await discountOf(tx, codigo, { memberId: renewed.userId, now });
    const renewal = await createReservedOrder(tx, {
      userId: renewed.userId,
      lines,
      discount,
      payerEmail: renewed.payerEmail,
      reservedUntil: new Date(now.getTime() + reservationMinutes * 60_000),
      renewsOrderId: orderId,
      takePlaces: renewed.membership === 'Expired',
      mail: 'orderCreated',
      now,
    });
    if ('refusal' in renewal) {
      // Thrown inside the transaction: the order row and any place taken are rolled back.
      if (renewal.refusal === 'noStock') {
        throw new HttpError(409, noStockMessage(renewal.activity, renewal.day, renewal.hour));
      }
      throw renewal.refusal === 'slotOffSale'
        ? saleRefusalError('slotOffSale')
        : new HttpError(409, MEMBERSHIP_MESSAGES.slotLeftClass);
    }
    return { order: await getOrderDto(tx, renewal.orderId), created: true };
  });
}
