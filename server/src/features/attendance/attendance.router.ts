import { Router } from 'express';
import {
  attendanceChangeSchema,
  attendanceParamsSchema,
  dayQuerySchema,
  sessionParamsSchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { getMember, requirePermission } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { getRoster, markAttendance, staffDay } from './attendance.service.ts';

const oneSession = { params: sessionParamsSchema };
const mark = { params: attendanceParamsSchema, body: attendanceChangeSchema };

/**
 * /diahora/{id}/sessions/{date}/attendance: a session's roster and attendance, for the desk, the
 * admin and the profesor of that class (docs/api.md, 'Attendance').
 */
export function attendanceRouter(prisma: PrismaClient): Router {
  const router = Router();
  const rosters = requirePermission('rosters');
  router.get(
    '/:id/sessions/:date/attendance',
    rosters,
    ...handle(oneSession, ({ params }, req) => getRoster(prisma, getMember(req), params)),
  );
  router.put(
    '/:id/sessions/:date/attendance/:userId',
    rosters,
    ...handle(mark, ({ params, body }, req) =>
      markAttendance(prisma, getMember(req), params, body),
    ),
  );
  return router;
}

/** /sessions/day: the day's classes for the desk, the admin and the profesor (their own). */
export function staffDayRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/day',
    requirePermission('rosters'),
    ...handle({ query: dayQuerySchema }, ({ query }, req) =>
      staffDay(prisma, getMember(req), query),
    ),
  );
  return router;
}
