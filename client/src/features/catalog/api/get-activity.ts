import type { ActivityDetailDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityDetailDto, number>({
      query: (id) => `/activity/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Activity', id }],
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
