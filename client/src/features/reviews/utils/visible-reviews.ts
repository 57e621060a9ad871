import type { PublicReview } from '../api';

export type ShownReview = PublicReview & {
  description: string;
  user: NonNullable<PublicReview['user']>;
};

/** Only reviews with a description (a bare rating says nothing to a visitor), and none whose author is gone. */
export function visibleReviews(reviews: readonly PublicReview[]): ShownReview[] {
  return reviews.filter(
    (review): review is ShownReview =>
      review.user !== null && review.description !== null && review.description.trim() !== '',
  );
}
