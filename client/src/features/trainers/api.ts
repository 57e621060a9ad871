import type { TrainerWithActivitiesDto } from '@power-gym/contracts';
import { api, listTags } from '@/lib/api';

export const trainersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainers: build.query<TrainerWithActivitiesDto[], undefined>({
      query: () => '/trainer',
      providesTags: listTags<TrainerWithActivitiesDto>('Trainer'),
    }),
  }),
});

export const { useGetTrainersQuery } = trainersApi;
