import { Router } from 'express';
import { idParamsSchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { getSlot, listSlots } from './slots.service.ts';

const byId = { params: idParamsSchema };

export function slotsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listSlots(prisma));
  });
  router.get('/:id', validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    res.json(await getSlot(prisma, params.id));
  });
  return router;
}
