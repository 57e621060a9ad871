import {
  CLOSURE_MESSAGES,
  CLOSURES_MAX_DAYS,
  type ClosureBody,
  type ClosureDto,
  type ClosuresQuery,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { closureOn, closuresBetween, dayDate, nationalHolidays } from '../../domain/closures.ts';
import { closureChanged, type MakeupPolicy } from '../../domain/makeups.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addDays, gymToday } from '../../lib/local-period.ts';

/** GET /closures: from today (or `from`) for a year (or to `to`). */
export function listClosures(
  prisma: PrismaClient,
  { from, to }: ClosuresQuery,
  now = new Date(),
): Promise<ClosureDto[]> {
  const first = from ?? gymToday(now);
  const last = to ?? addDays(first, CLOSURES_MAX_DAYS - 1);
  return closuresBetween(prisma, first, last);
}

/**
 * PUT /closures/{date}: opens or closes the gym on a day from today on. Back to its usual opening
 * (a holiday closed, another day open), the day's override is removed: only what differs is kept.
 * A day that closes gives make-up credits for its classes (domain/makeups.ts); one that opens
 * again withdraws the unused ones.
 */
export async function setClosure(
  prisma: PrismaClient,
  date: string,
  { closed, reason = '' }: ClosureBody,
  policy: MakeupPolicy,
  now = new Date(),
): Promise<ClosureDto> {
  if (date < gymToday(now)) throw new HttpError(400, CLOSURE_MESSAGES.pastDate);
  const usuallyClosed = nationalHolidays(date, date).has(date);
  return prisma.$transaction(async (tx) => {
    const before = await closureOn(tx, date);
    if (closed === usuallyClosed) {
      await tx.closureOverride.deleteMany({ where: { date: dayDate(date) } });
    } else {
      await tx.closureOverride.upsert({
        where: { date: dayDate(date) },
        create: { date: dayDate(date), closed, reason },
        update: { closed, reason },
      });
    }
    const after = await closureOn(tx, date);
    // The classes of a day that closes are made up; of a day that opens again, held.
    if (after.closed !== before.closed) await closureChanged(tx, date, after, policy, now);
    return after;
  });
}
