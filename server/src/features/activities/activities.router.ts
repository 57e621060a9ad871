import { Router } from 'express';
import {
  activityTrainerParamsSchema,
  createActivityBodySchema,
  idParamsSchema,
  updateActivityBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { adminCrudRoutes } from '../../middleware/admin-crud.ts';
import { handle } from '../../middleware/validate.ts';
import { getActivity, listActivities } from './activities.service.ts';
import {
  createActivity,
  deleteActivity,
  setActivityTrainer,
  updateActivity,
} from './activities.admin.service.ts';

const byId = { params: idParamsSchema };
const trainerLink = { params: activityTrainerParamsSchema };

export function activitiesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/all', async (_req, res) => {
    res.json(await listActivities(prisma));
  });
  router.get('/:id', ...handle(byId, ({ params }) => getActivity(prisma, params.id)));

  adminCrudRoutes(router, prisma, {
    create: [createActivityBodySchema, createActivity],
    update: [updateActivityBodySchema, updateActivity],
    remove: deleteActivity,
  });
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
