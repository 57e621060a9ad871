import type { MembershipDto, Weekday } from '@power-gym/contracts';
import {
  Prisma,
  type MembershipState,
  type PrismaClient,
  type SubscriptionStatus,
} from '../../generated/prisma/client.ts';
import { subscriptionDto } from '../../domain/subscriptions/lifecycle.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { membershipStatus } from '../../domain/bookings/memberships.ts';
import { waitingRenewalsOf } from '../../domain/bookings/places.ts';

interface MembershipRow {
  orderId: number;
  diaHoraId: number;
  quantity: number;
  activityId: number;
  name: string;
  image: string;
  price: number;
  day: Weekday;
  hour: string;
  periodStart: Date;
  periodEnd: Date;
  reminderAt: Date;
  membership: MembershipState;
  pendingRenewalId: number | null;
  leftOutOfRenewal: boolean;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionAmount: string | null;
  nextChargeAt: Date | null;
  frozenUntil: Date | null;
}

/**
 * GET /membership: the latest membership of each slot the member holds or held (bounded by the
 * gym's slots, however many years of orders), held ones first, then by day and hour. A renewed
 * membership is not listed: its renewal is; but the classes that renewal left out are, held like a
 * running membership until the renewed period ends.
 */
export async function listMemberships(
  prisma: PrismaClient,
  userId: number,
  now = new Date(),
): Promise<MembershipDto[]> {
  const rows = await prisma.$queryRaw<MembershipRow[]>`
    SELECT * FROM (
      SELECT DISTINCT ON (l."diaHoraId")
             o.id AS "orderId", l."diaHoraId", l.quantity, a.id AS "activityId", a.name, a.image, a.price,
             d.day, d.hour, o."periodStart", o."periodEnd", o."reminderAt",
             CASE WHEN l."leftOutHeld" THEN 'Active' ELSE o.membership END AS membership,
             l."leftOutHeld" AS "leftOutOfRenewal",
             (${waitingRenewalsOf(Prisma.sql`o.id`)} LIMIT 1) AS "pendingRenewalId",
             s.status AS "subscriptionStatus", s.amount::text AS "subscriptionAmount", s."nextChargeAt",
             (SELECT max(f."endsAt") FROM "MembershipFreeze" f
               WHERE f."orderId" = o.id AND f."startsAt" <= ${utcTimestamp(now)}
                 AND f."endsAt" > ${utcTimestamp(now)}) AS "frozenUntil"
        FROM "Order" o
        LEFT JOIN LATERAL (SELECT status, amount, "nextChargeAt" FROM "Subscription"
                            WHERE "orderId" = o.id ORDER BY id DESC LIMIT 1) s ON true
        JOIN "OrderLine" l ON l."orderId" = o.id
        JOIN "Activity" a ON a.id = l."activityId"
        JOIN "DiaHora" d ON d.id = l."diaHoraId"
       WHERE o."userId" = ${userId} AND o.state = 'Complete'
         AND (o.membership IN ('Active', 'Expired') OR l."leftOutHeld")
       ORDER BY l."diaHoraId", o."periodEnd" DESC) latest
     ORDER BY membership = 'Expired', day, hour, "diaHoraId"`;
  return rows.map((row) => ({
    orderId: row.orderId,
    diaHoraId: row.diaHoraId,
    quantity: row.quantity,
    activity: { id: row.activityId, name: row.name, image: row.image, price: row.price },
    day: row.day,
    hour: row.hour,
    startsAt: row.periodStart.toISOString(),
    endsAt: row.periodEnd.toISOString(),
    status: membershipStatus(row, now),
    pendingRenewalId: row.pendingRenewalId,
    leftOutOfRenewal: row.leftOutOfRenewal,
    subscription:
      row.subscriptionStatus === null || row.leftOutOfRenewal
        ? null
        : subscriptionDto({
            status: row.subscriptionStatus,
            amount: row.subscriptionAmount ?? 0,
            nextChargeAt: row.nextChargeAt,
          }),
    frozenUntil: row.frozenUntil?.toISOString() ?? null,
  }));
}
