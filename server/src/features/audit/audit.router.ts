import { Router } from 'express';
import { auditListQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handlePage } from '../../middleware/validate.ts';
import { listAuditEntries } from './audit.service.ts';

/** GET /audit: 'Actividad', the admin's alone. No route writes or changes the trail. */
export function auditRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/',
    requireAdmin,
    ...handlePage({ query: auditListQuerySchema }, ({ query }) => listAuditEntries(prisma, query)),
  );
  return router;
}
