import { Router } from 'express';
import {
  activityTrainerParamsSchema,
  createActivityBodySchema,
  updateActivityBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { adminCrudRoutes, archiveRoutes } from '../../middleware/admin-crud.ts';
import { audited, paramKey } from '../../middleware/audited.ts';
import { activitySubject } from '../../domain/audit-subjects.ts';
import { byId, catalogueList, handle, handlePage } from '../../middleware/validate.ts';
import { getActivity, listActivities } from './activities.service.ts';
import {
  createActivity,
  deleteActivity,
  setActivityArchived,
  setActivityTrainer,
  updateActivity,
} from './activities.admin.service.ts';

const trainerLink = { params: activityTrainerParamsSchema };
const audit = { kind: 'activity', subject: activitySubject() } as const;
const linkedActivity = activitySubject(paramKey('activityId'));

export function activitiesRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/all',
    ...handlePage(catalogueList('activities'), ({ query }) => listActivities(prisma, query)),
  );
  archiveRoutes(router, prisma, {
    list: 'activities',
    listAll: (db, query) => listActivities(db, query, 'admin'),
    setArchived: setActivityArchived,
    audit,
  });
  router.get('/:id', ...handle(byId, ({ params }) => getActivity(prisma, params.id)));

  adminCrudRoutes(router, prisma, {
    create: [createActivityBodySchema, createActivity],
    update: [updateActivityBodySchema, updateActivity],
    remove: deleteActivity,
    audit,
  });
  router.post(
    '/:activityId/addTrainer/:trainerId',
    requireAdmin,
    audited(prisma, 'activity.addTrainer', linkedActivity),
    ...handle(trainerLink, ({ params }) => setActivityTrainer(prisma, params, true)),
  );
  router.delete(
    '/:activityId/deleteTrainer/:trainerId',
    requireAdmin,
    audited(prisma, 'activity.removeTrainer', linkedActivity),
    ...handle(trainerLink, ({ params }) => setActivityTrainer(prisma, params, false)),
  );
  return router;
}
