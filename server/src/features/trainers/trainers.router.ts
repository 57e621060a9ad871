import { Router } from 'express';
import {
  createTrainerBodySchema,
  idParamsSchema,
  updateTrainerBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { listTrainers } from './trainers.service.ts';
import { createTrainer, updateTrainer } from './trainers.admin.service.ts';

const create = { body: createTrainerBodySchema };
const update = { params: idParamsSchema, body: updateTrainerBodySchema };

export function trainersRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listTrainers(prisma));
  });
  router.post('/', requireAdmin, validate(create), async (_req, res) => {
    const { body } = validated(res, create);
    res.status(201).json(await createTrainer(prisma, body));
  });
  router.put('/:id', requireAdmin, validate(update), async (_req, res) => {
    const { params, body } = validated(res, update);
    res.json(await updateTrainer(prisma, params.id, body));
  });
  return router;
}
