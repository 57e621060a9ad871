import type { CheckInBody, CheckInDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** The desk's check-in (docs/api.md, 'Check-in'); its member search is lib/member-search.ts. */
export const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /checkin: by the pass's code, its number, or a member found by the desk. */
    checkIn: build.mutation<CheckInDto, CheckInBody>({
      query: (body) => ({ url: '/checkin', method: 'POST', data: body }),
      // A check-in changes the rosters and the day's attended counts.
      invalidatesTags: [listTag('Attendance')],
    }),
  }),
});

export const { useCheckInMutation } = checkInApi;
