import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import { expireMemberships, queueReminders } from '../domain/memberships.ts';
import type { OfferPolicy } from '../domain/waitlist.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export interface MembershipSweepOptions {
  prisma: PrismaClient;
  logger: Logger;
  intervalMs: number;
  /** Where freed places go (domain/waitlist.ts). */
  policy: OfferPolicy;
}

/**
 * Every MEMBERSHIP_SWEEP_SECONDS (the first run is immediate): queues the 'Por vencer' reminders,
 * then expires the memberships past their end and returns their places (domain/memberships.ts).
 * Several instances may run it at once.
 */
export function startMembershipSweep({
  prisma,
  logger,
  intervalMs,
  policy,
}: MembershipSweepOptions): PeriodicJob {
  return startPeriodicJob('membership sweep', intervalMs, logger, async () => {
    const reminded = await queueReminders(prisma);
    const expired = await expireMemberships(prisma, policy);
    if (reminded > 0 || expired > 0) logger.info({ reminded, expired }, 'memberships swept');
  });
}
