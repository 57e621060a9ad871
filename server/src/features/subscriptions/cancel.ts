// Cancelling a débito (the member in Mis actividades, or the admin; the rule is
// domain/subscriptions/cancel.ts): no further charge, the membership runs to its end. Mercado
// Pago is told at once, and by the sync job until it confirms; a charge it makes meanwhile is
// refunded (domain/subscriptions/charges.ts).
import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { subscriptionDto } from '../../domain/subscriptions/lifecycle.ts';
import { cancelLiveDebit } from '../../domain/subscriptions/cancel.ts';
import { pushSubscription } from '../../domain/subscriptions/sync.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentProvider } from '../../lib/mercadopago-provider.ts';

export async function cancelSubscription(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
  orderId: number,
  now = new Date(),
): Promise<SubscriptionDto> {
  const cancelled = await prisma.$transaction(async (tx) => {
    const ended = await cancelLiveDebit(tx, orderId, now);
    if (!ended) throw new HttpError(404, SUBSCRIPTION_MESSAGES.notFound);
    return ended;
  });
  await pushSubscription(prisma, provider, logger, cancelled.id);
  return subscriptionDto(cancelled);
}
