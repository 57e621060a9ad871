import type { ReviewDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/**
 * Public reviews: only rated ones (an unrated row is the placeholder checkout creates, and would
 * reveal who bought what), and only public user fields — never e-mail or phone.
 */
export async function listPublicReviews(prisma: PrismaClient): Promise<ReviewDto[]> {
  const rows = await prisma.review.findMany({
    where: { rating: { not: null } },
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
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
