import { Router } from 'express';
import {
  AUTH_MESSAGES,
  adminReviewsQuerySchema,
  publicReviewsQuerySchema,
  putReviewBodySchema,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  getMember,
  ownerOrAdmin,
  requireAdmin,
  requireProfile,
  userIdIn,
} from '../../middleware/auth.ts';
import {
  byId,
  byUser,
  handle,
  handlePage,
  validate,
  validated,
} from '../../middleware/validate.ts';
import {
  listAdminReviews,
  listPublicReviews,
  listUserReviews,
  saveOwnReview,
  setReviewHidden,
} from './reviews.service.ts';
import { audited } from '../../middleware/audited.ts';
import { reviewSubject } from '../../domain/audit-subjects.ts';

const putReview = { body: putReviewBodySchema };
const publicPage = { query: publicReviewsQuerySchema };
const adminPage = { query: adminReviewsQuerySchema };

/** /review: the public list, a member's reviews, writing one's own, the admin's hide and show. */
export function reviewsRouter(prisma: PrismaClient): Router {
  const router = Router();

  router.get('/all', ...handlePage(publicPage, ({ query }) => listPublicReviews(prisma, query)));

  router.get(
    '/admin',
    requireAdmin,
    ...handlePage(adminPage, ({ query }) => listAdminReviews(prisma, query)),
  );
  router.put(
    '/:id/hide',
    requireAdmin,
    audited(prisma, 'review.hide', reviewSubject),
    ...handle(byId, ({ params }) => setReviewHidden(prisma, params.id, true)),
  );
  router.put(
    '/:id/show',
    requireAdmin,
    audited(prisma, 'review.show', reviewSubject),
    ...handle(byId, ({ params }) => setReviewHidden(prisma, params.id, false)),
  );

  router.get(
    '/user/:userId',
    requireProfile,
    ownerOrAdmin(userIdIn((req) => req.params.userId)),
    ...handle(byUser, ({ params }) => listUserReviews(prisma, params.userId)),
  );

  // The author is always the caller: the documented userId may only name them (not even an admin
  // writes a review for someone else).
  router.put('/activity', requireProfile, validate(putReview), async (req, res) => {
    const { body } = validated(res, putReview);
    const { userId, ...review } = body;
    const member = getMember(req);
    if (userId !== undefined && userId !== member.user.id) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
    }
    res.json(await saveOwnReview(prisma, member.user.id, review));
  });

  return router;
}
