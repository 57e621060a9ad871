import { Router } from 'express';
import {
  ADMIN_PAGE_SIZE,
  listQuerySchema,
  createDiscountBodySchema,
  updateDiscountBodySchema,
  validateDiscountBodySchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { getMember, requireAdmin, requireProfile } from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { adminCrudRoutes } from '../../middleware/admin-crud.ts';
import { discountSubject } from '../../domain/audit-subjects.ts';
import { handle, handlePage } from '../../middleware/validate.ts';
import { listDiscounts, validateDiscount } from './discounts.service.ts';
import { createDiscount, deleteDiscount, updateDiscount } from './discounts.admin.service.ts';

export interface DiscountsDeps {
  config: Pick<Config, 'discountRateLimit'>;
  rateLimits: RateLimits;
}

const check = { body: validateDiscountBodySchema };
const list = { query: listQuerySchema(ADMIN_PAGE_SIZE, 'discounts') };

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
    ...handle(check, ({ body }, req) =>
      validateDiscount(prisma, body.codigo, getMember(req).user.id),
    ),
  );

  router.get(
    '/all',
    requireAdmin,
    ...handlePage(list, ({ query }) => listDiscounts(prisma, query)),
  );

  adminCrudRoutes(router, prisma, {
    create: [createDiscountBodySchema, createDiscount],
    update: [updateDiscountBodySchema, updateDiscount],
    remove: deleteDiscount,
    audit: { kind: 'discount', subject: discountSubject },
  });

  return router;
}
