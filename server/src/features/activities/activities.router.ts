import { Router } from 'express';
import {
  activityTrainerParamsSchema,
  createActivityBodySchema,
  idParamsSchema,
  updateActivityBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { getActivity, listActivities } from './activities.service.ts';
import { createActivity, setActivityTrainer, updateActivity } from './activities.admin.service.ts';

const byId = { params: idParamsSchema };
const create = { body: createActivityBodySchema };
const update = { params: idParamsSchema, body: updateActivityBodySchema };
const trainerLink = { params: activityTrainerParamsSchema };

export function activitiesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/all', async (_req, res) => {
    res.json(await listActivities(prisma));
  });
  router.get('/:id', validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    res.json(await getActivity(prisma, params.id));
  });

  router.post('/', requireAdmin, validate(create), async (_req, res) => {
    const { body } = validated(res, create);
    res.status(201).json(await createActivity(prisma, body));
  });
  router.put('/:id', requireAdmin, validate(update), async (_req, res) => {
    const { params, body } = validated(res, update);
    res.json(await updateActivity(prisma, params.id, body));
  });
  router.post(
    '/:activityId/addTrainer/:trainerId',
    requireAdmin,
    validate(trainerLink),
    async (_req, res) => {
      const { params } = validated(res, trainerLink);
      res.json(await setActivityTrainer(prisma, params, true));
    },
  );
  router.delete(
    '/:activityId/deleteTrainer/:trainerId',
    requireAdmin,
    validate(trainerLink),
    async (_req, res) => {
      const { params } = validated(res, trainerLink);
      res.json(await setActivityTrainer(prisma, params, false));
    },
  );
  return router;
}
