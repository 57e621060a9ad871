import { Router } from 'express';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { listPublicReviews } from './reviews.service.ts';

export function reviewsRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/all', async (_req, res) => {
    res.json(await listPublicReviews(prisma));
  });
  return router;
}
