import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { Bookings } from '../domain/bookings/index.ts';
import { compactOrderCounts, compactInsightTotals } from '../domain/order-counts.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

export type ReservationSweep = PeriodicJob;

export interface ReservationSweepOptions {
  prisma: PrismaClient;
  logger: Logger;
  intervalMs?: number;
  bookings: Bookings;
}

/**
 * Cancels unpaid orders past their reservation every minute (the first run is immediate), then
 * folds the orders' running counts and the revenue per day (domain/order-counts.ts).
 */
export function startReservationSweep({
  prisma,
  logger,
  intervalMs = 60_000,
  bookings,
}: ReservationSweepOptions): ReservationSweep {
  return startPeriodicJob('reservation sweep', intervalMs, logger, async () => {
    const count = await bookings.expireReservations(prisma);
    if (count > 0) logger.info({ count }, 'expired reservations cancelled');
    await compactOrderCounts(prisma);
    await compactInsightTotals(prisma);
  });
}
