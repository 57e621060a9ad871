import type { TrainerWithActivitiesDto } from '@power-gym/contracts';
import { api, listQuery } from '@/lib/api';

export const trainersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainers: build.query<TrainerWithActivitiesDto[], undefined>(
      listQuery<TrainerWithActivitiesDto>('/trainer', 'Trainer'),
    ),
  }),
});

export const { useGetTrainersQuery } = trainersApi;
