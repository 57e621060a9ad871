import { Router } from 'express';
import { validateDiscountBodySchema } from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin, requireProfile } from '../../middleware/auth.ts';
import { userRateLimit } from '../../middleware/user-rate-limit.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { listDiscounts, validateDiscount } from './discounts.service.ts';

export interface DiscountsDeps {
  config: Pick<Config, 'discountRateLimit'>;
}

const check = { body: validateDiscountBodySchema };

/** /descuento: members check one code (rate-limited against guessing); admins list them all. */
export function discountsRouter(prisma: PrismaClient, { config }: DiscountsDeps): Router {
  const router = Router();

  router.post(
    '/validate',
    requireProfile,
    userRateLimit(config.discountRateLimit),
    validate(check),
    async (_req, res) => {
      const { body } = validated(res, check);
      res.json(await validateDiscount(prisma, body.codigo));
    },
  );

  router.get('/all', requireAdmin, async (_req, res) => {
    res.json(await listDiscounts(prisma));
  });

  return router;
}
