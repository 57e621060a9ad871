import type { PublicReview } from '../api';

export type ShownReview = PublicReview & {
  description: string;
  user: NonNullable<PublicReview['user']>;
};

/** Spec §2 and §5: only reviews with a description, and none whose author is gone. */
export function visibleReviews(reviews: readonly PublicReview[]): ShownReview[] {
  return reviews.filter(
    (review): review is ShownReview =>
      review.user !== null && review.description !== null && review.description.trim() !== '',
  );
}
