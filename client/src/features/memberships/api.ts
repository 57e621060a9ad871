import type { CalendarFeedDto, FreezeBody, FreezeDto, MembershipDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** GET /membership/calendar: the feed's URL, until the member asks for a new one. */
const CALENDAR_FEED = { type: 'Membership', id: 'CALENDAR' } as const;

/**
 * What a freeze, or its early end, changes: the membership's end, the member's coming classes
 * (a frozen order holds none of its sessions) and the order's period in Compras.
 */
const FREEZE_CHANGED = [listTag('Membership'), listTag('Session'), listTag('Order')];

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
    /**
     * POST /order/:id/freeze: 'Congelar' from now for `days`; the end moves by them and the débito
     * pauses. A refusal reads the list again too (the screen may be stale: already frozen).
     */
    freezeMembership: build.mutation<FreezeDto, { orderId: number } & FreezeBody>({
      query: ({ orderId, days }) => ({
        url: `/order/${orderId}/freeze`,
        method: 'POST',
        data: { days },
      }),
      invalidatesTags: FREEZE_CHANGED,
    }),
    /** DELETE /order/:id/freeze: 'Terminar congelamiento' now; the unused days come off the end. */
    endFreeze: build.mutation<FreezeDto, number>({
      query: (orderId) => ({ url: `/order/${orderId}/freeze`, method: 'DELETE' }),
      invalidatesTags: FREEZE_CHANGED,
    }),
  }),
});

export const {
  useGetMembershipsQuery,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
  useFreezeMembershipMutation,
  useEndFreezeMutation,
} = membershipsApi;
