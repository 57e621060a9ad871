import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import { expireReservations } from '../domain/order-lifecycle.ts';
import type { OfferPolicy } from '../domain/waitlist.ts';
import { compactOrderCounts } from '../domain/order-counts.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export type ReservationSweep = PeriodicJob;

export interface ReservationSweepOptions {
  prisma: PrismaClient;
  logger: Logger;
  intervalMs?: number;
  /** Where freed places go (domain/waitlist.ts). */
  policy: OfferPolicy;
}

/**
 * Cancels unpaid orders past their reservation every minute (the first run is immediate), then
 * folds the orders' running counts (domain/order-counts.ts).
 */
export function startReservationSweep({
  prisma,
  logger,
  intervalMs = 60_000,
  policy,
}: ReservationSweepOptions): ReservationSweep {
  return startPeriodicJob('reservation sweep', intervalMs, logger, async () => {
    const count = await expireReservations(prisma, policy);
    if (count > 0) logger.info({ count }, 'expired reservations cancelled');
    await compactOrderCounts(prisma);
  });
}
