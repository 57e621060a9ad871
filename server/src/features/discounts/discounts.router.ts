import { Router } from 'express';
import {
  createDiscountBodySchema,
  idParamsSchema,
  updateDiscountBodySchema,
  validateDiscountBodySchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin, requireProfile } from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { handle } from '../../middleware/validate.ts';
import { listDiscounts, validateDiscount } from './discounts.service.ts';
import { createDiscount, deleteDiscount, updateDiscount } from './discounts.admin.service.ts';

export interface DiscountsDeps {
  config: Pick<Config, 'discountRateLimit'>;
  rateLimits: RateLimits;
}

const check = { body: validateDiscountBodySchema };
const create = { body: createDiscountBodySchema };
const byId = { params: idParamsSchema };
const update = { params: idParamsSchema, body: updateDiscountBodySchema };

/** /descuento: members check one code (rate-limited against guessing); admins manage them all. */
export function discountsRouter(
  prisma: PrismaClient,
  { config, rateLimits }: DiscountsDeps,
): Router {
  const router = Router();

  router.post(
    '/validate',
    requireProfile,
    rateLimits.byMember('discount', config.discountRateLimit),
    ...handle(check, ({ body }) => validateDiscount(prisma, body.codigo)),
  );

  router.get('/all', requireAdmin, async (_req, res) => {
    res.json(await listDiscounts(prisma));
  });

  router.post(
    '/',
    requireAdmin,
    ...handle(create, ({ body }) => createDiscount(prisma, body), { status: 201 }),
  );

  router.put(
    '/:id',
    requireAdmin,
    ...handle(update, ({ params, body }) => updateDiscount(prisma, params.id, body)),
  );

  router.delete(
    '/:id',
    requireAdmin,
    ...handle(byId, ({ params }) => deleteDiscount(prisma, params.id), { status: 204 }),
  );

  return router;
}
