import { Router } from 'express';
import {
  activitySlotParamsSchema,
  attachSlotBodySchema,
  createSlotBodySchema,
  updateSlotBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { adminCrudRoutes, archiveRoutes } from '../../middleware/admin-crud.ts';
import { byId, catalogueList, handle, handlePage } from '../../middleware/validate.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { getPublicSlot, listSlots } from './slots.service.ts';
import {
  attachSlot,
  createSlot,
  deleteSlot,
  detachSlot,
  setSlotArchived,
  updateSlot,
} from './slots.admin.service.ts';

const attach = { body: attachSlotBodySchema };
const detach = { params: activitySlotParamsSchema };

export function slotsRouter(prisma: PrismaClient, bookings: Bookings): Router {
  const router = Router();
  router.get('/', ...handlePage(catalogueList('slots'), ({ query }) => listSlots(prisma, query)));
  archiveRoutes(router, prisma, {
    list: 'slots',
    listAll: (db, query) => listSlots(db, query, 'admin'),
    setArchived: (db, id, archived) => setSlotArchived(db, id, archived, bookings),
  });
  router.get('/:id', ...handle(byId, ({ params }) => getPublicSlot(prisma, params.id)));

  adminCrudRoutes(router, prisma, {
    createPath: '/create',
    create: [createSlotBodySchema, createSlot],
    update: [updateSlotBodySchema, (db, id, body) => updateSlot(db, id, body, bookings)],
    remove: deleteSlot,
  });
  router.post('/activity', requireAdmin, ...handle(attach, ({ body }) => attachSlot(prisma, body)));
  router.delete(
    '/activity/:activityId/:diaHoraId',
    requireAdmin,
    ...handle(detach, ({ params }) => detachSlot(prisma, params)),
  );
  return router;
}
