// 'Resumen' (docs/architecture.md, 'Insights'): each block of GET /insights is one SQL aggregate;
// no rows travel to the browser. Months and days are the gym's (America/Argentina/Buenos_Aires).
import {
  GYM_TIME_ZONE,
  type ClassFiguresDto,
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

/** A timestamp(3) column (UTC) read as the gym's local time. */
const local = (column: Prisma.Sql) =>
  Prisma.sql`((${column}) AT TIME ZONE 'UTC' AT TIME ZONE ${GYM_TIME_ZONE})`;

const pesos = (value: Prisma.Decimal | string | number) => Number(value).toFixed(2);

/** Paid and refunded totals per local month of the period, and the discounts given. */
async function revenue(prisma: PrismaClient, period: LocalPeriod): Promise<MonthRevenueDto[]> {
  const start = utcTimestamp(period.start);
  const end = utcTimestamp(period.end);
  const rows = await prisma.$queryRaw<
    { month: string; paid: string; refunded: string; discounts: string }[]
  >`
    WITH months AS (
      SELECT to_char(m, 'YYYY-MM') AS month
        FROM generate_series(date_trunc('month', ${period.from}::date),
                             date_trunc('month', ${period.to}::date), interval '1 month') AS m),
    paid AS (
      SELECT to_char(${local(Prisma.sql`o."paidAt"`)}, 'YYYY-MM') AS month,
             sum(o.total) AS paid,
             sum(CASE WHEN o."discountPercent" IS NULL THEN 0
                      ELSE (SELECT sum(l.subtotal) FROM "OrderLine" l WHERE l."orderId" = o.id)
                           - o.total END) AS discounts
        FROM "Order" o
       WHERE o."paidAt" >= ${start} AND o."paidAt" < ${end} AND o.state IN ('Complete', 'Refunded')
       GROUP BY 1),
    refunded AS (
      SELECT to_char(${local(Prisma.sql`o."refundedAt"`)}, 'YYYY-MM') AS month, sum(o.total) AS refunded
        FROM "Order" o
       WHERE o."refundedAt" >= ${start} AND o."refundedAt" < ${end} AND o.state = 'Refunded'
       GROUP BY 1)
    SELECT months.month, COALESCE(paid.paid, 0)::text AS paid,
           COALESCE(refunded.refunded, 0)::text AS refunded,
           COALESCE(paid.discounts, 0)::text AS discounts
      FROM months LEFT JOIN paid USING (month) LEFT JOIN refunded USING (month)
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
        FROM "Order" o JOIN "User" u ON u.id = o."userId"
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

/** Every slot with a class: places held (capacity − stock) and its line. */
async function occupancy(prisma: PrismaClient): Promise<SlotOccupancyDto[]> {
  const rows = await prisma.$queryRaw<
    {
      id: number;
      day: Weekday;
      hour: string;
      capacity: number;
      stock: number;
      activityId: number;
      name: string;
      waiting: number;
    }[]
  >`
    SELECT d.id, d.day, d.hour, d.capacity, d.stock, a.id AS "activityId", a.name,
           (SELECT count(*) FROM "WaitlistEntry" w WHERE w."diaHoraId" = d.id)::int AS waiting
      FROM "DiaHora" d JOIN "Activity" a ON a.id = d."activityId"
     ORDER BY d.day, d.hour, d.id`;
  return rows.map((row) => {
    const held = row.capacity - row.stock;
    return {
      diaHoraId: row.id,
      day: row.day,
      hour: row.hour,
      activity: { id: row.activityId, name: row.name },
      capacity: row.capacity,
      held,
      occupancy: row.capacity === 0 ? 0 : held / row.capacity,
      waiting: row.waiting,
    };
  });
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

/** Places bought in the period (orders paid in it and not refunded) and the rating, per class. */
async function classes(prisma: PrismaClient, period: LocalPeriod): Promise<ClassFiguresDto[]> {
  const rows = await prisma.$queryRaw<
    { id: number; name: string; booked: number; average: number | null; ratings: number }[]
  >`
    WITH booked AS (
      SELECT l."activityId", sum(l.quantity) AS places
        FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o.id
       WHERE o."paidAt" >= ${utcTimestamp(period.start)} AND o."paidAt" < ${utcTimestamp(period.end)}
         AND o.state = 'Complete'
       GROUP BY l."activityId"),
    rated AS (
      SELECT "activityId", avg(rating)::float8 AS average, count(*) AS ratings
        FROM "Review" WHERE rating IS NOT NULL GROUP BY "activityId")
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

/** GET /insights: the period's revenue and classes (12 months by default) and today's figures. */
export async function getInsights(
  prisma: PrismaClient,
  query: PeriodQuery,
  now = new Date(),
): Promise<InsightsDto> {
  const period = localPeriod(query, 12, now);
  const [months, members, slots, soon, perClass] = await Promise.all([
    revenue(prisma, period),
    memberFigures(prisma, now),
    occupancy(prisma),
    ending(prisma, now),
    classes(prisma, period),
  ]);
  return {
    from: period.from,
    to: period.to,
    revenue: months,
    members,
    occupancy: slots,
    ending: soon,
    classes: perClass,
  };
}
