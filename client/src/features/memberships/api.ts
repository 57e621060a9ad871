import type { CalendarFeedDto, MembershipDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** GET /membership/calendar: the feed's URL, until the member asks for a new one. */
const CALENDAR_FEED = { type: 'Membership', id: 'CALENDAR' } as const;

export const membershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /membership: the slots the member holds or held, the held ones first ('Mis abonos').
     * Every payment, cancel and renewal may change it.
     */
    getMemberships: build.query<MembershipDto[], undefined>({
      query: () => '/membership',
      providesTags: [listTag('Membership')],
    }),
    /** GET /membership/calendar: the member's personal calendar feed (an .ics URL). */
    getCalendarFeed: build.query<CalendarFeedDto, undefined>({
      query: () => '/membership/calendar',
      providesTags: [CALENDAR_FEED],
    }),
    /** POST /membership/calendar/reset: a new feed URL; the old one stops working. */
    resetCalendarFeed: build.mutation<CalendarFeedDto, undefined>({
      query: () => ({ url: '/membership/calendar/reset', method: 'POST', data: {} }),
      invalidatesTags: [CALENDAR_FEED],
    }),
  }),
});

export const { useGetMembershipsQuery, useGetCalendarFeedQuery, useResetCalendarFeedMutation } =
  membershipsApi;
