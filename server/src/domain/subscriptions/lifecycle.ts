// A débito follows its membership (docs/architecture.md, 'Débito automático'): it moves to each
// renewal that continues the period and is cancelled when the membership ends. The bookings module
// calls these in the transitions that renew and end a membership, so no way of ending one forgets.
import type { SubscriptionDto, SubscriptionStatus as StatusLabel } from '@power-gym/contracts';
import type { Prisma, SubscriptionStatus } from '../../generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, StatusLabel> = {
  Pending: 'Pendiente',
  Active: 'Activa',
  Paused: 'Pausada',
  Cancelled: 'Cancelada',
};

/**
 * Charges are due this long before a period ends, so a charge Mercado Pago retries (once, a few
 * days later at most) still finds the membership running.
 */
export const CHARGE_LEAD_MS = 2 * 86_400_000;

/** When the charge that continues a period ending at `periodEnd` is due: never in the past. */
export function chargeDueFor(periodEnd: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), periodEnd.getTime() - CHARGE_LEAD_MS));
}

export function subscriptionDto(row: {
  status: SubscriptionStatus;
  amount: Prisma.Decimal | string | number;
  nextChargeAt: Date | null;
}): SubscriptionDto {
  return {
    status: SUBSCRIPTION_LABELS[row.status],
    amount: Number(row.amount),
    nextChargeAt: row.status === 'Active' ? (row.nextChargeAt?.toISOString() ?? null) : null,
  };
}

/** The live (not cancelled) débito of an order, if any; the SQL index allows one. */
export function liveSubscriptionOf(db: Tx, orderId: number) {
  return db.subscription.findFirst({ where: { orderId, status: { not: 'Cancelled' } } });
}

/**
 * A renewal continues the membership of `renewedId`: its débito now pays the renewal's period,
 * next charged at `nextChargeAt`.
 */
export async function followRenewal(
  tx: Tx,
  renewedId: number,
  renewalId: number,
  nextChargeAt: Date,
): Promise<void> {
  await tx.subscription.updateMany({
    where: { orderId: renewedId, status: { not: 'Cancelled' } },
    data: { orderId: renewalId, nextChargeAt },
  });
}

/**
 * The membership of `orderId` ended (expired, refunded, its member deleted): its débito is
 * cancelled, once; the subscription sync tells Mercado Pago. Answers how many were.
 */
export async function cancelSubscriptionsOf(tx: Tx, orderId: number, now: Date): Promise<number> {
  const { count } = await tx.subscription.updateMany({
    where: { orderId, status: { not: 'Cancelled' } },
    data: { status: 'Cancelled', cancelledAt: now, nextChargeAt: null },
  });
  return count;
}
