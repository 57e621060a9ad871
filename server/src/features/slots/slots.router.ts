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
import { audited, bodyKey, paramKey } from '../../middleware/audited.ts';
import { slotSubject } from '../../domain/audit-subjects.ts';
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
const audit = { kind: 'slot', subject: slotSubject() } as const;

export function slotsRouter(prisma: PrismaClient, bookings: Bookings): Router {
  const router = Router();
  router.get('/', ...handlePage(catalogueList('slots'), ({ query }) => listSlots(prisma, query)));
  archiveRoutes(router, prisma, {
    list: 'slots',
    listAll: (db, query) => listSlots(db, query, 'admin'),
    setArchived: (db, id, archived) => setSlotArchived(db, id, archived, bookings),
    audit,
  });
  router.get('/:id', ...handle(byId, ({ params }) => getPublicSlot(prisma, params.id)));

  adminCrudRoutes(router, prisma, {
    createPath: '/create',
    create: [createSlotBodySchema, createSlot],
    update: [updateSlotBodySchema, (db, id, body) => updateSlot(db, id, body, bookings)],
    remove: deleteSlot,
    audit,
  });
  router.post(
    '/activity',
    requireAdmin,
    audited(prisma, 'slot.attach', slotSubject(bodyKey('diaHoraId'))),
    ...handle(attach, ({ body }) => attachSlot(prisma, body)),
  );
  router.delete(
    '/activity/:activityId/:diaHoraId',
    requireAdmin,
    audited(prisma, 'slot.detach', slotSubject(paramKey('diaHoraId'))),
    ...handle(detach, ({ params }) => detachSlot(prisma, params)),
  );
  return router;
}
