import type { ActivityDetailDto, SessionDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityDetailDto, number>({
      query: (id) => `/activity/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Activity', id }],
    }),
    /** A slot's sessions yet to start in the next four weeks (closed and cancelled ones too). */
    getUpcomingSessions: build.query<SessionDto[], number>({
      query: (id) => `/diahora/${id}/sessions`,
      transformResponse: (sessions: SessionDto[]) =>
        sessions.filter((session) => Date.parse(session.startsAt) > Date.now()),
      providesTags: [listTag('Session')],
    }),
  }),
});

export const { useGetActivityQuery, useGetUpcomingSessionsQuery } = catalogApi;
