import {
  AUTH_MESSAGES,
  CHECK_IN_MESSAGES,
  MEMBER_SEARCH_LIMIT,
  PASS_VALID_STEPS,
  addDays,
  weekdayOf,
  type CheckInBody,
  type CheckInDto,
  type CheckInMethod,
  type CheckInResult,
  type FoundMemberDto,
  type PassDto,
  type Weekday,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { inCheckInWindow, recordAttendance } from '../../domain/attendance.ts';
import { memberStanding } from '../../domain/bookings/memberships.ts';
import { closuresBetween, dayDate } from '../../domain/closures.ts';
import { heldBy, sessionStart, sessionStates } from '../../domain/sessions.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isFrozen } from '../../domain/subscriptions/freezes.ts';
import { gymToday } from '../../lib/local-period.ts';
import { personMatches } from '../../lib/sql-page.ts';
import type { Member } from '../../middleware/auth.ts';
import { issuePass, passExpiry, passValid, readPassCode, stepAt } from './pass.ts';

type Tx = Prisma.TransactionClient;

/**
 * GET /checkin/pass: the caller's pass for this minute. Its number is kept while it works, so the
 * desk can type it; numbers that stopped working are dropped. The member's standing comes along.
 */
export async function showPass(
  prisma: PrismaClient,
  secret: string,
  userId: number,
  now = new Date(),
): Promise<PassDto> {
  const step = stepAt(now);
  const pass = issuePass(secret, userId, step);
  await prisma.$transaction([
    prisma.checkInPass.deleteMany({ where: { step: { lte: step - PASS_VALID_STEPS } } }),
    prisma.$executeRaw`
      INSERT INTO "CheckInPass" ("userId", step, number) VALUES (${userId}, ${step}, ${pass.number})
      ON CONFLICT DO NOTHING`,
  ]);
  const membership = await memberStanding(prisma, userId, now);
  return { ...pass, expiresAt: passExpiry(step).toISOString(), membership };
}

/** Who the desk is checking in, and how it knows: 400 for a forged or expired pass. */
async function identify(
  prisma: PrismaClient,
  secret: string,
  body: CheckInBody,
  now: Date,
): Promise<{ userId: number; method: CheckInMethod }> {
  if (body.code !== undefined) {
    const pass = readPassCode(secret, body.code);
    if (!pass || pass.step > stepAt(now)) throw new HttpError(400, CHECK_IN_MESSAGES.forged);
    if (!passValid(pass.step, now)) throw new HttpError(400, CHECK_IN_MESSAGES.expired);
    return { userId: pass.userId, method: 'Pase' };
  }
  if (body.number !== undefined) {
    const step = stepAt(now);
    const shown = await prisma.checkInPass.findMany({
      where: { number: body.number, step: { gt: step - PASS_VALID_STEPS, lte: step } },
      select: { userId: true },
    });
    const members = new Set(shown.map((pass) => pass.userId));
    const [userId] = members;
    if (userId === undefined) throw new HttpError(404, CHECK_IN_MESSAGES.unknownNumber);
    if (members.size > 1) throw new HttpError(409, CHECK_IN_MESSAGES.sharedNumber);
    return { userId, method: 'Numero' };
  }
  return { userId: body.userId ?? 0, method: 'Busqueda' };
}

interface SessionNow {
  slotId: number;
  date: string;
  startsAt: Date;
  day: Weekday;
  hour: string;
  activity: { id: number; name: string };
  attended: boolean;
}

/**
 * The held sessions starting within the check-in window of `now` that the member holds (paid) or
 * booked a make-up into, the nearest first.
 */
async function memberSessionsNow(tx: Tx, userId: number, now: Date): Promise<SessionNow[]> {
  const today = gymToday(now);
  const dates = [addDays(today, -1), today, addDays(today, 1)];
  const slots = await tx.diaHora.findMany({
    where: { activityId: { not: null }, day: { in: dates.map(weekdayOf) } },
    select: { id: true, day: true, hour: true, activity: { select: { id: true, name: true } } },
  });
  const closures = await closuresBetween(tx, dates[0] ?? today, dates[2] ?? today);
  const found: SessionNow[] = [];
  for (const { activity, ...slot } of slots) {
    for (const date of dates) {
      if (!activity || weekdayOf(date) !== slot.day) continue;
      const startsAt = sessionStart(date, slot.hour).toJSDate();
      if (!inCheckInWindow(startsAt, now)) continue;
      const [state] = await sessionStates(tx, slot, date, date, closures);
      if (state?.status !== 'Programada') continue;
      const key = { userId, diaHoraId: slot.id, date: dayDate(date) };
      const holds =
        (await heldBy(tx, slot.id, startsAt, userId)).paid ||
        (await tx.makeupCredit.count({
          where: { userId, bookingDiaHoraId: slot.id, bookingDate: key.date },
        })) > 0;
      if (!holds) continue;
      const attended = (await tx.attendance.count({ where: key })) > 0;
      found.push({
        slotId: slot.id,
        date,
        startsAt,
        day: slot.day,
        hour: slot.hour,
        activity,
        attended,
      });
    }
  }
  const distance = (session: SessionNow) => Math.abs(session.startsAt.getTime() - now.getTime());
  return found.sort((a, b) => distance(a) - distance(b));
}

/**
 * POST /checkin (the desk): finds the member by their pass, its number or the desk's search, and
 * records their attendance at the session they came for, once. A second scan answers 'Ya
 * registrado'; no session now, 'Sin clase' (or 'Vencida' when their memberships ran out).
 */
export async function checkIn(
  prisma: PrismaClient,
  secret: string,
  desk: Pick<Member, 'user'>,
  body: CheckInBody,
  now = new Date(),
): Promise<CheckInDto> {
  const { userId, method } = await identify(prisma, secret, body, now);
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findFirst({
      where: { id: userId, deletedAt: null },
      select: { id: true, name: true, lastName: true, image: true },
    });
    if (!member) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
    const membership = await memberStanding(tx, userId, now);
    const sessions = await memberSessionsNow(tx, userId, now);
    const answer = (result: CheckInResult, session: SessionNow | null): CheckInDto => ({
      result,
      message: CHECK_IN_MESSAGES[result],
      member,
      membership,
      session: session && {
        diaHoraId: session.slotId,
        date: session.date,
        startsAt: session.startsAt.toISOString(),
        day: session.day,
        hour: session.hour,
        activity: session.activity,
      },
    });
    const [nearest] = sessions;
    if (!nearest) {
      if (await isFrozen(tx, userId, now)) return answer('Congelada', null);
      return answer(membership.status === 'Vencida' ? 'Vencida' : 'Sin clase', null);
    }
    const already = sessions.find((session) => session.attended);
    if (already) return answer('Ya registrado', already);
    const recorded = await recordAttendance(tx, {
      userId,
      slotId: nearest.slotId,
      date: nearest.date,
      method,
      markedById: desk.user.id,
    });
    return answer(recorded ? 'Registrado' : 'Ya registrado', nearest);
  });
}

/** GET /checkin/members?q=: the desk finds members by name, last name or e-mail. */
export async function findMembers(
  prisma: PrismaClient,
  q: string,
  now = new Date(),
): Promise<FoundMemberDto[]> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "User" WHERE "deletedAt" IS NULL AND ${personMatches(q)}
       ORDER BY "lastName", name, id LIMIT ${MEMBER_SEARCH_LIMIT}`;
    const users = await tx.user.findMany({
      where: { id: { in: rows.map((row) => row.id) } },
      select: { id: true, name: true, lastName: true, image: true, email: true },
      orderBy: [{ lastName: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    });
    const found: FoundMemberDto[] = [];
    for (const user of users) {
      found.push({ ...user, membership: await memberStanding(tx, user.id, now) });
    }
    return found;
  });
}
