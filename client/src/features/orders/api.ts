import type {
  BoughtActivityDto,
  CalendarFeedDto,
  MembershipDto,
  MercadoPagoCheckoutDto,
  OrderDto,
  OrderPaymentDto,
  PageRequest,
  WaitlistEntryDto,
} from '@power-gym/contracts';
import { api, pageQuery, type PageOf } from '@/lib/api';

/** One page of a member's list: `GET /order/user/:userId…?page=&pageSize=`. */
export interface MemberPageArgs extends PageRequest {
  userId: number;
}

const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;
/** GET /membership: every payment, cancel and renewal may change it. */
const MEMBERSHIP_LIST = { type: 'Membership', id: 'LIST' } as const;
/** GET /membership/calendar: the feed's URL, until the member asks for a new one. */
const CALENDAR_FEED = { type: 'Membership', id: 'CALENDAR' } as const;
/** GET /waitlist: joining, leaving, and paying or declining an offer change it. */
const WAITLIST = { type: 'Waitlist', id: 'LIST' } as const;

/** A slot of a class, as the waitlist routes name it. */
export interface WaitlistSlot {
  diaHoraId: number;
  /** Its class, whose page shows the slot's places and line. */
  activityId: number | null;
}

/**
 * What joining or leaving a line changes: the member's lines, the slot's `waiting` wherever slots
 * are listed (the classes, their pages, the admin's 'Dias y horas') and, when leaving drops an
 * offer, the orders and the places. Also invalidated on a refusal (409): its stock was stale.
 */
const waitlistChanged = (_result: unknown, _error: unknown, { activityId }: WaitlistSlot) => [
  WAITLIST,
  ORDER_LIST,
  { type: 'Activity' as const, id: 'LIST' as const },
  { type: 'DiaHora' as const, id: 'LIST' as const },
  ...(activityId === null ? [] : [{ type: 'Activity' as const, id: activityId }]),
];

/** 'Renovar': the paid order renewed (all its slots) and the discount code typed, if any. */
export interface RenewArgs {
  orderId: number;
  codigo?: string | undefined;
}

const pageParams = ({ page, pageSize }: MemberPageArgs) => ({ page, pageSize });

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /order/user/:userId: one page of the member's orders not in Cart, newest first. */
    getUserOrders: build.query<PageOf<OrderDto>, MemberPageArgs>(
      pageQuery<OrderDto, MemberPageArgs>(
        ({ userId }) => `/order/user/${userId}`,
        'Order',
        pageParams,
      ),
    ),
    /**
     * GET /order/user/:userId/activities: one page of 'Mis actividades', worked out by the server
     * from the paid orders. Its rows are activities, not orders: only the list tag, which every
     * payment and cancel invalidates.
     */
    getBoughtActivities: build.query<PageOf<BoughtActivityDto>, MemberPageArgs>({
      ...pageQuery<BoughtActivityDto, MemberPageArgs>(
        ({ userId }) => `/order/user/${userId}/activities`,
        'Order',
        pageParams,
      ),
      providesTags: [ORDER_LIST],
    }),
    /** GET /order/:id/payment: the state the server holds for one order (owner or admin). */
    getOrderPayment: build.query<OrderPaymentDto, number>({
      query: (orderId) => `/order/${orderId}/payment`,
    }),
    /** Asks the server to look the payment up with Mercado Pago; the browser decides nothing. */
    confirmPayment: build.mutation<OrderPaymentDto, { orderId: number; paymentId: string }>({
      query: (data) => ({ url: '/mercadopago/confirm', method: 'POST', data }),
      invalidatesTags: [ORDER_LIST, MEMBERSHIP_LIST, WAITLIST],
    }),
    /** POST /mercadopago: a new Mercado Pago link for an order still pending payment. */
    resumePayment: build.mutation<MercadoPagoCheckoutDto, number>({
      query: (orderId) => ({ url: '/mercadopago', method: 'POST', data: { orderId } }),
    }),
    /**
     * PUT /order/canceled/:id: cancels an unpaid order; its places come back. Declining a waitlist
     * offer is this too: its place goes to the next in line.
     */
    cancelOrder: build.mutation<{ order: OrderDto }, number>({
      query: (id) => ({ url: `/order/canceled/${id}`, method: 'PUT' }),
      invalidatesTags: [ORDER_LIST, MEMBERSHIP_LIST, WAITLIST],
    }),
    /** GET /membership: the slots the member holds or held, the held ones first ('Mis abonos'). */
    getMemberships: build.query<MembershipDto[], undefined>({
      query: () => '/membership',
      providesTags: [MEMBERSHIP_LIST],
    }),
    /**
     * POST /order/:id/renew: a renewal order of every slot of a paid order, at today's prices,
     * waiting for its payment (201), or the one already waiting (200).
     */
    renewOrder: build.mutation<OrderDto, RenewArgs>({
      query: ({ orderId, codigo }) => ({
        url: `/order/${orderId}/renew`,
        method: 'POST',
        data: codigo ? { codigo } : {},
      }),
      invalidatesTags: [ORDER_LIST, MEMBERSHIP_LIST],
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
    /** GET /waitlist: the slots the member waits for, oldest first, with any place offered. */
    getMyWaitlist: build.query<WaitlistEntryDto[], undefined>({
      query: () => '/waitlist',
      providesTags: [WAITLIST],
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
  useGetUserOrdersQuery,
  useGetBoughtActivitiesQuery,
  useLazyGetOrderPaymentQuery,
  useConfirmPaymentMutation,
  useResumePaymentMutation,
  useCancelOrderMutation,
  useGetMembershipsQuery,
  useRenewOrderMutation,
  useGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
  useGetMyWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} = ordersApi;
