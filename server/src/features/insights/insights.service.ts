// 'Resumen' (docs/architecture.md, 'Insights'): each block of GET /insights is one SQL aggregate
// (the débitos' two) over rows that do not grow with the orders (days, slots, classes, the
// memberships of two months, the débitos);
// no rows travel to the browser. Every block that counts places counts `bookedPlaces`. Months and days are the gym's (America/Argentina/Buenos_Aires).
import {
  GYM_TIME_ZONE,
  type ClassFiguresDto,
  type DebitFiguresDto,
  type EndingMembershipDto,
  type FigureDto,
  type InsightsDto,
  type MemberFiguresDto,
  type MonthRevenueDto,
  type PeriodQuery,
  type SlotOccupancyDto,
  type Weekday,
} from '@power-gym/contracts';
import { DateTime } from 'luxon';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { localPeriod, type LocalPeriod } from '../../lib/local-period.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { endingSoon } from '../../domain/bookings/memberships.ts';
import { bookedPlaces } from '../../domain/bookings/places.ts';

const pesos = (value: Prisma.Decimal | string | number) => Number(value).toFixed(2);

/**
 * Paid and refunded totals per local month of the period, and the discounts given, from the
 * running totals per local day (prisma/functions/revenue_days.sql): a row per day of the period
 * at any number of orders.
 */
async function revenue(prisma: PrismaClient, period: LocalPeriod): Promise<MonthRevenueDto[]> {
  const rows = await prisma.$queryRaw<
    { month: string; paid: string; refunded: string; discounts: string }[]
  >`
    WITH months AS (
      SELECT to_char(m, 'YYYY-MM') AS month
        FROM generate_series(date_trunc('month', ${period.from}::date),
                             date_trunc('month', ${period.to}::date), interval '1 month') AS m),
    days AS (
      SELECT to_char(r.day, 'YYYY-MM') AS month, sum(r.paid) AS paid,
             sum(r.refunded) AS refunded, sum(r.discounts) AS discounts
        FROM "RevenueDay" r
       WHERE r.day >= ${period.from}::date AND r.day <= ${period.to}::date
       GROUP BY 1)
    SELECT months.month, COALESCE(days.paid, 0)::text AS paid,
           COALESCE(days.refunded, 0)::text AS refunded,
           COALESCE(days.discounts, 0)::text AS discounts
      FROM months LEFT JOIN days USING (month)
     ORDER BY months.month`;
  return rows.map((row) => ({
    month: row.month,
    paid: pesos(row.paid),
    refunded: pesos(row.refunded),
    net: (Number(row.paid) - Number(row.refunded)).toFixed(2),
    discounts: pesos(row.discounts),
  }));
}

/**
 * When a membership stopped holding its places: its period's end, or earlier when the order was
 * refunded or its member deleted.
 */
const effectiveEnd = Prisma.sql`LEAST(o."periodEnd", COALESCE(o."refundedAt", 'infinity'),
                                      COALESCE(u."deletedAt", 'infinity'))`;
/** A purchase, not the continuation of a membership still held when it was paid. */
const startsAfresh = Prisma.sql`(o."renewsOrderId" IS NULL OR o."placesTaken")`;

/** The member figures today and at the same time a month earlier. */
async function memberFigures(prisma: PrismaClient, now: Date): Promise<MemberFiguresDto> {
  const today = DateTime.fromJSDate(now, { zone: GYM_TIME_ZONE });
  const nowAt = utcTimestamp(now);
  const monthAgo = utcTimestamp(today.minus({ months: 1 }).toJSDate());
  const thisMonth = utcTimestamp(today.startOf('month').toJSDate());
  const lastMonth = utcTimestamp(today.minus({ months: 1 }).startOf('month').toJSDate());
  const [row] = await prisma.$queryRaw<Record<string, bigint>[]>`
    WITH held AS (
      SELECT o.id, o."userId", o."periodStart", o."periodEnd", o.membership,
             ${startsAfresh} AS fresh, ${effectiveEnd} AS "endedAt"
        FROM "Order" o
        -- Only deleted members end a membership early (User_deleted_idx): no pass over every member.
        LEFT JOIN (SELECT id, "deletedAt" FROM "User" WHERE "deletedAt" IS NOT NULL) u
          ON u.id = o."userId"
       -- Only periods reaching last month matter (Order_membership_periodEnd_idx).
       WHERE o.membership IN ('Active', 'Renewed', 'Expired') AND o."periodEnd" >= ${lastMonth}
         AND o.state IN ('Complete', 'Refunded'))
    SELECT
      count(DISTINCT "userId") FILTER (WHERE "periodStart" <= ${nowAt} AND "endedAt" > ${nowAt}) AS "membersNow",
      count(DISTINCT "userId") FILTER (WHERE "periodStart" <= ${monthAgo} AND "endedAt" > ${monthAgo}) AS "membersBefore",
      count(*) FILTER (WHERE "periodStart" <= ${nowAt} AND "endedAt" > ${nowAt}) AS "heldNow",
      count(*) FILTER (WHERE "periodStart" <= ${monthAgo} AND "endedAt" > ${monthAgo}) AS "heldBefore",
      count(*) FILTER (WHERE fresh AND "periodStart" >= ${thisMonth} AND "periodStart" <= ${nowAt}) AS "newNow",
      count(*) FILTER (WHERE fresh AND "periodStart" >= ${lastMonth} AND "periodStart" < ${thisMonth}) AS "newBefore",
      count(*) FILTER (WHERE membership <> 'Renewed' AND "endedAt" >= ${thisMonth} AND "endedAt" <= ${nowAt}) AS "lapsedNow",
      count(*) FILTER (WHERE membership <> 'Renewed' AND "endedAt" >= ${lastMonth} AND "endedAt" < ${thisMonth}) AS "lapsedBefore",
      count(*) FILTER (WHERE membership = 'Renewed' AND "periodEnd" >= ${thisMonth} AND "periodEnd" <= ${nowAt}) AS "renewedNow",
      count(*) FILTER (WHERE membership = 'Renewed' AND "periodEnd" >= ${lastMonth} AND "periodEnd" < ${thisMonth}) AS "renewedBefore"
    FROM held`;
  const n = (key: string) => Number(row?.[key] ?? 0);
  const figure = (key: string): FigureDto => ({
    value: n(`${key}Now`),
    previous: n(`${key}Before`),
  });
  const rate = (when: 'Now' | 'Before') => {
    const ended = n(`renewed${when}`) + n(`lapsed${when}`);
    return ended === 0 ? null : n(`renewed${when}`) / ended;
  };
  return {
    activeMembers: figure('members'),
    activeMemberships: figure('held'),
    newThisMonth: figure('new'),
    lapsedThisMonth: figure('lapsed'),
    renewalRate: { value: rate('Now'), previous: rate('Before') },
  };
}

/** Every slot with a class: its booked places (`bookedPlaces`) and its line. */
async function occupancy(prisma: PrismaClient): Promise<SlotOccupancyDto[]> {
  const rows = await prisma.$queryRaw<
    {
      id: number;
      day: Weekday;
      hour: string;
      capacity: number;
      held: number;
      activityId: number;
      name: string;
      waiting: number;
    }[]
  >`
    SELECT d.id, d.day, d.hour, d.capacity, ${bookedPlaces}::int AS held, a.id AS "activityId", a.name,
           (SELECT count(*) FROM "WaitlistEntry" w WHERE w."diaHoraId" = d.id)::int AS waiting
      FROM "DiaHora" d JOIN "Activity" a ON a.id = d."activityId"
     ORDER BY d.day, d.hour, d.id`;
  return rows.map((row) => ({
    diaHoraId: row.id,
    day: row.day,
    hour: row.hour,
    activity: { id: row.activityId, name: row.name },
    capacity: row.capacity,
    held: row.held,
    occupancy: row.capacity === 0 ? 0 : row.held / row.capacity,
    waiting: row.waiting,
  }));
}

/** How many 'Por vencer' memberships the list shows, the soonest first. */
const ENDING_LIMIT = 10;

/** Held memberships within REMINDER_DAYS of their end ('Por vencer'), as Ordenes filters them. */
async function ending(prisma: PrismaClient, now: Date): Promise<EndingMembershipDto[]> {
  const rows = await prisma.$queryRaw<
    {
      id: number;
      periodEnd: Date;
      userId: number;
      name: string;
      lastName: string;
      classes: string[];
    }[]
  >`
    SELECT o.id, o."periodEnd", u.id AS "userId", u.name, u."lastName",
           ARRAY(SELECT DISTINCT a.name FROM "OrderLine" l JOIN "Activity" a ON a.id = l."activityId"
                  WHERE l."orderId" = o.id ORDER BY a.name) AS classes
      FROM "Order" o JOIN "User" u ON u.id = o."userId"
     WHERE ${endingSoon(now)}
     ORDER BY o."periodEnd", o.id LIMIT ${ENDING_LIMIT}`;
  return rows.map((row) => ({
    orderId: row.id,
    endsAt: row.periodEnd.toISOString(),
    member: { id: row.userId, name: row.name, lastName: row.lastName },
    classes: row.classes,
  }));
}

/** Each class's booked places now (`bookedPlaces` over its slots, as the grid) and its rating. */
async function classes(prisma: PrismaClient): Promise<ClassFiguresDto[]> {
  const rows = await prisma.$queryRaw<
    { id: number; name: string; booked: number; average: number | null; ratings: number }[]
  >`
    WITH booked AS (
      SELECT d."activityId", sum(${bookedPlaces}) AS places
        FROM "DiaHora" d WHERE d."activityId" IS NOT NULL
       GROUP BY d."activityId"),
    -- The running ratings per class (prisma/functions/rating_counts.sql).
    rated AS (
      SELECT "activityId", sum(total)::float8 / NULLIF(sum(ratings), 0) AS average,
             sum(ratings) AS ratings
        FROM "RatingCount" GROUP BY "activityId")
    SELECT a.id, a.name, COALESCE(booked.places, 0)::int AS booked, rated.average,
           COALESCE(rated.ratings, 0)::int AS ratings
      FROM "Activity" a
      LEFT JOIN booked ON booked."activityId" = a.id
      LEFT JOIN rated ON rated."activityId" = a.id
     ORDER BY 3 DESC, a.name, a.id`;
  return rows.map((row) => ({
    activityId: row.id,
    name: row.name,
    booked: row.booked,
    averageRating: row.average === null ? null : Math.round(row.average * 10) / 10,
    ratings: row.ratings,
  }));
}

/**
 * 'Débito automático': the amounts of the débitos active now, and per local month of the period
 * (the months of `revenue`, over the period's days as it counts them) those authorised
 * (`authorizedAt`, set once) and the authorised ones cancelled. It reads the débitos, a row per
 * membership paid by Mercado Pago, never the orders or the charges.
 */
async function debits(prisma: PrismaClient, period: LocalPeriod): Promise<DebitFiguresDto> {
  const start = utcTimestamp(period.start);
  const end = utcTimestamp(period.end);
  const [months, [live]] = await Promise.all([
    // Each month's bounds as the UTC timestamps the columns hold (session_start of its first day
    // at 00:00), clipped to the period; two index-only counts a month, whatever the débitos' number.
    prisma.$queryRaw<{ month: string; started: number; cancelled: number }[]>`
      WITH months AS (
        SELECT to_char(m, 'YYYY-MM') AS month,
               greatest(session_start(m::date, '00:00'), ${start}) AS from_at,
               least(session_start((m + interval '1 month')::date, '00:00'), ${end}) AS to_at
          FROM generate_series(date_trunc('month', ${period.from}::date),
                               date_trunc('month', ${period.to}::date), interval '1 month') AS m)
      SELECT month,
             (SELECT count(*) FROM "Subscription" s
               WHERE s."authorizedAt" >= from_at AND s."authorizedAt" < to_at)::int AS started,
             (SELECT count(*) FROM "Subscription" s
               WHERE s."authorizedAt" IS NOT NULL
                 AND s."cancelledAt" >= from_at AND s."cancelledAt" < to_at)::int AS cancelled
        FROM months
       ORDER BY month`,
    prisma.$queryRaw<{ amount: string; active: number }[]>`
      SELECT COALESCE(sum(amount), 0)::text AS amount, count(*)::int AS active
        FROM "Subscription" WHERE status = 'Active'`,
  ]);
  return {
    monthlyRecurring: pesos(live?.amount ?? 0),
    active: live?.active ?? 0,
    months: months.map(({ month, started, cancelled }) => ({ month, started, cancelled })),
  };
}

/** GET /insights: the period's revenue (12 months by default) and today's figures. */
export async function getInsights(
  prisma: PrismaClient,
  query: PeriodQuery,
  now = new Date(),
): Promise<InsightsDto> {
  const period = localPeriod(query, 12, now);
  const [months, members, slots, soon, perClass, debitFigures] = await Promise.all([
    revenue(prisma, period),
    memberFigures(prisma, now),
    occupancy(prisma),
    ending(prisma, now),
    classes(prisma),
    debits(prisma, period),
  ]);
  return {
    from: period.from,
    to: period.to,
    revenue: months,
    members,
    occupancy: slots,
    ending: soon,
    classes: perClass,
    debits: debitFigures,
  };
}
