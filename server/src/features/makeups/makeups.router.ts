import { Router } from 'express';
import { idParamsSchema, makeupBookingSchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { handleOwn } from '../../middleware/validate.ts';
import type { SessionPolicy } from '../../domain/makeups.ts';
import { bookMakeup, cancelMakeup, listMakeups, makeupOptions } from './makeups.service.ts';

const booking = { params: idParamsSchema, body: makeupBookingSchema };
const byId = { params: idParamsSchema };

/** /makeups: the caller's make-up credits and the classes booked with them (docs/api.md). */
export function makeupsRouter(prisma: PrismaClient, policy: SessionPolicy): Router {
  const router = Router();
  router.get('/', ...handleOwn({}, (_input, userId) => listMakeups(prisma, userId)));
  router.get(
    '/:id/sessions',
    ...handleOwn(byId, ({ params }, userId) => makeupOptions(prisma, userId, params.id)),
  );
  router.post(
    '/:id/booking',
    ...handleOwn(
      booking,
      ({ params, body }, userId) => bookMakeup(prisma, userId, params.id, body),
      { status: 201 },
    ),
  );
  router.delete(
    '/:id/booking',
    ...handleOwn(byId, ({ params }, userId) => cancelMakeup(prisma, userId, params.id, policy)),
  );
  return router;
}
