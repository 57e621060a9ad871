import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { injectLazySlice } from '@/stores/store';
import { axiosBaseQuery, type AxiosQueryMeta } from './axios-base-query';

// axios loads with the first request, not with the landing page's first paint.
const loadApiClient = async () => (await import('./api-client')).apiClient;

const TAG_TYPES = [
  'Activity',
  'Trainer',
  'DiaHora',
  'Review',
  'User',
  'Order',
  'Discount',
  'Recipe',
  'Membership',
  'Waitlist',
  /** A slot's dated sessions, the timetable, the member's coming classes (issue 31). */
  'Session',
  /** Make-up credits. */
  'Makeup',
  /** 'Feriados y cierres'. */
  'Closure',
  /** Rosters, the staff's day and check-ins (issue 32). */
  'Attendance',
  /** A class's 'Aumento de cuota' list (issue 33); the id is the class's. */
  'PriceChange',
  /** The admin's 'Solicitudes' (issue 34); the id is the request's code. */
  'LegalRequest',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query api: each feature adds its endpoints to it in its own api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(loadApiClient),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** A list's own tag: a change that may touch any of its rows or pages invalidates it. */
export function listTag<Type extends TagType>(type: Type) {
  return { type, id: 'LIST' as const };
}

/** A list's tags: the list itself and each row, so a save refreshes exactly what it touched. */
export function listTags<T extends { id: number }>(type: TagType) {
  return (result: T[] | undefined) => [
    listTag(type),
    ...(result ?? []).map(({ id }) => ({ type, id })),
  ];
}

/** GET of a whole table, tagged with listTags. */
export function listQuery<T extends { id: number }>(url: string, type: TagType) {
  return { query: () => url, providesTags: listTags<T>(type) };
}

/** One page of a server list and the number of rows in the whole list. */
export interface PageOf<T> {
  rows: T[];
  total: number;
}

/**
 * GET of one page of a paged list (`?page=&pageSize=&sort=&q=`, docs/api.md 'Paging'): the rows
 * and the total from X-Total-Count, tagged with listTags. `url` may depend on the arguments.
 */
export function pageQuery<T extends { id: number }, Args extends object>(
  url: string | ((args: Args) => string),
  type: TagType,
  params: (args: Args) => object = (args) => args,
) {
  return {
    query: (args: Args) => ({
      url: typeof url === 'string' ? url : url(args),
      params: params(args),
    }),
    transformResponse: (rows: T[], meta: AxiosQueryMeta | undefined): PageOf<T> => ({
      rows,
      total: meta?.totalCount ?? rows.length,
    }),
    providesTags: (result: PageOf<T> | undefined) => listTags<T>(type)(result?.rows),
  };
}

declare module '@/stores/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// RTK Query is not part of the landing page's first render: the store takes it in when this module
// loads, with the first chunk that talks to the server.
injectLazySlice(api, api.middleware);
