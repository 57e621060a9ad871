import type { SlotPlaceDto, WaitlistEntryDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** GET /waitlist: joining, leaving, and paying or declining an offer change it. */
const WAITLIST = listTag('Waitlist');

/** A slot of a class, as the waitlist routes name it. */
export interface WaitlistSlot {
  diaHoraId: number;
  /** Its class, whose page shows the slot's places and line. */
  activityId: number | null;
}

/** GET /diahora/:id/place: the member's standing on one slot. */
const slotPlace = (diaHoraId: number) => ({ type: 'Waitlist' as const, id: `place-${diaHoraId}` });

/**
 * What joining or leaving a line changes: the member's lines and standing on the slot, the slot's
 * `waiting` wherever slots are listed (the classes, their pages, the admin's 'Dias y horas') and,
 * when leaving drops an offer, the orders and the places. Also invalidated on a refusal (409): its
 * stock was stale.
 */
const waitlistChanged = (
  _result: unknown,
  _error: unknown,
  { diaHoraId, activityId }: WaitlistSlot,
) => [
  WAITLIST,
  slotPlace(diaHoraId),
  listTag('Order'),
  listTag('Activity'),
  listTag('DiaHora'),
  ...(activityId === null ? [] : [{ type: 'Activity' as const, id: activityId }]),
];

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /waitlist: the slots the member waits for, oldest first, with any place offered. */
    getMyWaitlist: build.query<WaitlistEntryDto[], undefined>({
      query: () => '/waitlist',
      providesTags: [WAITLIST],
    }),
    /**
     * GET /diahora/:id/place: whether the member holds the slot, may join its line, or waits in it,
     * as the server's own rules read it. Their orders and memberships change it too.
     */
    getSlotPlace: build.query<SlotPlaceDto, number>({
      query: (diaHoraId) => `/diahora/${diaHoraId}/place`,
      providesTags: (_result, _error, diaHoraId) => [
        slotPlace(diaHoraId),
        WAITLIST,
        listTag('Order'),
        listTag('Membership'),
      ],
    }),
    /** POST /diahora/:id/waitlist: joins a full slot's line (409 with the reason otherwise). */
    joinWaitlist: build.mutation<WaitlistEntryDto, WaitlistSlot>({
      query: ({ diaHoraId }) => ({
        url: `/diahora/${diaHoraId}/waitlist`,
        method: 'POST',
        data: {},
      }),
      invalidatesTags: waitlistChanged,
    }),
    /** DELETE /diahora/:id/waitlist: leaves the line; an open offer's place goes to the next. */
    leaveWaitlist: build.mutation<unknown, WaitlistSlot>({
      query: ({ diaHoraId }) => ({ url: `/diahora/${diaHoraId}/waitlist`, method: 'DELETE' }),
      invalidatesTags: waitlistChanged,
    }),
  }),
});

export const {
  useGetMyWaitlistQuery,
  useGetSlotPlaceQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} = waitlistApi;
