import { Router } from 'express';
import { idParamsSchema, waitlistBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { getMember, requireAdmin, requireProfile } from '../../middleware/auth.ts';
import { byId, handle } from '../../middleware/validate.ts';
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
  router.get(
    '/waitlist',
    requireProfile,
    ...handle({}, (_input, req) => myWaitlist(prisma, getMember(req).user.id)),
  );
  router.get(
    '/diahora/:id/place',
    requireProfile,
    ...handle(byId, ({ params }, req) => slotPlace(prisma, getMember(req).user.id, params.id)),
  );
  router.get(
    '/diahora/:id/waitlist',
    requireAdmin,
    ...handle(byId, ({ params }) => slotWaitlist(prisma, params.id)),
  );
  router.post(
    '/diahora/:id/waitlist',
    requireProfile,
    ...handle(
      bySlot,
      ({ params }, req) => joinWaitlist(prisma, getMember(req).user.id, params.id),
      {
        status: 201,
      },
    ),
  );
  router.delete(
    '/diahora/:id/waitlist',
    requireProfile,
    ...handle(
      bySlot,
      ({ params }, req) => leaveWaitlist(prisma, getMember(req).user.id, params.id, bookings),
      { status: 204 },
    ),
  );
  return router;
}
