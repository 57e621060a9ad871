import type {
  AdminSessionDto,
  ClosureBody,
  ClosureDto,
  SessionChange,
  SessionDto,
} from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/**
 * A change to a session or a day touches every list of sessions (the class pages, the timetable,
 * the member's coming classes, this week calendar) and the make-up credits it gives or withdraws.
 */
const SESSION_LISTS = [listTag('Session'), listTag('Makeup')];

/** 'Semana' and 'Feriados y cierres': the admin's calendar of classes on dates (docs/api.md). */
export const adminSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /sessions/week: every class's sessions for seven days from `from`, places counted. */
    adminWeek: build.query<AdminSessionDto[], string>({
      query: (from) => ({ url: '/sessions/week', params: { from } }),
      providesTags: [listTag('Session')],
    }),
    /** PUT /diahora/{id}/sessions/{date}: cancel a coming session with its reason, or hold it again. */
    changeSession: build.mutation<
      SessionDto,
      { diaHoraId: number; date: string; change: SessionChange }
    >({
      query: ({ diaHoraId, date, change }) => ({
        url: `/diahora/${diaHoraId}/sessions/${date}`,
        method: 'PUT',
        data: change,
      }),
      invalidatesTags: SESSION_LISTS,
    }),
    /** GET /closures: the national holidays and the days the admin changed, `from` to `to`. */
    closures: build.query<ClosureDto[], { from: string; to: string }>({
      query: (range) => ({ url: '/closures', params: range }),
      providesTags: [listTag('Closure')],
    }),
    /** PUT /closures/{date}: the gym opens or closes that day; its classes change with it. */
    setClosure: build.mutation<ClosureDto, { date: string; body: ClosureBody }>({
      query: ({ date, body }) => ({ url: `/closures/${date}`, method: 'PUT', data: body }),
      invalidatesTags: [listTag('Closure'), ...SESSION_LISTS],
    }),
  }),
});

export const {
  useAdminWeekQuery,
  useChangeSessionMutation,
  useClosuresQuery,
  useSetClosureMutation,
} = adminSessionsApi;
