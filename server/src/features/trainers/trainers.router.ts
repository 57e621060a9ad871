import { Router } from 'express';
import {
  createTrainerBodySchema,
  idParamsSchema,
  updateTrainerBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { listTrainers } from './trainers.service.ts';
import { createTrainer, deleteTrainer, updateTrainer } from './trainers.admin.service.ts';

const byId = { params: idParamsSchema };
const create = { body: createTrainerBodySchema };
const update = { params: idParamsSchema, body: updateTrainerBodySchema };

export function trainersRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listTrainers(prisma));
  });
  router.post(
    '/',
    requireAdmin,
    ...handle(create, ({ body }) => createTrainer(prisma, body), { status: 201 }),
  );
  router.put(
    '/:id',
    requireAdmin,
    ...handle(update, ({ params, body }) => updateTrainer(prisma, params.id, body)),
  );
  router.delete(
    '/:id',
    requireAdmin,
    ...handle(byId, ({ params }) => deleteTrainer(prisma, params.id), { status: 204 }),
  );
  return router;
}
