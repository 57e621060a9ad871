// 'Congelar' (docs/architecture.md, 'Débito automático'): a member pauses a running membership for
// 7 to 30 days, FREEZE_DAYS_PER_YEAR in twelve months at most. Its end moves by the frozen days
// (the place stays held), its débito pauses and resumes by itself; the sessions in those days are
// not the member's (session_holders in prisma/functions/sessions.sql leaves them out).
import { FREEZE_MESSAGES, type FreezeDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { utcTimestamp } from '../../lib/sql-time.ts';
import { sweepInBatches } from '../sweep.ts';
import { liveSubscriptionOf } from './lifecycle.ts';
import { lockRunningMembership, membershipChain } from './locks.ts';

type Tx = Prisma.TransactionClient;

const DAY_MS = 86_400_000;

/** Days a freeze really lasted (or will): whole days, counted up. */
const daysOf = (startsAt: Date, endsAt: Date) =>
  Math.ceil((endsAt.getTime() - startsAt.getTime()) / DAY_MS);

/** Freeze days the member used in the twelve months up to `now`. */
async function daysUsed(tx: Tx, userId: number, now: Date): Promise<number> {
  const freezes = await tx.membershipFreeze.findMany({
    where: { userId, startsAt: { gt: new Date(now.getTime() - 365 * DAY_MS) } },
    select: { startsAt: true, endsAt: true },
  });
  return freezes.reduce((sum, freeze) => sum + daysOf(freeze.startsAt, freeze.endsAt), 0);
}

/** Moves the membership's end (and its débito's next charge) by `ms`. */
async function shiftPeriod(
  tx: Tx,
  orderId: number,
  order: { periodEnd: Date; reminderAt: Date },
  ms: number,
): Promise<Date> {
  const periodEnd = new Date(order.periodEnd.getTime() + ms);
  await tx.order.update({
    where: { id: orderId },
    data: { periodEnd, reminderAt: new Date(order.reminderAt.getTime() + ms) },
  });
  return periodEnd;
}

export interface FreezeResult {
  dto: FreezeDto;
  /** The débito whose state changed, for Mercado Pago to hear (sync.ts pushSubscription). */
  subscriptionId: number | null;
}

/** POST /order/{id}/freeze: starts now, for `days`. */
export async function freezeMembership(
  prisma: PrismaClient,
  {
    orderId,
    days,
    daysPerYear,
    now = new Date(),
  }: {
    orderId: number;
    days: number;
    daysPerYear: number;
    now?: Date;
  },
): Promise<FreezeResult> {
  return prisma.$transaction(async (tx) => {
    const order = await lockRunningMembership(tx, orderId, now, FREEZE_MESSAGES.notFreezable);
    const running = await tx.membershipFreeze.count({
      where: { orderId, endsAt: { gt: now } },
    });
    if (running > 0) throw new HttpError(409, FREEZE_MESSAGES.alreadyFrozen);
    const used = await daysUsed(tx, order.userId, now);
    if (used + days > daysPerYear) throw new HttpError(409, FREEZE_MESSAGES.yearLimit);

    const endsAt = new Date(now.getTime() + days * DAY_MS);
    const freeze = await tx.membershipFreeze.create({
      data: { orderId, userId: order.userId, startsAt: now, endsAt, days },
    });
    const periodEnd = await shiftPeriod(tx, orderId, order, days * DAY_MS);
    const debit = await liveSubscriptionOf(tx, orderId);
    if (debit) {
      await tx.subscription.update({
        where: { id: debit.id },
        data: {
          ...(debit.status === 'Active' ? { status: 'Paused' } : {}),
          ...(debit.nextChargeAt
            ? { nextChargeAt: new Date(debit.nextChargeAt.getTime() + days * DAY_MS) }
            : {}),
        },
      });
    }
    return {
      dto: {
        startsAt: freeze.startsAt.toISOString(),
        endsAt: freeze.endsAt.toISOString(),
        days,
        periodEnd: periodEnd.toISOString(),
        daysLeft: daysPerYear - used - days,
      },
      subscriptionId: debit?.id ?? null,
    };
  });
}

/** Resumes the débito paused by a freeze of the membership `orderId` began. */
async function resumeDebit(tx: Tx, orderId: number, shiftMs: number): Promise<number | null> {
  const [debit] = await tx.$queryRaw<{ id: number; nextChargeAt: Date | null }[]>`
    SELECT id, "nextChargeAt" FROM "Subscription"
     WHERE "orderId" IN (${membershipChain(orderId)}) AND status = 'Paused'
     ORDER BY id DESC LIMIT 1 FOR UPDATE`;
  if (!debit) return null;
  await tx.subscription.update({
    where: { id: debit.id },
    data: {
      status: 'Active',
      ...(debit.nextChargeAt
        ? { nextChargeAt: new Date(debit.nextChargeAt.getTime() + shiftMs) }
        : {}),
    },
  });
  return debit.id;
}

/**
 * DELETE /order/{id}/freeze: ends the running freeze now; the days not used come off the end
 * again and the débito resumes.
 */
export async function endFreeze(
  prisma: PrismaClient,
  { orderId, daysPerYear, now = new Date() }: { orderId: number; daysPerYear: number; now?: Date },
): Promise<FreezeResult> {
  return prisma.$transaction(async (tx) => {
    const order = await lockRunningMembership(tx, orderId, now, FREEZE_MESSAGES.notFreezable);
    const [freeze] = await tx.$queryRaw<{ id: number; startsAt: Date; endsAt: Date }[]>`
      SELECT id, "startsAt", "endsAt" FROM "MembershipFreeze"
       WHERE "orderId" = ${orderId} AND "endsAt" > ${utcTimestamp(now)}
       ORDER BY id DESC LIMIT 1 FOR UPDATE`;
    if (!freeze) throw new HttpError(404, FREEZE_MESSAGES.notFrozen);
    const unused = freeze.endsAt.getTime() - now.getTime();
    await tx.membershipFreeze.update({
      where: { id: freeze.id },
      data: { endsAt: now, resumedAt: now },
    });
    const periodEnd = await shiftPeriod(tx, orderId, order, -unused);
    const subscriptionId = await resumeDebit(tx, orderId, -unused);
    return {
      dto: {
        startsAt: freeze.startsAt.toISOString(),
        endsAt: now.toISOString(),
        days: daysOf(freeze.startsAt, now),
        periodEnd: periodEnd.toISOString(),
        daysLeft: daysPerYear - (await daysUsed(tx, order.userId, now)),
      },
      subscriptionId,
    };
  });
}

/** Resumes, once each, the débitos of the freezes that ended before `now` (the sync job). */
export function resumeEndedFreezes(prisma: PrismaClient, now = new Date()): Promise<number> {
  return sweepInBatches(
    prisma,
    (tx, limit) => tx.$queryRaw`
      SELECT id FROM "MembershipFreeze"
       WHERE "resumedAt" IS NULL AND "endsAt" <= ${utcTimestamp(now)}
       ORDER BY "endsAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    async (tx, id) => {
      const freeze = await tx.membershipFreeze.update({
        where: { id },
        data: { resumedAt: now },
      });
      await resumeDebit(tx, freeze.orderId, 0);
      return true;
    },
  );
}

/** The member has a membership frozen at `now` (check-in says 'Congelada'). */
export async function isFrozen(db: Tx, userId: number, now: Date): Promise<boolean> {
  const running = await db.membershipFreeze.count({
    where: { userId, startsAt: { lte: now }, endsAt: { gt: now } },
  });
  return running > 0;
}
