// Locking a débito for a change (docs/architecture.md, 'Débito automático'): the membership it pays
// first, then the subscription, as every lock is taken (orders first). The subscription may move to
// a renewal between reading and locking; then the newer order is locked in turn.
import { Prisma } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lockOrder, lockOrderAndRenewals } from '../bookings/orders.ts';

type Tx = Prisma.TransactionClient;

/** The ids of the order `orderId` and of the renewals that continued it, one after another. */
export function membershipChain(orderId: number): Prisma.Sql {
  return Prisma.sql`
    WITH RECURSIVE chain(id) AS (
      SELECT ${orderId}::int
      UNION SELECT o.id FROM "Order" o JOIN chain c ON o."renewsOrderId" = c.id)
    SELECT id FROM chain`;
}

export interface LockedSubscription {
  id: number;
  orderId: number;
  status: string;
}

async function lockFound(
  tx: Tx,
  find: () => Promise<{ id: number; orderId: number } | null>,
): Promise<LockedSubscription | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await find();
    if (!found) return null;
    await lockOrderAndRenewals(tx, found.orderId);
    const [row] = await tx.$queryRaw<LockedSubscription[]>`
      SELECT id, "orderId", status::text AS status FROM "Subscription"
       WHERE id = ${found.id} FOR UPDATE`;
    if (row && row.orderId === found.orderId) return row;
  }
  throw new Error('a débito kept moving to newer renewals while it was locked');
}

/** The débito Mercado Pago knows as `preapprovalId`, locked; null when we have none. */
export function lockSubscriptionByPreapproval(
  tx: Tx,
  preapprovalId: string,
): Promise<LockedSubscription | null> {
  return lockFound(tx, () =>
    tx.subscription.findUnique({ where: { preapprovalId }, select: { id: true, orderId: true } }),
  );
}

/**
 * The live débito of the membership `orderId` began, locked: on that order or on a renewal that
 * continued it (a screen that still shows the renewed order cancels the débito that moved on).
 */
export function lockLiveSubscriptionOfMembership(
  tx: Tx,
  orderId: number,
): Promise<LockedSubscription | null> {
  return lockFound(tx, async () => {
    const [row] = await tx.$queryRaw<{ id: number; orderId: number }[]>`
      SELECT s.id, s."orderId" FROM "Subscription" s
       WHERE s."orderId" IN (${membershipChain(orderId)}) AND s.status <> 'Cancelled'
       ORDER BY s.id DESC LIMIT 1`;
    return row ?? null;
  });
}

/**
 * The order's membership, locked, when it is paid and still running (a débito starts and a freeze
 * applies only then); a 409 with `refusal` otherwise.
 */
export async function lockRunningMembership(tx: Tx, orderId: number, now: Date, refusal: string) {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      userId: true,
      state: true,
      membership: true,
      periodEnd: true,
      reminderAt: true,
      payerEmail: true,
      user: { select: { email: true } },
    },
  });
  const { periodEnd, reminderAt } = order;
  if (
    order.state !== 'Complete' ||
    order.membership !== 'Active' ||
    periodEnd === null ||
    reminderAt === null ||
    periodEnd <= now
  ) {
    throw new HttpError(409, refusal);
  }
  return { ...order, periodEnd, reminderAt };
}
