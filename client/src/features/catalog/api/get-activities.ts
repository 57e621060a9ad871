import type { ActivityDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const activitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivityDto[], undefined>({
      query: () => '/activity/all',
      providesTags: (result) => [
        { type: 'Activity', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Activity' as const, id })),
      ],
    }),
  }),
});

export const { useGetActivitiesQuery } = activitiesApi;
