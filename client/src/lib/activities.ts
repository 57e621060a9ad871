import type { ActivityDto } from '@power-gym/contracts';
import { api, listQuery } from './api';

/** The public catalogue's classes: the home's 'Clases' and the desk's sale both list them. */
const activitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivityDto[], undefined>(
      listQuery<ActivityDto>('/activity/all', 'Activity'),
    ),
  }),
});

export const { useGetActivitiesQuery } = activitiesApi;
