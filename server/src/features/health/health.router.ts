// /health and /ready (docs/api.md, 'Health'): what a proxy or an orchestrator asks of an instance.
// Alive is the process answering; ready is also its database answering with every migration of this
// version applied, and the instance not draining (a shutdown began: in-flight requests finish, new
// ones go elsewhere).
import { Router, type Response } from 'express';
import {
  MESSAGES,
  READY_MESSAGES,
  type ApiError,
  type HealthDto,
  type ReadyDto,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { readMigrations } from '../../db/migrate.ts';
import type { Readiness } from './readiness.ts';

export function healthRouter(prisma: PrismaClient, readiness: Readiness): Router {
  const router = Router();
  // The newest migration this code needs: an instance of a newer version waits for it.
  const latest = readMigrations().at(-1)?.name ?? null;
  const unavailable = (res: Response, error: string) => {
    const body: ApiError = { error };
    res.status(503).json(body);
  };

  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const body: HealthDto = { status: 'ok' };
    res.json(body);
  });

  router.get('/ready', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.draining) {
      unavailable(res, READY_MESSAGES.draining);
      return;
    }
    let migrated: boolean;
    try {
      const rows = await prisma.$queryRaw<{ ok: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM "_prisma_migrations"
                        WHERE migration_name = ${latest} AND finished_at IS NOT NULL
                          AND rolled_back_at IS NULL) AS ok`;
      migrated = latest === null || rows[0]?.ok === true;
    } catch (err) {
      req.log.warn({ err }, 'readiness check: database unreachable');
      unavailable(res, MESSAGES.databaseUnavailable);
      return;
    }
    if (!migrated) {
      unavailable(res, READY_MESSAGES.migrationsPending);
      return;
    }
    const body: ReadyDto = { status: 'ok', database: 'ok', migrations: 'ok' };
    res.json(body);
  });
  return router;
}
