// 'Activar débito automático' (docs/architecture.md, 'Débito automático'): a Mercado Pago
// subscription for a running membership's monthly amount at today's prices, its first charge a
// little before the period ends, and the page where the member authorises it.
import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionStartDto,
} from '@power-gym/contracts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { orderAddress } from '../../domain/order-address.ts';
import { membershipAmount } from '../../domain/subscriptions/amount.ts';
import { chargeDueFor, liveSubscriptionOf } from '../../domain/subscriptions/lifecycle.ts';
import { lockRunningMembership } from '../../domain/subscriptions/locks.ts';
import { HttpError } from '../../lib/http-error.ts';
import { PaymentProviderError, type PaymentProvider } from '../../lib/mercadopago-provider.ts';

export interface StartSubscriptionInput {
  orderId: number;
  publicUrl: string;
  /** MEMBERSHIP_DAYS: one charge per period. */
  periodDays: number;
  now?: Date;
}

/**
 * Creates the débito of a paid, running membership, or answers the one waiting for the member's
 * authorisation again. The order stays locked while Mercado Pago answers (one row, at most the
 * provider's timeout), so two clicks make one subscription.
 */
export async function startSubscription(
  prisma: PrismaClient,
  provider: PaymentProvider,
  { orderId, publicUrl, periodDays, now = new Date() }: StartSubscriptionInput,
): Promise<SubscriptionStartDto> {
  return prisma.$transaction(
    async (tx) => {
      const order = await lockRunningMembership(
        tx,
        orderId,
        now,
        SUBSCRIPTION_MESSAGES.notActivatable,
      );
      const live = await liveSubscriptionOf(tx, orderId);
      if (live?.status === 'Pending') return { url: live.authorizeUrl };
      if (live) throw new HttpError(409, SUBSCRIPTION_MESSAGES.alreadyActive);

      const amount = await membershipAmount(tx, orderId);
      let created;
      try {
        created = await provider.createSubscription({
          reason: `Power Gym: abono del pedido #${orderId}`,
          externalReference: `abono-${orderId}`,
          payerEmail: orderAddress(order),
          amount,
          backUrl: `${publicUrl}/sociodashboard?seccion=actividades`,
          startDate: chargeDueFor(order.periodEnd, now),
          frequencyDays: periodDays,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      }
      await tx.subscription.create({
        data: {
          userId: order.userId,
          orderId,
          preapprovalId: created.id,
          authorizeUrl: created.url,
          amount: new Prisma.Decimal(amount),
          providerAmount: new Prisma.Decimal(amount),
          nextChargeAt: chargeDueFor(order.periodEnd, now),
        },
      });
      return { url: created.url };
    },
    { timeout: 30_000 },
  );
}
