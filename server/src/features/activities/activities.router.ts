import { Router } from 'express';
import { idParamsSchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { getActivity, listActivities } from './activities.service.ts';

const byId = { params: idParamsSchema };

export function activitiesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/all', async (_req, res) => {
    res.json(await listActivities(prisma));
  });
  router.get('/:id', validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    res.json(await getActivity(prisma, params.id));
  });
  return router;
}
