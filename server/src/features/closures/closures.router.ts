import { Router } from 'express';
import { closureBodySchema, closureParamsSchema, closuresQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import type { MakeupPolicy } from '../../domain/makeups.ts';
import { listClosures, setClosure } from './closures.service.ts';
import { audited } from '../../middleware/audited.ts';
import { closureSubject } from '../../domain/audit-subjects.ts';

const range = { query: closuresQuerySchema };
const change = { params: closureParamsSchema, body: closureBodySchema };

/** /closures: the days the gym opens or closes unusually (public); admins change them. */
export function closuresRouter(prisma: PrismaClient, policy: MakeupPolicy): Router {
  const router = Router();
  router.get('/', ...handle(range, ({ query }) => listClosures(prisma, query)));
  router.put(
    '/:date',
    requireAdmin,
    audited(prisma, 'closure.set', closureSubject),
    ...handle(change, ({ params, body }) => setClosure(prisma, params.date, body, policy)),
  );
  return router;
}
