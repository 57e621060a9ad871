import type {
  BoughtActivityDto,
  OrderDto,
  OrderPaymentDto,
  PageRequest,
} from '@power-gym/contracts';
import { api, listTag, pageQuery, type PageOf } from '@/lib/api';

/** One page of a member's list: `GET /order/user/:userId…?page=&pageSize=`. */
export interface MemberPageArgs extends PageRequest {
  userId: number;
}

const ORDER_LIST = listTag('Order');

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
      invalidatesTags: [ORDER_LIST, listTag('Membership'), listTag('Waitlist')],
    }),
  }),
});

export const {
  useGetUserOrdersQuery,
  useGetBoughtActivitiesQuery,
  useLazyGetOrderPaymentQuery,
  useConfirmPaymentMutation,
} = ordersApi;
