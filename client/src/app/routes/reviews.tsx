import { ReviewsPage } from '@/features/reviews/components/reviews-page';

export function ReviewsRoute() {
  return <ReviewsPage />;
}
