// Mercado Pago's notifications about débitos (docs/architecture.md, 'Débito automático'): like a
// payment's, only a trigger. The subscription or the charge is read back and applied by
// domain/subscriptions/, which does each thing once however often, late or forged it is notified.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { applyCharge } from '../../domain/subscriptions/charges.ts';
import { applyPreapproval } from '../../domain/subscriptions/sync.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentProvider } from '../../lib/mercadopago-provider.ts';

export const SUBSCRIPTION_TOPICS = [
  'subscription_preapproval',
  'subscription_authorized_payment',
] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

export function isSubscriptionTopic(type: string | undefined): type is SubscriptionTopic {
  return (SUBSCRIPTION_TOPICS as readonly (string | undefined)[]).includes(type);
}

interface Deps {
  prisma: PrismaClient;
  provider: PaymentProvider;
  logger: Logger;
  bookings: Bookings;
}

/**
 * Reads the notified subscription or charge back and applies it; answers what was done ('not_found'
 * when Mercado Pago does not know it). Throws PaymentProviderError when Mercado Pago cannot answer.
 */
export async function applySubscriptionNotification(
  { prisma, provider, logger, bookings }: Deps,
  topic: SubscriptionTopic,
  dataId: string,
): Promise<string> {
  if (topic === 'subscription_preapproval') {
    const remote = await provider.getSubscription(dataId);
    return remote ? applyPreapproval(prisma, remote) : 'not_found';
  }
  const charge = await provider.getCharge(dataId);
  return charge ? applyCharge(prisma, bookings, charge, logger) : 'not_found';
}
