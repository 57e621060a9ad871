import { Router } from 'express';
import { MESSAGES, type ApiError, type HealthDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

export function healthRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await prisma.$queryRaw`SELECT 1`;
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      const body: ApiError = { error: MESSAGES.databaseUnavailable };
      res.status(503).json(body);
      return;
    }
    const body: HealthDto = { status: 'ok', database: 'ok' };
    res.json(body);
  });
  return router;
}
