import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Which purchase earns a review of a class: the one rule every review path asks. A paid order
 * (Complete) earns the right to rate the class; an order checked out and awaiting its payment
 * (Created) earns only the unrated placeholder that lists the class to rate. The rule is the
 * database function review_earned (prisma/functions/review_rights.sql), so that the checkout,
 * which creates placeholders, and the trigger that drops them when an order is cancelled ask the
 * very same question as this code does.
 */
export async function purchaseEarnsReview(
  db: Prisma.TransactionClient,
  userId: number,
  activityId: number,
  earns: 'rating' | 'placeholder',
): Promise<boolean> {
  const [row] = await db.$queryRaw<{ earned: boolean }[]>`
    SELECT review_earned(${userId}::int, ${activityId}::int, ${earns === 'rating'}) AS earned`;
  return row?.earned === true;
}
