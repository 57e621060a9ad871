import { Router } from 'express';
import { idParamsSchema, waitlistBodySchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { OfferPolicy } from '../../domain/waitlist.ts';
import { getMember, requireAdmin, requireProfile } from '../../middleware/auth.ts';
import { handle } from '../../middleware/validate.ts';
import { joinWaitlist, leaveWaitlist, myWaitlist, slotWaitlist } from './waitlist.service.ts';

const bySlot = { params: idParamsSchema, body: waitlistBodySchema };
const slotOnly = { params: idParamsSchema };

/** /diahora/{id}/waitlist and /waitlist (docs/api.md, 'Waitlists'). */
export function waitlistRouter(prisma: PrismaClient, policy: OfferPolicy): Router {
  const router = Router();
  router.get(
    '/waitlist',
    requireProfile,
    ...handle({}, (_input, req) => myWaitlist(prisma, getMember(req).user.id)),
  );
  router.get(
    '/diahora/:id/waitlist',
    requireAdmin,
    ...handle(slotOnly, ({ params }) => slotWaitlist(prisma, params.id)),
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
      ({ params }, req) => leaveWaitlist(prisma, getMember(req).user.id, params.id, policy),
      { status: 204 },
    ),
  );
  return router;
}
