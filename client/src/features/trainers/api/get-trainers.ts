import type { TrainerWithActivitiesDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const trainersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainers: build.query<TrainerWithActivitiesDto[], undefined>({
      query: () => '/trainer',
      providesTags: (result) => [
        { type: 'Trainer', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Trainer' as const, id })),
      ],
    }),
  }),
});

export const { useGetTrainersQuery } = trainersApi;
