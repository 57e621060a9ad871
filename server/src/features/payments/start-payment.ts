import { AUTH_MESSAGES, ORDER_MESSAGES, PAYMENT_MESSAGES } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { PaymentProviderError, type PaymentProvider } from '../../lib/mercadopago-provider.ts';
import { buildPreference } from './preference.ts';

export interface StartPaymentInput {
  orderId: number;
  userId: number;
  publicUrl: string;
  now?: Date;
}

/** Creates the Checkout Pro preference of the caller's Created order; returns the payment URL. */
export async function startPayment(
  prisma: PrismaClient,
  provider: PaymentProvider,
  logger: Logger,
  { orderId, userId, publicUrl, now = new Date() }: StartPaymentInput,
): Promise<string> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      userId: true,
      state: true,
      total: true,
      discountPercent: true,
      reservedUntil: true,
      payerEmail: true,
      user: { select: { email: true, name: true, lastName: true } },
      lines: {
        where: { quantity: { gt: 0 } },
        orderBy: { diaHoraId: 'asc' },
        select: {
          diaHoraId: true,
          quantity: true,
          unitPrice: true,
          subtotal: true,
          activity: { select: { name: true } },
          diaHora: { select: { day: true, hour: true } },
        },
      },
    },
  });
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
  if (order.userId !== userId) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  if (order.state !== 'Created') throw new HttpError(409, PAYMENT_MESSAGES.orderNotPayable);
  const reservedUntil = order.reservedUntil;
  if (!reservedUntil || reservedUntil <= now) {
    throw new HttpError(409, PAYMENT_MESSAGES.orderExpired);
  }
  const body = buildPreference(
    { ...order, total: order.total.toFixed(2), reservedUntil },
    publicUrl,
    now,
  );
  try {
    const preference = await provider.createPreference(body);
    logger.info({ orderId, preferenceId: preference.id }, 'payment preference created');
    return preference.url;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn({ err: error, orderId }, 'could not create the payment preference');
    throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
  }
}
