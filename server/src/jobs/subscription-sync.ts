import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { PaymentProvider } from '../lib/mercadopago-provider.ts';
import { resumeEndedFreezes } from '../domain/subscriptions/freezes.ts';
import { applyDuePriceChanges } from '../domain/subscriptions/price-changes.ts';
import { syncSubscriptions } from '../domain/subscriptions/sync.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

/**
 * Every SUBSCRIPTION_SYNC_SECONDS (60): applies the price rises whose day came (domain/subscriptions/price-changes.ts),
 * resumes the débitos whose freeze ended (freezes.ts), then tells Mercado Pago each débito change it has not confirmed (a cancel, a pause, a
 * new amount) and refunds the charges that found no membership (domain/subscriptions/sync.ts).
 * Several instances may run it at once: each change is sent under its row's lock.
 */
export function startSubscriptionSync(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
  intervalMs: number,
): PeriodicJob {
  return startPeriodicJob('subscription sync', intervalMs, logger, async () => {
    const raised = await applyDuePriceChanges(prisma);
    const resumed = await resumeEndedFreezes(prisma);
    const settled = await syncSubscriptions(prisma, provider, logger);
    if (raised + resumed + settled > 0) {
      logger.info({ raised, resumed, settled }, 'débitos synced with Mercado Pago');
    }
  });
}
