import type { ActivityDetailDto, ActivityDto } from '@power-gym/contracts';
import { api, listQuery } from '@/lib/api';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivityDto[], undefined>(
      listQuery<ActivityDto>('/activity/all', 'Activity'),
    ),
    getActivity: build.query<ActivityDetailDto, number>({
      query: (id) => `/activity/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Activity', id }],
    }),
  }),
});

export const { useGetActivitiesQuery, useGetActivityQuery } = catalogApi;
