import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import { queueNoShowNotices, type NoShowPolicy } from '../domain/no-shows.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

/** Hourly is soon enough for a friendly word about missed classes. */
const HOUR_MS = 3_600_000;

/**
 * Every hour (the first run is immediate): mails the members who reached NO_SHOW_LIMIT no-shows
 * (domain/no-shows.ts). Several instances may run it at once.
 */
export function startNoShowCheck(
  prisma: PrismaClient,
  policy: NoShowPolicy,
  logger: Logger,
): PeriodicJob {
  return startPeriodicJob('no-show check', HOUR_MS, logger, async () => {
    const mailed = await queueNoShowNotices(prisma, policy);
    if (mailed > 0) logger.info({ mailed }, 'no-show notices queued');
  });
}
