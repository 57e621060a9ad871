import type {
  AttendanceHistoryDto,
  MakeupDto,
  MemberSessionDto,
  TimetableEntryDto,
} from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** One of the member's sessions, as the skip routes name it. */
export interface SessionRef {
  diaHoraId: number;
  date: string;
}

/**
 * What a skip, its undo, a make-up booked or cancelled change: the member's coming classes, their
 * credits, and the places shown wherever sessions are listed (class pages, 'Horarios').
 */
const SESSIONS_CHANGED = [listTag('Session'), listTag('Makeup')];

export const memberSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /sessions: the member's coming classes for four weeks, held or made up. */
    getMySessions: build.query<MemberSessionDto[], undefined>({
      query: () => '/sessions',
      providesTags: [listTag('Session')],
    }),
    /** GET /sessions/history: 'Mi asistencia', the member's sessions of the last 30 days, newest first. */
    getMyAttendance: build.query<AttendanceHistoryDto[], undefined>({
      query: () => '/sessions/history',
      providesTags: [listTag('Attendance')],
    }),
    /** GET /makeups: the member's make-up credits, usable or booked. */
    getMakeups: build.query<MakeupDto[], undefined>({
      query: () => '/makeups',
      providesTags: [listTag('Makeup')],
    }),
    /** GET /makeups/:id/sessions: where that credit may be booked now. */
    getMakeupOptions: build.query<TimetableEntryDto[], number>({
      query: (creditId) => `/makeups/${creditId}/sessions`,
      providesTags: [listTag('Session'), listTag('Makeup')],
    }),
    /** 'No voy'. */
    skipSession: build.mutation<MemberSessionDto, SessionRef>({
      query: ({ diaHoraId, date }) => ({
        url: `/diahora/${diaHoraId}/sessions/${date}/skip`,
        method: 'POST',
        data: {},
      }),
      invalidatesTags: SESSIONS_CHANGED,
    }),
    /** 'Voy igual'. */
    unskipSession: build.mutation<MemberSessionDto, SessionRef>({
      query: ({ diaHoraId, date }) => ({
        url: `/diahora/${diaHoraId}/sessions/${date}/skip`,
        method: 'DELETE',
      }),
      invalidatesTags: SESSIONS_CHANGED,
    }),
    /** Books a credit into a session ('Recuperar una clase'). */
    bookMakeup: build.mutation<MakeupDto, { creditId: number } & SessionRef>({
      query: ({ creditId, diaHoraId, date }) => ({
        url: `/makeups/${creditId}/booking`,
        method: 'POST',
        data: { diaHoraId, date },
      }),
      invalidatesTags: SESSIONS_CHANGED,
    }),
    /** Gives a booked make-up's credit back. */
    cancelMakeup: build.mutation<MakeupDto, number>({
      query: (creditId) => ({ url: `/makeups/${creditId}/booking`, method: 'DELETE' }),
      invalidatesTags: SESSIONS_CHANGED,
    }),
  }),
});

export const {
  useGetMySessionsQuery,
  useGetMyAttendanceQuery,
  useGetMakeupsQuery,
  useGetMakeupOptionsQuery,
  useSkipSessionMutation,
  useUnskipSessionMutation,
  useBookMakeupMutation,
  useCancelMakeupMutation,
} = memberSessionsApi;
