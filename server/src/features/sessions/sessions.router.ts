import { Router } from 'express';
import {
  idParamsSchema,
  sessionChangeSchema,
  sessionParamsSchema,
  sessionsQuerySchema,
  weekQuerySchema,
  type SessionParams,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { handle, handleOwn } from '../../middleware/validate.ts';
import {
  adminWeek,
  listMemberSessions,
  timetable,
  listSessions,
  setSessionStatus,
  skipSession,
  unskipSession,
} from './sessions.service.ts';
import type { SessionPolicy } from '../../domain/makeups.ts';
import { audited } from '../../middleware/audited.ts';
import { sessionSubject } from '../../domain/audit-subjects.ts';

const range = { params: idParamsSchema, query: sessionsQuerySchema };
const change = { params: sessionParamsSchema, body: sessionChangeSchema };
const oneSession = { params: sessionParamsSchema };
const week = { query: weekQuerySchema };

const skipRequest = (userId: number, params: SessionParams, policy: SessionPolicy) => ({
  userId,
  slotId: params.id,
  date: params.date,
  policy,
  now: new Date(),
});

/**
 * /diahora/{id}/sessions: a weekly slot's dated sessions (public); the admin cancels one, and a
 * member who holds one says 'No voy' or undoes it (docs/api.md, 'Sessions').
 */
export function sessionsRouter(prisma: PrismaClient, policy: SessionPolicy): Router {
  const router = Router();
  router.get(
    '/:id/sessions',
    ...handle(range, ({ params, query }) => listSessions(prisma, params.id, query)),
  );
  router.put(
    '/:id/sessions/:date',
    requireAdmin,
    audited(prisma, 'session.update', sessionSubject),
    ...handle(change, ({ params, body }) =>
      setSessionStatus(prisma, params.id, params.date, body, policy),
    ),
  );
  router.post(
    '/:id/sessions/:date/skip',
    ...handleOwn(oneSession, ({ params }, userId) =>
      skipSession(prisma, skipRequest(userId, params, policy)),
    ),
  );
  router.delete(
    '/:id/sessions/:date/skip',
    ...handleOwn(oneSession, ({ params }, userId) =>
      unskipSession(prisma, skipRequest(userId, params, policy)),
    ),
  );
  return router;
}

/** /sessions: the caller's coming sessions, held or made up; the admin's week of every class. */
export function memberSessionsRouter(prisma: PrismaClient, policy: SessionPolicy): Router {
  const router = Router();
  router.get('/', ...handleOwn({}, (_input, userId) => listMemberSessions(prisma, userId, policy)));
  router.get('/week', requireAdmin, ...handle(week, ({ query }) => adminWeek(prisma, query)));
  return router;
}

/** /timetable ('Horarios'): the public week of every class. */
export function timetableRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get('/', ...handle(week, ({ query }) => timetable(prisma, query)));
  return router;
}
