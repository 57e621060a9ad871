import {
  ORDER_MESSAGES,
  REVIEW_MESSAGES,
  type AdminReviewDto,
  type AdminReviewsQuery,
  type PublicReviewsQuery,
  type ReviewDto,
  type ReviewInput,
  type UserReviewDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { matching, pageArgs, pageOf, pageSlice, type Page } from '../../lib/paging.ts';
import { PUBLIC_REVIEW } from '../../domain/review-visibility.ts';
import { purchaseEarnsReview } from './review-rights.ts';

const reviewSelect = {
  id: true,
  rating: true,
  description: true,
  activityId: true,
  userId: true,
  createdAt: true,
  user: { select: { name: true, lastName: true, image: true } },
  activity: { select: { id: true, name: true } },
} satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

const toReviewDto = (row: ReviewRow): ReviewDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Public reviews, newest first, one page: only those the public sees (PUBLIC_REVIEW: rated, not
 * hidden, of a class not archived), and only public user fields — never e-mail or phone.
 * `described`: only those with a text; `activityId`: only that class's (its page).
 */
export async function listPublicReviews(
  prisma: PrismaClient,
  { page, pageSize, described, activityId }: PublicReviewsQuery,
): Promise<Page<ReviewDto>> {
  const where: Prisma.ReviewWhereInput = {
    ...PUBLIC_REVIEW,
    ...(described ? { description: { not: null } } : {}),
    ...(activityId === undefined ? {} : { activityId }),
  };
  return pageOf(
    prisma.review.findMany({
      where,
      select: reviewSelect,
      orderBy: { id: 'desc' },
      ...pageSlice({ page, pageSize }),
      relationLoadStrategy: 'join',
    }),
    prisma.review.count({ where }),
    toReviewDto,
  );
}

/**
 * The admin's 'Reseñas': every rated review, hidden ones included, one page, newest first unless
 * sorted; `q` is an id or part of the text.
 */
export async function listAdminReviews(
  prisma: PrismaClient,
  query: AdminReviewsQuery,
): Promise<Page<AdminReviewDto>> {
  const where: Prisma.ReviewWhereInput = {
    rating: { not: null },
    ...matching<Prisma.ReviewWhereInput>(query.q, ['description']),
  };
  return pageOf(
    prisma.review.findMany({
      select: { ...reviewSelect, hiddenAt: true },
      ...pageArgs(where, query, { id: 'desc' as const }),
      relationLoadStrategy: 'join',
    }),
    prisma.review.count({ where }),
    toAdminReviewDto,
  );
}

const toAdminReviewDto = ({
  hiddenAt,
  ...row
}: ReviewRow & { hiddenAt: Date | null }): AdminReviewDto => ({
  ...toReviewDto(row),
  hiddenAt: hiddenAt?.toISOString() ?? null,
});

/**
 * 'Ocultar' / 'Mostrar': a hidden review stays in the database (the member still sees it as
 * theirs) and leaves every public list and average. Hiding again keeps the first date.
 */
export async function setReviewHidden(
  prisma: PrismaClient,
  id: number,
  hidden: boolean,
): Promise<AdminReviewDto> {
  await prisma.review.updateMany({
    where: { id, hiddenAt: hidden ? null : { not: null } },
    data: { hiddenAt: hidden ? new Date() : null },
  });
  const row = await prisma.review.findUnique({
    where: { id },
    select: { ...reviewSelect, hiddenAt: true },
  });
  if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound);
  return toAdminReviewDto(row);
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
