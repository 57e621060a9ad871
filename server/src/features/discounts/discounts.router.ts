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
import { validate, validated } from '../../middleware/validate.ts';
import { listDiscounts, validateDiscount } from './discounts.service.ts';
import { createDiscount, updateDiscount } from './discounts.admin.service.ts';

export interface DiscountsDeps {
  config: Pick<Config, 'discountRateLimit'>;
  rateLimits: RateLimits;
}

const check = { body: validateDiscountBodySchema };
const create = { body: createDiscountBodySchema };
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
    validate(check),
    async (_req, res) => {
      const { body } = validated(res, check);
      res.json(await validateDiscount(prisma, body.codigo));
    },
  );

  router.get('/all', requireAdmin, async (_req, res) => {
    res.json(await listDiscounts(prisma));
  });

  router.post('/', requireAdmin, validate(create), async (_req, res) => {
    const { body } = validated(res, create);
    res.status(201).json(await createDiscount(prisma, body));
  });

  router.put('/:id', requireAdmin, validate(update), async (_req, res) => {
    const { params, body } = validated(res, update);
    res.json(await updateDiscount(prisma, params.id, body));
  });

  return router;
}
