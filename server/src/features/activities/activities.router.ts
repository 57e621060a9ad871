import { Router } from 'express';
import {
  activityTrainerParamsSchema,
  createActivityBodySchema,
  idParamsSchema,
  updateActivityBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { getActivity, listActivities } from './activities.service.ts';
import {
  createActivity,
  deleteActivity,
  setActivityTrainer,
  updateActivity,
} from './activities.admin.service.ts';

const byId = { params: idParamsSchema };
const create = { body: createActivityBodySchema };
const update = { params: idParamsSchema, body: updateActivityBodySchema };
const trainerLink = { params: activityTrainerParamsSchema };

export function activitiesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/all', async (_req, res) => {
    res.json(await listActivities(prisma));
  });
  router.get('/:id', ...handle(byId, ({ params }) => getActivity(prisma, params.id)));

  router.post(
    '/',
    requireAdmin,
    ...handle(create, ({ body }) => createActivity(prisma, body), { status: 201 }),
  );
  router.put(
    '/:id',
    requireAdmin,
    ...handle(update, ({ params, body }) => updateActivity(prisma, params.id, body)),
  );
  router.delete(
    '/:id',
    requireAdmin,
    ...handle(byId, ({ params }) => deleteActivity(prisma, params.id), { status: 204 }),
  );
  router.post(
    '/:activityId/addTrainer/:trainerId',
    requireAdmin,
    ...handle(trainerLink, ({ params }) => setActivityTrainer(prisma, params, true)),
  );
  router.delete(
    '/:activityId/deleteTrainer/:trainerId',
    requireAdmin,
    ...handle(trainerLink, ({ params }) => setActivityTrainer(prisma, params, false)),
  );
  return router;
}
