import { Router } from 'express';
import {
  attendanceChangeSchema,
  attendanceParamsSchema,
  dayQuerySchema,
  historyQuerySchema,
  sessionParamsSchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { getMember, requirePermission } from '../../middleware/auth.ts';
import { handle, handleOwn } from '../../middleware/validate.ts';
import { attendanceHistory, getRoster, markAttendance, staffDay } from './attendance.service.ts';
import { audited } from '../../middleware/audited.ts';
import { attendanceSubject } from '../../domain/audit-subjects.ts';

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
    audited(prisma, 'attendance.mark', attendanceSubject),
    ...handle(mark, ({ params, body }, req) =>
      markAttendance(prisma, getMember(req), params, body),
    ),
  );
  return router;
}

/**
 * /sessions/day: the day's classes for the desk, the admin and the profesor (their own);
 * /sessions/history: the member's own attendance.
 */
export function sessionAttendanceRouter(prisma: PrismaClient): Router {
  const router = Router();
  router.get(
    '/history',
    ...handleOwn({ query: historyQuerySchema }, ({ query }, userId) =>
      attendanceHistory(prisma, userId, query),
    ),
  );
  router.get(
    '/day',
    requirePermission('rosters'),
    ...handle({ query: dayQuerySchema }, ({ query }, req) =>
      staffDay(prisma, getMember(req), query),
    ),
  );
  return router;
}
