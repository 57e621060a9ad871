import type { ReviewDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

/** A public review; the client also copes with a review whose author no longer exists. */
export type PublicReview = Omit<ReviewDto, 'user'> & { user: ReviewDto['user'] | null };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<PublicReview[], undefined>({
      query: () => '/review/all',
      providesTags: (result) => [
        { type: 'Review', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Review' as const, id })),
      ],
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
