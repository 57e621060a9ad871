import { Router } from 'express';
import {
  ADMIN_MESSAGES,
  idParamsSchema,
  priceChangeBodySchema,
  priceChangeParamsSchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import {
  listPriceChanges,
  schedulePriceChange,
  withdrawPriceChange,
} from '../../domain/subscriptions/price-changes.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { audited } from '../../middleware/audited.ts';
import { priceChangeSubject } from '../../domain/audit-subjects.ts';

const schedule = { params: idParamsSchema, body: priceChangeBodySchema };
const byActivity = { params: idParamsSchema };
const byChange = { params: priceChangeParamsSchema };

/** /activity/{id}/price-changes: 'Aumento de cuota' (admins), docs/api.md. */
export function priceChangesRouter(
  prisma: PrismaClient,
  config: Pick<Config, 'publicUrl' | 'memberships'>,
): Router {
  const router = Router();
  router.post(
    '/:id/price-changes',
    requireAdmin,
    audited(prisma, 'priceChange.create', { ...priceChangeSubject, key: () => null }),
    ...handle(
      schedule,
      ({ params, body }) =>
        schedulePriceChange(
          prisma,
          {
            activityId: params.id,
            price: body.price,
            effectiveFrom: body.effectiveFrom,
            noticeDays: config.memberships.priceNoticeDays,
            publicUrl: config.publicUrl,
          },
          ADMIN_MESSAGES.activityNotFound,
        ),
      { status: 201 },
    ),
  );
  router.get(
    '/:id/price-changes',
    requireAdmin,
    ...handle(byActivity, ({ params }) => listPriceChanges(prisma, params.id)),
  );
  router.delete(
    '/:id/price-changes/:changeId',
    requireAdmin,
    audited(prisma, 'priceChange.delete', priceChangeSubject),
    ...handle(byChange, ({ params }) => withdrawPriceChange(prisma, params.id, params.changeId)),
  );
  return router;
}
