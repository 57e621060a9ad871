import { Router } from 'express';
import { checkInBodySchema, memberSearchQuerySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { getMember, requirePermission } from '../../middleware/auth.ts';
import { handle, handleOwn } from '../../middleware/validate.ts';
import { checkIn, findMembers, showPass } from './checkin.service.ts';
import { audited } from '../../middleware/audited.ts';
import { checkInSubject } from '../../domain/audit-subjects.ts';

const checkInRequest = { body: checkInBodySchema };
const search = { query: memberSearchQuerySchema };

/** /checkin: the member's pass ('Mi pase') and the desk's check-in (docs/api.md, 'Check-in'). */
export function checkInRouter(prisma: PrismaClient, { secret }: { secret: string }): Router {
  const router = Router();
  router.get('/pass', ...handleOwn({}, (_input, userId) => showPass(prisma, secret, userId)));
  router.post(
    '/',
    requirePermission('checkIn'),
    audited(prisma, 'checkin.desk', checkInSubject),
    ...handle(checkInRequest, ({ body }, req) => checkIn(prisma, secret, getMember(req), body)),
  );
  router.get(
    '/members',
    requirePermission('findMembers'),
    ...handle(search, ({ query }) => findMembers(prisma, query.q)),
  );
  return router;
}
