import { Router } from 'express';
import {
  activitySlotParamsSchema,
  attachSlotBodySchema,
  createSlotBodySchema,
  idParamsSchema,
  updateSlotBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';
import { getSlot, listSlots } from './slots.service.ts';
import { attachSlot, createSlot, detachSlot, updateSlot } from './slots.admin.service.ts';

const byId = { params: idParamsSchema };
const create = { body: createSlotBodySchema };
const update = { params: idParamsSchema, body: updateSlotBodySchema };
const attach = { body: attachSlotBodySchema };
const detach = { params: activitySlotParamsSchema };

export function slotsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listSlots(prisma));
  });
  router.get('/:id', validate(byId), async (_req, res) => {
    const { params } = validated(res, byId);
    res.json(await getSlot(prisma, params.id));
  });

  router.post('/create', requireAdmin, validate(create), async (_req, res) => {
    const { body } = validated(res, create);
    res.status(201).json(await createSlot(prisma, body));
  });
  router.post('/activity', requireAdmin, validate(attach), async (_req, res) => {
    const { body } = validated(res, attach);
    res.json(await attachSlot(prisma, body));
  });
  router.delete(
    '/activity/:activityId/:diaHoraId',
    requireAdmin,
    validate(detach),
    async (_req, res) => {
      const { params } = validated(res, detach);
      res.json(await detachSlot(prisma, params));
    },
  );
  router.put('/:id', requireAdmin, validate(update), async (_req, res) => {
    const { params, body } = validated(res, update);
    res.json(await updateSlot(prisma, params.id, body));
  });
  return router;
}
