import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import { expireReservations } from '../domain/orders.ts';

export interface ReservationSweep {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface ReservationSweepOptions {
  prisma: PrismaClient;
  logger: Logger;
  intervalMs?: number;
}

/** Cancels unpaid orders past their reservation every minute (the first run is immediate). */
export function startReservationSweep({
  prisma,
  logger,
  intervalMs = 60_000,
}: ReservationSweepOptions): ReservationSweep {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = expireReservations(prisma)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'expired reservations cancelled');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
