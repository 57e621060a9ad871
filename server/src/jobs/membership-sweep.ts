import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { Bookings } from '../domain/bookings/index.ts';
import { queueReminders } from '../domain/bookings/memberships.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export interface MembershipSweepOptions {
  prisma: PrismaClient;
  logger: Logger;
  intervalMs: number;
  bookings: Bookings;
}

/**
 * Every MEMBERSHIP_SWEEP_SECONDS (the first run is immediate): queues the 'Por vencer' reminders,
 * then expires the memberships past their end and frees their places (domain/bookings/).
 * Several instances may run it at once.
 */
export function startMembershipSweep({
  prisma,
  logger,
  intervalMs,
  bookings,
}: MembershipSweepOptions): PeriodicJob {
  return startPeriodicJob('membership sweep', intervalMs, logger, async () => {
    const reminded = await queueReminders(prisma);
    const expired = await bookings.expireMemberships(prisma);
    if (reminded > 0 || expired > 0) logger.info({ reminded, expired }, 'memberships swept');
  });
}
