import { Router } from 'express';
import { idParamsSchema, sessionsQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { handle } from '../../middleware/validate.ts';
import { listSessions } from './sessions.service.ts';

const range = { params: idParamsSchema, query: sessionsQuerySchema };

/** /diahora/{id}/sessions: a weekly slot's dated sessions (public). */
export function sessionsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/:id/sessions',
    ...handle(range, ({ params, query }) => listSessions(prisma, params.id, query)),
  );
  return router;
}
