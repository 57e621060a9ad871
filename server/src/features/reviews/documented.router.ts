// The documented review calls of the original app that our client does not make (docs/api.md).
import { Router } from 'express';
import { createReviewBodySchema, reviewKeyParamsSchema } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { ownerOrAdmin, requireProfile, userIdIn } from '../../middleware/auth.ts';
import { handle, validate, validated } from '../../middleware/validate.ts';
import { createReviewPlaceholder, deleteReview } from './reviews.service.ts';
import { audited } from '../../middleware/audited.ts';
import { memberReviewSubject } from '../../domain/audit-subjects.ts';

const createReview = { body: createReviewBodySchema };
const byKey = { params: reviewKeyParamsSchema };

/** /review: POST /create (the placeholder checkout already creates) and DELETE /delete/{userId}/{activityId}. */
export function documentedReviewsRouter(prisma: PrismaClient): Router {
  const router = Router();

  router.post(
    '/create',
    requireProfile,
    ownerOrAdmin(userIdIn((req) => req.body?.idUser)),
    validate(createReview),
    async (_req, res) => {
      const { body } = validated(res, createReview);
      const result = await createReviewPlaceholder(prisma, body.idUser, body.idActivity);
      res.status(result.created ? 201 : 200).json(result.review);
    },
  );

  router.delete(
    '/delete/:userId/:activityId',
    requireProfile,
    ownerOrAdmin(userIdIn((req) => req.params.userId)),
    audited(prisma, 'review.delete', memberReviewSubject, { who: 'staff' }),
    ...handle(byKey, ({ params }) => deleteReview(prisma, params.userId, params.activityId), {
      status: 204,
    }),
  );

  return router;
}
