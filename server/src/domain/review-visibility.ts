import type { Prisma } from '../generated/prisma/client.ts';

/**
 * The reviews the public sees, in every list and average: rated (an unrated row is the
 * placeholder a purchase creates), not hidden by the admin ('Ocultar'), of a class not archived.
 */
export const PUBLIC_REVIEW = {
  rating: { not: null },
  hiddenAt: null,
  activity: { is: { archivedAt: null } },
} satisfies Prisma.ReviewWhereInput;
