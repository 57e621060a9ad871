import { Router } from 'express';
import { freezeBodySchema, idParamsSchema } from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PaymentProvider } from '../../lib/mercadopago-provider.ts';
import { ownerOrAdmin, requireProfile } from '../../middleware/auth.ts';
import { orderOwner } from '../../middleware/order-owner.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { handle } from '../../middleware/validate.ts';
import {
  endFreeze,
  freezeMembership,
  type FreezeResult,
} from '../../domain/subscriptions/freezes.ts';
import { pushSubscription } from '../../domain/subscriptions/sync.ts';
import { cancelSubscription } from './cancel.ts';
import { startSubscription } from './start.ts';
import { audited } from '../../middleware/audited.ts';
import { orderSubject } from '../../domain/audit-subjects.ts';

export interface SubscriptionsDeps {
  config: Pick<Config, 'publicUrl' | 'memberships' | 'paymentRateLimit'>;
  provider: PaymentProvider;
  rateLimits: RateLimits;
  logger: Logger;
}

const byOrder = { params: idParamsSchema };
const freeze = { params: idParamsSchema, body: freezeBodySchema };

/**
 * /order/{id}/subscription: 'Activar débito automático' (the member) and its cancellation;
 * /order/{id}/freeze: 'Congelar' and ending it early (the member or an admin), docs/api.md.
 */
export function subscriptionsRouter(prisma: PrismaClient, deps: SubscriptionsDeps): Router {
  const router = Router();
  const ownerOfParam = ownerOrAdmin(orderOwner(prisma, (req) => req.params.id));
  const { freezeDaysPerYear: daysPerYear } = deps.config.memberships;
  /** The freeze's answer, once Mercado Pago heard of the débito it paused or resumed. */
  const told = async ({ dto, subscriptionId }: FreezeResult) => {
    if (subscriptionId !== null) {
      await pushSubscription(prisma, deps.provider, deps.logger, subscriptionId);
    }
    return dto;
  };

  router.post(
    '/:id/subscription',
    requireProfile,
    deps.rateLimits.byMember('subscription', deps.config.paymentRateLimit),
    ownerOfParam,
    audited(prisma, 'subscription.start', orderSubject),
    ...handle(
      byOrder,
      ({ params }) =>
        startSubscription(prisma, deps.provider, {
          orderId: params.id,
          publicUrl: deps.config.publicUrl,
          periodDays: deps.config.memberships.days,
        }),
      { status: 201 },
    ),
  );

  router.delete(
    '/:id/subscription',
    requireProfile,
    ownerOfParam,
    audited(prisma, 'subscription.cancel', orderSubject),
    ...handle(byOrder, ({ params }) =>
      cancelSubscription(prisma, deps.provider, deps.logger, params.id),
    ),
  );

  router.post(
    '/:id/freeze',
    requireProfile,
    ownerOfParam,
    audited(prisma, 'freeze.start', orderSubject),
    ...handle(
      freeze,
      async ({ params, body }) =>
        told(await freezeMembership(prisma, { orderId: params.id, days: body.days, daysPerYear })),
      { status: 201 },
    ),
  );

  router.delete(
    '/:id/freeze',
    requireProfile,
    ownerOfParam,
    audited(prisma, 'freeze.end', orderSubject),
    ...handle(byOrder, async ({ params }) =>
      told(await endFreeze(prisma, { orderId: params.id, daysPerYear })),
    ),
  );

  return router;
}
