import { Router } from 'express';
import { attendanceMonthQuerySchema, periodQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { attendanceInsights } from './attendance-insights.ts';
import { getInsights } from './insights.service.ts';

const period = { query: periodQuerySchema };

/** /insights (admins): 'Resumen' of the admin dashboard. */
export function insightsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', requireAdmin, ...handle(period, ({ query }) => getInsights(prisma, query)));
  // Its own request: it reads the month's sessions, which 'Resumen''s first paint need not wait for.
  router.get(
    '/attendance',
    requireAdmin,
    ...handle({ query: attendanceMonthQuerySchema }, ({ query }) =>
      attendanceInsights(prisma, query),
    ),
  );
  return router;
}
