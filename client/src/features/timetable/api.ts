import type { TimetableEntryDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

export const timetableApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /timetable ('Horarios'): every public class's sessions for the seven days from `from`
     * ('AAAA-MM-DD'; absent, today in the gym's time zone), by start.
     */
    getTimetable: build.query<TimetableEntryDto[], string | undefined>({
      query: (from) =>
        from === undefined ? '/timetable' : { url: '/timetable', params: { from } },
      providesTags: [listTag('Session')],
    }),
  }),
});

export const { useGetTimetableQuery } = timetableApi;
