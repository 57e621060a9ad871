import { Router } from 'express';
import { periodQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { getInsights } from './insights.service.ts';

const period = { query: periodQuerySchema };

/** /insights (admins): 'Resumen' of the admin dashboard. */
export function insightsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', requireAdmin, ...handle(period, ({ query }) => getInsights(prisma, query)));
  return router;
}
