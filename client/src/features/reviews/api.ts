import {
  PUBLIC_REVIEWS_PAGE_SIZE,
  type ReviewDto,
  type ReviewInput,
  type UserReviewDto,
} from '@power-gym/contracts';
import { api, listQuery, pageQuery, type PageOf } from '@/lib/api';

/** A public review; the client also copes with a review whose author no longer exists. */
export type PublicReview = Omit<ReviewDto, 'user'> & { user: ReviewDto['user'] | null };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest reviews with a text, one bounded page: what the carousel shows. */
    getReviews: build.query<PublicReview[], undefined>(
      listQuery<PublicReview>(
        `/review/all?described=true&pageSize=${PUBLIC_REVIEWS_PAGE_SIZE}`,
        'Review',
      ),
    ),
    /** A class's public reviews, newest first: its page's 'Opiniones', `pageSize` of them. */
    getClassReviews: build.query<PageOf<PublicReview>, { activityId: number; pageSize: number }>(
      pageQuery<PublicReview, { activityId: number; pageSize: number }>('/review/all', 'Review'),
    ),
    /** GET /review/user/{userId}: the member's own reviews, to fill the form with them. */
    getUserReviews: build.query<UserReviewDto[], number>({
      query: (userId) => `/review/user/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'Review', id: `USER-${userId}` }],
    }),
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

export const {
  useGetReviewsQuery,
  useGetClassReviewsQuery,
  useGetUserReviewsQuery,
  usePutReviewMutation,
} = reviewsApi;
