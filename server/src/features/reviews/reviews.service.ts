import {
  ORDER_MESSAGES,
  REVIEW_MESSAGES,
  type PublicReviewsQuery,
  type ReviewDto,
  type ReviewInput,
  type UserReviewDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Page } from '../../lib/paging.ts';
import { purchaseEarnsReview } from './review-rights.ts';

/**
 * Public reviews, newest first, one page: only rated ones (an unrated row is the placeholder
 * checkout creates, and would reveal who bought what), and only public user fields — never e-mail
 * or phone. `described`: only those with a text.
 */
export async function listPublicReviews(
  prisma: PrismaClient,
  { page, pageSize, described }: PublicReviewsQuery,
): Promise<Page<ReviewDto>> {
  const where: Prisma.ReviewWhereInput = {
    rating: { not: null },
    ...(described ? { description: { not: null } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.review.findMany({
      where,
      select: {
        id: true,
        rating: true,
        description: true,
        activityId: true,
        userId: true,
        createdAt: true,
        user: { select: { name: true, lastName: true, image: true } },
        activity: { select: { id: true, name: true } },
      },
      orderBy: { id: 'desc' },
      skip: (page - 1) * pageSize,
      take: pageSize,
      relationLoadStrategy: 'join',
    }),
    prisma.review.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}

const userReviewSelect = {
  id: true,
  userId: true,
  activityId: true,
  rating: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  activity: { select: { id: true, name: true } },
} satisfies Prisma.ReviewSelect;

type UserReviewRow = Prisma.ReviewGetPayload<{ select: typeof userReviewSelect }>;

const toUserReviewDto = (row: UserReviewRow): UserReviewDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A member's reviews, the unrated placeholders of their purchases included. */
export async function listUserReviews(
  prisma: PrismaClient,
  userId: number,
): Promise<UserReviewDto[]> {
  const rows = await prisma.review.findMany({
    where: { userId },
    select: userReviewSelect,
    orderBy: { id: 'asc' },
  });
  return rows.map(toUserReviewDto);
}

/**
 * Writes the member's one review of an activity (creating it, or replacing their earlier one).
 * Only a purchase that earns the rating (review-rights.ts) lets the member write it.
 */
export async function saveOwnReview(
  prisma: PrismaClient,
  userId: number,
  { activityId, rating, description }: ReviewInput,
): Promise<UserReviewDto> {
  const activity = await prisma.activity.findUnique({
    where: { id: activityId },
    select: { id: true },
  });
  if (!activity) throw new HttpError(404, REVIEW_MESSAGES.activityNotFound);
  if (!(await purchaseEarnsReview(prisma, userId, activityId, 'rating'))) {
    throw new HttpError(403, REVIEW_MESSAGES.notAllowed);
  }
  const row = await prisma.review.upsert({
    where: { userId_activityId: { userId, activityId } },
    create: { userId, activityId, rating, description },
    update: { rating, description },
    select: userReviewSelect,
  });
  return toUserReviewDto(row);
}

/** 404 when the user has no review of that activity. */
export async function deleteReview(
  prisma: PrismaClient,
  userId: number,
  activityId: number,
): Promise<void> {
  const { count } = await prisma.review.deleteMany({ where: { userId, activityId } });
  if (count === 0) throw new HttpError(404, REVIEW_MESSAGES.notFound);
}

/**
 * POST /review/create: the unrated placeholder, for a class the user bought (review-rights.ts).
 * An existing review is returned untouched.
 */
export async function createReviewPlaceholder(
  prisma: PrismaClient,
  userId: number,
  activityId: number,
): Promise<{ created: boolean; review: ReviewPlaceholderDto }> {
  if (!(await purchaseEarnsReview(prisma, userId, activityId, 'placeholder'))) {
    throw new HttpError(403, ORDER_MESSAGES.reviewNotAllowed);
  }
  const { count } = await prisma.review.createMany({
    data: [{ userId, activityId }],
    skipDuplicates: true,
  });
  const review = await prisma.review.findUniqueOrThrow({
    where: { userId_activityId: { userId, activityId } },
    select: { id: true, userId: true, activityId: true, rating: true, description: true },
  });
  return { created: count === 1, review };
}

interface ReviewPlaceholderDto {
  id: number;
  userId: number;
  activityId: number;
  rating: number | null;
  description: string | null;
}
