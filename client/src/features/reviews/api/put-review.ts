import type { ReviewInput, UserReviewDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const putReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /review/activity: the member rates and reviews an activity bought in a paid order. */
    putReview: build.mutation<UserReviewDto, ReviewInput & { userId: number }>({
      query: (data) => ({ url: '/review/activity', method: 'PUT', data }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'Review', id: 'LIST' },
        { type: 'Review', id: `USER-${userId}` },
      ],
    }),
  }),
});

export const { usePutReviewMutation } = putReviewApi;
