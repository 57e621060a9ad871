import { Router } from 'express';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { listTrainers } from './trainers.service.ts';

export function trainersRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listTrainers(prisma));
  });
  return router;
}
