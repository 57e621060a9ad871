import type { ReviewDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewDto[], undefined>({
      query: () => '/review/all',
      providesTags: (result) => [
        { type: 'Review', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Review' as const, id })),
      ],
    }),
  }),
});

export const { useGetReviewsQuery } = reviewsApi;
