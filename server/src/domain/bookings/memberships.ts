// Memberships (docs/architecture.md, 'Memberships'): a paid order holds its weekly slots for a
// period from its payment; the membership sweep expires it and returns its places exactly once,
// unless a renewal continues it, and gives back at that end the classes a renewal left out.
// Every change of `membership` and of a line's `leftOutHeld` happens here.
import type { MemberStandingDto, MembershipStatus, PeriodStatus } from '@power-gym/contracts';
import { Prisma, type MembershipState, type PrismaClient } from '../../generated/prisma/client.ts';
import type { MembershipPolicy } from '../../config.ts';
import { queueOrderMail } from '../outbox/index.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { creditClosedSessionsOf } from '../makeups.ts';
import { sweepInBatches } from '../sweep.ts';
import { cancelSubscriptionsOf, chargeDueFor, followRenewal } from '../subscriptions/lifecycle.ts';
import { waitingRenewalsOf, type FreedLines } from './places.ts';

type Tx = Prisma.TransactionClient;
/** The periods a membership is built with. */
export type PeriodPolicy = Pick<MembershipPolicy, 'days' | 'reminderDays' | 'makeupDays'>;
/**
 * Gives the places of an order's lines (all, or those a renewal left out) back to their slots and
 * tells whoever listens (bookings/index.ts); answers how many slots got places back.
 */
export type FreeOrderPlaces = (tx: Tx, orderId: number, which?: FreedLines) => Promise<number>;

/** The line aliased `l` is of a class the renewal `renewalId` left out. */
const leftOutBy = (renewalId: number) => Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "OrderLine" k WHERE k."orderId" = ${renewalId} AND k."diaHoraId" = l."diaHoraId")`;

const DAY_MS = 86_400_000;

/**
 * Holds a place: starts the membership of an order that has just become Complete, from `now`, or,
 * for a renewal of a membership still held, from that membership's end (no gap), which hands its
 * places over. The classes the renewal left out stay the member's until that end, when the
 * membership sweep gives them back (releaseLeftOutPlaces).
 */
async function startMembership(
  tx: Tx,
  orderId: number,
  policy: PeriodPolicy,
  now: Date,
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { renewsOrderId: true, placesTaken: true },
  });
  let start = now;
  let continues = false;
  if (order.renewsOrderId !== null) {
    const [renewed] = await tx.$queryRaw<{ membership: MembershipState | null; periodEnd: Date }[]>`
      SELECT membership, "periodEnd" FROM "Order" WHERE id = ${order.renewsOrderId} FOR UPDATE`;
    if (renewed?.membership === 'Active') {
      await tx.order.update({
        where: { id: order.renewsOrderId },
        data: { membership: 'Renewed' },
      });
      start = renewed.periodEnd;
      continues = true;
      await tx.$executeRaw`
        UPDATE "OrderLine" l SET "leftOutHeld" = true, "updatedAt" = now()
         WHERE l."orderId" = ${order.renewsOrderId} AND ${leftOutBy(orderId)}`;
    } else if (!order.placesTaken) {
      // The sweep never expires a membership while a renewal of it waits for payment.
      throw new Error(
        `renewal ${orderId} took no places but order ${order.renewsOrderId} no longer holds them`,
      );
    }
  }
  const end = new Date(start.getTime() + policy.days * DAY_MS);
  const reminderAt = new Date(
    Math.max(start.getTime(), end.getTime() - policy.reminderDays * DAY_MS),
  );
  await tx.order.update({
    where: { id: orderId },
    data: { membership: 'Active', periodStart: start, periodEnd: end, reminderAt },
  });
  if (continues && order.renewsOrderId !== null) {
    await followRenewal(tx, order.renewsOrderId, orderId, chargeDueFor(end, now));
  }
  // The period is not extended by a holiday or a cancelled class: the make-up is the compensation.
  await creditClosedSessionsOf(tx, orderId, policy, now);
}

/** 'Por vencer' at `now`: a held membership past its reminder time (Ordenes' filter, 'Resumen'). */
export function endingSoon(now: Date): Prisma.Sql {
  return Prisma.sql`membership = 'Active' AND "reminderAt" <= ${utcTimestamp(now)}`;
}

/** No renewal of the order `o` waits for its payment. */
const NO_RENEWAL_WAITING = Prisma.sql`NOT EXISTS (${waitingRenewalsOf(Prisma.sql`o.id`)})`;

/**
 * Expires the memberships whose period ended before `now` (domain/sweep.ts): their places go back
 * and the member is told. The conditional update makes each expiry happen once. A membership whose
 * renewal waits for its payment is kept (the reservation sweep cancels that renewal in time).
 */
function expireMemberships(
  prisma: PrismaClient,
  freeOrderPlaces: FreeOrderPlaces,
  now: Date,
): Promise<number> {
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "Order" o
       WHERE membership = 'Active' AND "periodEnd" <= ${utcTimestamp(now)} AND ${NO_RENEWAL_WAITING}
       ORDER BY "periodEnd", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, orderId) => {
      const changed = await tx.$executeRaw`
        UPDATE "Order" o SET membership = 'Expired', "updatedAt" = now()
         WHERE id = ${orderId} AND membership = 'Active' AND ${NO_RENEWAL_WAITING}`;
      if (changed !== 1) return false;
      await freeOrderPlaces(tx, orderId);
      await cancelSubscriptionsOf(tx, orderId, now);
      await queueOrderMail(tx, 'membershipExpired', orderId);
      return true;
    },
  );
}

/**
 * Gives back the places of the classes renewals left out, once, when the period of the order they
 * renewed ended before `now` (domain/sweep.ts).
 */
function releaseLeftOutPlaces(
  prisma: PrismaClient,
  freeOrderPlaces: FreeOrderPlaces,
  now: Date,
): Promise<number> {
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "Order"
       WHERE id IN (SELECT "orderId" FROM "OrderLine" WHERE "leftOutHeld")
         AND "periodEnd" <= ${utcTimestamp(now)}
       ORDER BY "periodEnd", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, orderId) => (await freeOrderPlaces(tx, orderId, 'leftOut')) > 0,
  );
}

/**
 * Ends a held membership before its time (a refund, a deleted member), once: its places go back
 * to the slots. A refunded renewal instead hands them back to the order it renewed while that
 * order's period runs (`resumeRenewed`). An order already renewed gives back at once the classes
 * its renewal left out. The caller has cancelled the renewals of it that wait for their payment
 * and holds the order's lock.
 */
async function endMembership(
  tx: Tx,
  orderId: number,
  freeOrderPlaces: FreeOrderPlaces,
  { resumeRenewed }: { resumeRenewed: boolean },
  now: Date,
): Promise<void> {
  const changed = await tx.order.updateMany({
    where: { id: orderId, membership: 'Active' },
    data: { membership: 'Expired' },
  });
  if (changed.count !== 1) {
    await freeOrderPlaces(tx, orderId, 'leftOut');
    return;
  }
  await cancelSubscriptionsOf(tx, orderId, now);
  const { renewsOrderId } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { renewsOrderId: true },
  });
  if (resumeRenewed && renewsOrderId !== null && (await resume(tx, renewsOrderId, orderId, now))) {
    return;
  }
  await freeOrderPlaces(tx, orderId);
}

/**
 * Makes the order `renewedId` hold its places again when its renewal `renewalId` ends early: only
 * while its period runs and it still holds every class the renewal left out (at its end the sweep
 * gives those back, and they may be someone else's then; a place is never held twice).
 */
async function resume(tx: Tx, renewedId: number, renewalId: number, now: Date): Promise<boolean> {
  // Locked first, so the update below reads what a sweep holding that lock has committed.
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${renewedId} FOR UPDATE`;
  const resumed = await tx.$executeRaw`
    UPDATE "Order" o SET membership = 'Active', "updatedAt" = now()
     WHERE id = ${renewedId} AND state = 'Complete' AND membership = 'Renewed'
       AND "periodEnd" > ${utcTimestamp(now)}
       AND NOT EXISTS (SELECT 1 FROM "OrderLine" l
                        WHERE l."orderId" = o.id AND NOT l."leftOutHeld" AND ${leftOutBy(renewalId)})`;
  if (resumed !== 1) return false;
  // Held again as the lines of a running membership.
  await tx.$executeRaw`
    UPDATE "OrderLine" SET "leftOutHeld" = false, "updatedAt" = now()
     WHERE "orderId" = ${renewedId} AND "leftOutHeld"`;
  return true;
}

/** The membership transitions, bound to their periods and to where freed places go. */
export function membershipTransitions(policy: PeriodPolicy, freeOrderPlaces: FreeOrderPlaces) {
  return {
    startMembership: (tx: Tx, orderId: number, now = new Date()) =>
      startMembership(tx, orderId, policy, now),
    endMembership: (
      tx: Tx,
      orderId: number,
      options: { resumeRenewed: boolean },
      now = new Date(),
    ) => endMembership(tx, orderId, freeOrderPlaces, options, now),
    expireMemberships: async (prisma: PrismaClient, now = new Date()) =>
      (await expireMemberships(prisma, freeOrderPlaces, now)) +
      (await releaseLeftOutPlaces(prisma, freeOrderPlaces, now)),
  };
}

/**
 * Queues the 'Por vencer' reminder of every held membership that reached its reminder time and
 * has no renewal yet, once each (reminderQueuedAt; domain/sweep.ts).
 */
export function queueReminders(prisma: PrismaClient, now = new Date()): Promise<number> {
  const at = utcTimestamp(now);
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "Order" o
       WHERE membership = 'Active' AND "reminderQueuedAt" IS NULL
         AND "reminderAt" <= ${at} AND "periodEnd" > ${at}
         AND NOT EXISTS (SELECT 1 FROM "Order" r WHERE r."renewsOrderId" = o.id
                           AND r.state IN ('Created', 'Complete'))
       ORDER BY "reminderAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, orderId) => {
      const changed = await tx.$executeRaw`
        UPDATE "Order" SET "reminderQueuedAt" = ${at}
         WHERE id = ${orderId} AND "reminderQueuedAt" IS NULL`;
      if (changed !== 1) return false;
      await queueOrderMail(tx, 'membershipReminder', orderId);
      return true;
    },
  );
}

/** What a member sees of a membership at `now`. */
export function membershipStatus(
  order: { membership: MembershipState; reminderAt: Date },
  now = new Date(),
): MembershipStatus {
  if (order.membership !== 'Active') return 'Vencida';
  return now >= order.reminderAt ? 'Por vencer' : 'Activa';
}

/**
 * How a member stands at the desk: 'Al día' while one of their memberships runs and is not 'Por
 * vencer', 'Por vencer' while only such ones run, 'Vencida' otherwise; with the latest end.
 */
export async function memberStanding(
  db: Tx,
  userId: number,
  now = new Date(),
): Promise<MemberStandingDto> {
  const paid = await db.order.findMany({
    where: { userId, state: 'Complete', membership: { not: null } },
    select: { membership: true, periodEnd: true, reminderAt: true },
    orderBy: { periodEnd: 'desc' },
  });
  const running = paid.filter(
    (order) => order.membership === 'Active' && order.periodEnd !== null && order.periodEnd > now,
  );
  const latest = (running[0] ?? paid[0])?.periodEnd ?? null;
  const status =
    running.length === 0
      ? 'Vencida'
      : running.some((order) => order.reminderAt !== null && order.reminderAt > now)
        ? 'Al día'
        : 'Por vencer';
  return { status, endsAt: latest?.toISOString() ?? null };
}

/** What Compras and Ordenes say of a paid order's period. */
export function periodStatus(
  order: { membership: MembershipState; reminderAt: Date },
  now = new Date(),
): PeriodStatus {
  return order.membership === 'Renewed' ? 'Renovada' : membershipStatus(order, now);
}
