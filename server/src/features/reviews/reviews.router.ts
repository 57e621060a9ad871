import { Router } from 'express';
import {
  AUTH_MESSAGES,
  putReviewBodySchema,
  reviewKeyParamsSchema,
  userIdParamsSchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { assertSelfOrAdmin, getMember, requireProfile } from '../../middleware/auth.ts';
import { validate, validated } from '../../middleware/validate.ts';
import {
  deleteReview,
  listPublicReviews,
  listUserReviews,
  saveOwnReview,
} from './reviews.service.ts';

const byUser = { params: userIdParamsSchema };
const putReview = { body: putReviewBodySchema };
const byKey = { params: reviewKeyParamsSchema };

/** /review (POST /review/create, the checkout placeholder, lives with the orders). */
export function reviewsRouter(prisma: PrismaClient): Router {
  const router = Router();

  router.get('/all', async (_req, res) => {
    res.json(await listPublicReviews(prisma));
  });

  router.get('/user/:userId', requireProfile, validate(byUser), async (req, res) => {
    const { params } = validated(res, byUser);
    assertSelfOrAdmin(getMember(req), params.userId);
    res.json(await listUserReviews(prisma, params.userId));
  });

  // The author is always the caller: the documented userId may only name them.
  router.put('/activity', requireProfile, validate(putReview), async (req, res) => {
    const { body } = validated(res, putReview);
    const { userId, ...review } = body;
    const member = getMember(req);
    if (userId !== undefined && userId !== member.user.id) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
    }
    res.json(await saveOwnReview(prisma, member.user.id, review));
  });

  router.delete(
    '/delete/:userId/:activityId',
    requireProfile,
    validate(byKey),
    async (req, res) => {
      const { params } = validated(res, byKey);
      assertSelfOrAdmin(getMember(req), params.userId);
      await deleteReview(prisma, params.userId, params.activityId);
      res.status(204).end();
    },
  );

  return router;
}
