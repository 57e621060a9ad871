import type { UserReviewDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const userReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /review/user/{userId}: the member's own reviews, to fill the form with them. */
    getUserReviews: build.query<UserReviewDto[], number>({
      query: (userId) => `/review/user/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'Review', id: `USER-${userId}` }],
    }),
  }),
});

export const { useGetUserReviewsQuery } = userReviewsApi;
