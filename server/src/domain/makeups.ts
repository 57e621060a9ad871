// Make-up classes (docs/architecture.md, 'Make-up classes'). A member who loses a session they
// hold (the admin cancelled it, the gym closed that day, or they said 'No voy' in time) gets one
// credit: a place in any coming session of the same class, booked before it expires. At most one
// credit per member and missed session (MakeupCredit's unique key), whatever the order of events.
// Every change to a session's places runs under its slot's row lock (lockSlot, bookings/places.ts).
import { formatGymDate, sessionLabel, weekdayOf, type Weekday } from '@power-gym/contracts';
import type { MakeupSource, Prisma } from '../generated/prisma/client.ts';
import { utcTimestamp } from '../lib/sql-time.ts';
import { queueSessionMail, type SessionMail } from './outbox/session-mails.ts';
import { lockSlot } from './bookings/places.ts';
import { sessionStart, sessionStates } from './sessions.ts';
import { gymToday } from '../lib/local-period.ts';

type Tx = Prisma.TransactionClient;

const DAY_MS = 86_400_000;

export interface MakeupPolicy {
  /** MAKEUP_DAYS: a credit lasts this long from the class it makes up for. */
  makeupDays: number;
  /** PUBLIC_URL: the mails' links. */
  publicUrl: string;
}

/** What the session and make-up routes are built with (config: MAKEUP_DAYS, SKIP_NOTICE_HOURS, PUBLIC_URL). */
export interface SessionPolicy extends MakeupPolicy {
  skipNoticeHours: number;
}

const HOUR_MS = 3_600_000;

/** Whether a class starting at `startsAt` is still `skipNoticeHours` away at `now`. */
export const inNotice = (
  startsAt: Date,
  now: Date,
  policy: Pick<SessionPolicy, 'skipNoticeHours'>,
) => startsAt.getTime() - now.getTime() >= policy.skipNoticeHours * HOUR_MS;

/** A slot with its class, as the make-up rules and their mails need it. */
export interface ClassSlot {
  id: number;
  day: Weekday;
  hour: string;
  capacity: number;
  activityId: number;
  activity: string;
}

/** One session: a slot on a local date. */
export interface SessionRef {
  slot: ClassSlot;
  date: string;
}

/** When a credit for the session starting at `startsAt` expires. */
export const creditExpiry = (startsAt: Date, policy: Pick<MakeupPolicy, 'makeupDays'>) =>
  new Date(startsAt.getTime() + policy.makeupDays * DAY_MS);

/** The class slots among `ids` (slots without a class are left out). */
export async function classSlots(tx: Tx, ids: number[]): Promise<ClassSlot[]> {
  const slots = await tx.diaHora.findMany({
    where: { id: { in: ids }, activityId: { not: null } },
    select: {
      id: true,
      day: true,
      hour: true,
      capacity: true,
      activity: { select: { id: true, name: true } },
    },
  });
  return slots.flatMap(({ activity, ...slot }) =>
    activity ? [{ ...slot, activityId: activity.id, activity: activity.name }] : [],
  );
}

/**
 * Gives each paid holder of `userIds` (every paid holder when absent) a credit for the session,
 * unless they have one for it. Returns the members credited and when their credits expire.
 */
export async function creditHolders(
  tx: Tx,
  { slot, date }: SessionRef,
  source: MakeupSource,
  reason: string,
  policy: Pick<MakeupPolicy, 'makeupDays'>,
  userIds?: number[],
): Promise<{ userId: number; expiresAt: Date }[]> {
  const startsAt = sessionStart(date, slot.hour).toJSDate();
  const expiresAt = creditExpiry(startsAt, policy);
  const only = userIds === undefined ? null : userIds;
  return tx.$queryRaw<{ userId: number; expiresAt: Date }[]>`
    INSERT INTO "MakeupCredit" ("userId", "activityId", source, "sourceDiaHoraId", "sourceDate",
                                reason, "expiresAt", "updatedAt")
    SELECT h.user_id, ${slot.activityId}, ${source}::"MakeupSource", ${slot.id}, ${date}::date,
           ${reason}, ${utcTimestamp(expiresAt)}, now()
      FROM session_holders(${slot.id}::int, ${utcTimestamp(startsAt)}) h
     WHERE h.paid AND (${only}::int[] IS NULL OR h.user_id = ANY(${only}::int[]))
    ON CONFLICT ("userId", "sourceDiaHoraId", "sourceDate") DO NOTHING
    RETURNING "userId", "expiresAt"`;
}

/**
 * The session will not be held (cancelled, or its day closed): every paid holder gets a credit,
 * every make-up booked into it gets its credit back (lasting at least as long as a new one), and
 * each of them one mail. Returns how many members were told.
 */
export async function compensateSession(
  tx: Tx,
  session: SessionRef,
  source: Extract<MakeupSource, 'Cancelada' | 'Cerrado'>,
  reason: string,
  policy: MakeupPolicy,
): Promise<number> {
  const { slot, date } = session;
  const credited = await creditHolders(tx, session, source, reason, policy);
  const expiresAt = creditExpiry(sessionStart(date, slot.hour).toJSDate(), policy);
  const returned = await tx.$queryRaw<{ userId: number; expiresAt: Date }[]>`
    UPDATE "MakeupCredit"
       SET "bookingDiaHoraId" = NULL, "bookingDate" = NULL, "bookingStartsAt" = NULL,
           "expiresAt" = GREATEST("expiresAt", ${utcTimestamp(expiresAt)}), "updatedAt" = now()
     WHERE "bookingDiaHoraId" = ${slot.id} AND "bookingDate" = ${date}::date
    RETURNING "userId", "expiresAt"`;
  const kind = source === 'Cancelada' ? 'cancelled' : 'closed';
  const mails = [
    ...credited.map((c) => ({ ...c, makeup: false })),
    ...returned.map((c) => ({ ...c, makeup: true })),
  ];
  for (const { userId, expiresAt: until, makeup } of mails) {
    await mailMember(tx, userId, session, reason, policy, {
      kind,
      until: formatGymDate(until),
      makeup,
    });
  }
  return mails.length;
}

/**
 * The session is held again: the credits it gave for `source` that are still unused are
 * withdrawn, and their members told. Returns how many.
 */
export async function withdrawCompensation(
  tx: Tx,
  session: SessionRef,
  source: Extract<MakeupSource, 'Cancelada' | 'Cerrado'>,
  policy: MakeupPolicy,
): Promise<number> {
  const withdrawn = await tx.makeupCredit.findMany({
    where: {
      sourceDiaHoraId: session.slot.id,
      sourceDate: new Date(`${session.date}T00:00:00Z`),
      source,
      bookingDiaHoraId: null,
    },
    select: { id: true, userId: true, reason: true },
  });
  await tx.makeupCredit.deleteMany({ where: { id: { in: withdrawn.map((c) => c.id) } } });
  for (const { userId, reason } of withdrawn) {
    await mailMember(tx, userId, session, reason, policy, { kind: 'restored' });
  }
  return withdrawn.length;
}

/**
 * The gym closed or opened `date` (a day from today): each class still to come that day is
 * compensated as a closure, or its closure credits withdrawn. Slots are locked in id order.
 */
export async function closureChanged(
  tx: Tx,
  date: string,
  closure: { closed: boolean; reason: string | null },
  policy: MakeupPolicy,
  now: Date,
): Promise<void> {
  const onDay = await tx.diaHora.findMany({
    where: { day: weekdayOf(date), activityId: { not: null } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  for (const { id } of onDay) {
    await lockSlot(tx, id);
    const [slot] = await classSlots(tx, [id]);
    if (!slot || sessionStart(date, slot.hour).toJSDate() <= now) continue;
    if (closure.closed) {
      await compensateSession(tx, { slot, date }, 'Cerrado', closure.reason ?? 'Cierre', policy);
    } else {
      await withdrawCompensation(tx, { slot, date }, 'Cerrado', policy);
    }
  }
}

/**
 * A membership just began (or a renewal's period was set): the sessions of its period that will
 * not be held (a holiday, a closed day, a cancelled class) each give the member a credit, as the
 * period is not extended. No mail: 'Próximas clases' shows them.
 */
export async function creditClosedSessionsOf(
  tx: Tx,
  orderId: number,
  policy: Pick<MakeupPolicy, 'makeupDays'>,
  now: Date,
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      userId: true,
      periodStart: true,
      periodEnd: true,
      lines: { where: { quantity: { gt: 0 } }, select: { diaHoraId: true } },
    },
  });
  if (!order.periodStart || !order.periodEnd) return;
  const { periodStart, periodEnd } = order;
  const from = gymToday(periodStart > now ? periodStart : now);
  const to = gymToday(periodEnd);
  const slots = await classSlots(tx, [...new Set(order.lines.map((l) => l.diaHoraId))]);
  for (const slot of slots) {
    for (const session of await sessionStates(tx, slot, from, to)) {
      const { startsAt, status, reason } = session;
      if (status === 'Programada' || startsAt <= now || startsAt < periodStart) continue;
      if (startsAt >= periodEnd) continue;
      await creditHolders(
        tx,
        { slot, date: session.date },
        status === 'Cerrado' ? 'Cerrado' : 'Cancelada',
        reason ?? status,
        policy,
        [order.userId],
      );
    }
  }
}

async function mailMember(
  tx: Tx,
  userId: number,
  { slot, date }: SessionRef,
  reason: string,
  policy: MakeupPolicy,
  mail: SessionMail,
): Promise<void> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, name: true, lastName: true, deletedAt: true },
  });
  if (!user || user.deletedAt) return;
  await queueSessionMail(
    tx,
    user.email,
    {
      name: user.name,
      lastName: user.lastName,
      activity: slot.activity,
      when: sessionLabel(date, slot.hour),
      reason,
      actividadesUrl: `${policy.publicUrl}/sociodashboard?seccion=actividades`,
    },
    mail,
  );
}
