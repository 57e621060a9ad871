import type { RosterDto, RosterEntryDto, StaffSessionDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** A session as the roster routes name it: its slot and its date ('AAAA-MM-DD'). */
export interface RosterRef {
  diaHoraId: number;
  date: string;
}

export interface AttendanceMark extends RosterRef {
  userId: number;
  attended: boolean;
}

const rosterUrl = ({ diaHoraId, date }: RosterRef) =>
  `/diahora/${diaHoraId}/sessions/${date}/attendance`;

/** The staff's day and the session rosters (docs/api.md, 'Attendance'). */
export const rostersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /sessions/day?date=: the day's sessions by start (a profesor's own only). */
    getStaffDay: build.query<StaffSessionDto[], string>({
      query: (date) => ({ url: '/sessions/day', params: { date } }),
      providesTags: [listTag('Attendance')],
    }),
    getRoster: build.query<RosterDto, RosterRef>({
      query: rosterUrl,
      providesTags: [listTag('Attendance')],
    }),
    /** 'Vino': records (method 'Lista') or removes one member's attendance. */
    markAttendance: build.mutation<RosterEntryDto, AttendanceMark>({
      query: ({ userId, attended, ...session }) => ({
        url: `${rosterUrl(session)}/${userId}`,
        method: 'PUT',
        data: { attended },
      }),
      // The row shows the answer at once; the refetch that follows brings the day's counts.
      async onQueryStarted({ diaHoraId, date }, { dispatch, queryFulfilled }) {
        const { data: entry } = await queryFulfilled.catch(() => ({ data: null }));
        if (!entry) return;
        dispatch(
          rostersApi.util.updateQueryData('getRoster', { diaHoraId, date }, (roster) => {
            roster.entries = roster.entries.map((row) =>
              row.member.id === entry.member.id ? entry : row,
            );
          }),
        );
      },
      invalidatesTags: [listTag('Attendance')],
    }),
  }),
});

export const { useGetStaffDayQuery, useGetRosterQuery, useMarkAttendanceMutation } = rostersApi;
