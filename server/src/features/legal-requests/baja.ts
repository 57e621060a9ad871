// Confirming a 'Botón de baja' (Disposición 954/2025): every débito automático of the member and
// every renewal waiting for its payment end now, through the same transitions as 'Cancelar
// débito' (domain/subscriptions/cancel.ts) and a cancelled order (bookings' cancelOrder, which
// frees what a renewal reserved); paid memberships run to their end.
import type { Weekday } from '@power-gym/contracts';
import type { LegalRequest, Prisma } from '../../generated/prisma/client.ts';
import { gymToday } from '../../lib/local-period.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { sessionStates } from '../../domain/sessions.ts';
import { cancelLiveDebit } from '../../domain/subscriptions/cancel.ts';
import { memberByEmail, type Endings } from './rows.ts';

type Tx = Prisma.TransactionClient;

export interface BajaDone {
  /** The débitos cancelled here, for Mercado Pago to hear once this commits. */
  debitIds: number[];
  renewals: number;
  endings: Endings;
}

export async function confirmBaja(
  tx: Tx,
  bookings: Bookings,
  request: LegalRequest,
  now: Date,
): Promise<BajaDone & { userId: number | null }> {
  const member = await memberByEmail(tx, request.email);
  if (!member) return { userId: null, debitIds: [], renewals: 0, endings: [] };
  const userId = member.id;
  // The member's orders this touches, newest first, as every lock of a member's orders is taken
  // (a renewal before the order it renews).
  const orders = await tx.$queryRaw<{ id: number; state: string; renewsOrderId: number | null }[]>`
    SELECT id, state::text AS state, "renewsOrderId" FROM "Order"
     WHERE "userId" = ${userId}
       AND ((state = 'Created' AND "renewsOrderId" IS NOT NULL)
         OR id IN (SELECT "orderId" FROM "Subscription"
                    WHERE "userId" = ${userId} AND status <> 'Cancelled'))
     ORDER BY id DESC FOR UPDATE`;
  let renewals = 0;
  for (const order of orders) {
    if (order.state === 'Created' && order.renewsOrderId !== null) {
      if (await bookings.cancelOrder(tx, order.id)) renewals += 1;
    }
  }
  const debitIds: number[] = [];
  const live = await tx.subscription.findMany({
    where: { userId, status: { not: 'Cancelled' } },
    select: { orderId: true },
    orderBy: { orderId: 'desc' },
  });
  for (const { orderId } of live) {
    const ended = await cancelLiveDebit(tx, orderId, now);
    if (ended) debitIds.push(ended.id);
  }
  return { userId, debitIds, renewals, endings: await runningMemberships(tx, userId, now) };
}

/** The member's memberships still running, each with its classes, its end and its last class. */
async function runningMemberships(tx: Tx, userId: number, now: Date): Promise<Endings> {
  const orders = await tx.order.findMany({
    where: { userId, state: 'Complete', membership: 'Active', periodEnd: { gt: now } },
    select: {
      id: true,
      periodEnd: true,
      lines: {
        select: {
          activity: { select: { name: true } },
          diaHora: { select: { id: true, day: true, hour: true } },
        },
        orderBy: { id: 'asc' },
      },
    },
    orderBy: { periodEnd: 'asc' },
  });
  const endings: Endings = [];
  for (const order of orders) {
    const end = order.periodEnd ?? now;
    endings.push({
      orderId: order.id,
      activities: [...new Set(order.lines.map((line) => line.activity.name))],
      endsAt: end.toISOString(),
      lastClassAt: await lastClass(
        tx,
        order.lines.map((line) => line.diaHora),
        now,
        end,
      ),
    });
  }
  return endings;
}

/** The start of the last class held in these slots from `now` until `end`, if any is left. */
async function lastClass(
  tx: Tx,
  slots: { id: number; day: Weekday; hour: string }[],
  now: Date,
  end: Date,
): Promise<string | null> {
  let last: Date | null = null;
  for (const slot of slots) {
    for (const session of await sessionStates(tx, slot, gymToday(now), gymToday(end))) {
      const held = session.status === 'Programada' && session.startsAt >= now;
      if (held && session.startsAt < end && (last === null || session.startsAt > last)) {
        last = session.startsAt;
      }
    }
  }
  return last?.toISOString() ?? null;
}
