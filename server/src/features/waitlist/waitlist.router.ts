import { Router } from 'express';
import { idParamsSchema, waitlistBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { byId, handle, handleOwn } from '../../middleware/validate.ts';
import {
  joinWaitlist,
  leaveWaitlist,
  myWaitlist,
  slotPlace,
  slotWaitlist,
} from './waitlist.service.ts';

const bySlot = { params: idParamsSchema, body: waitlistBodySchema };

/** /diahora/{id}/waitlist, /diahora/{id}/place and /waitlist (docs/api.md, 'Waitlists'). */
export function waitlistRouter(prisma: PrismaClient, bookings: Bookings): Router {
  const router = Router();
  router.get('/waitlist', ...handleOwn({}, (_input, userId) => myWaitlist(prisma, userId)));
  router.get(
    '/diahora/:id/place',
    ...handleOwn(byId, ({ params }, userId) => slotPlace(prisma, userId, params.id)),
  );
  router.get(
    '/diahora/:id/waitlist',
    requireAdmin,
    ...handle(byId, ({ params }) => slotWaitlist(prisma, params.id)),
  );
  router.post(
    '/diahora/:id/waitlist',
    ...handleOwn(bySlot, ({ params }, userId) => joinWaitlist(prisma, userId, params.id), {
      status: 201,
    }),
  );
  router.delete(
    '/diahora/:id/waitlist',
    ...handleOwn(
      bySlot,
      ({ params }, userId) => leaveWaitlist(prisma, userId, params.id, bookings),
      { status: 204 },
    ),
  );
  return router;
}
