import { Router } from 'express';
import { createTrainerBodySchema, updateTrainerBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { adminCrudRoutes, archiveRoutes } from '../../middleware/admin-crud.ts';
import { trainerSubject } from '../../domain/audit-subjects.ts';
import { catalogueList, handlePage } from '../../middleware/validate.ts';
import { listTrainers } from './trainers.service.ts';
import {
  createTrainer,
  deleteTrainer,
  setTrainerArchived,
  updateTrainer,
} from './trainers.admin.service.ts';

const audit = { kind: 'trainer', subject: trainerSubject } as const;

export function trainersRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/',
    ...handlePage(catalogueList('trainers'), ({ query }) => listTrainers(prisma, query)),
  );
  archiveRoutes(router, prisma, {
    list: 'trainers',
    listAll: (db, query) => listTrainers(db, query, 'admin'),
    setArchived: setTrainerArchived,
    audit,
  });
  adminCrudRoutes(router, prisma, {
    create: [createTrainerBodySchema, createTrainer],
    update: [updateTrainerBodySchema, updateTrainer],
    remove: deleteTrainer,
    audit,
  });
  return router;
}
