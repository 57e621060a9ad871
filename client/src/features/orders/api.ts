import type { MercadoPagoCheckoutDto, OrderDto, OrderPaymentDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /order/user/:userId: the member's orders not in Cart. */
    getUserOrders: build.query<OrderDto[], number>({
      query: (userId) => `/order/user/${userId}`,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** Asks the server to look the payment up with Mercado Pago; the browser decides nothing. */
    confirmPayment: build.mutation<OrderPaymentDto, { orderId: number; paymentId: string }>({
      query: (data) => ({ url: '/mercadopago/confirm', method: 'POST', data }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** POST /mercadopago: a new Mercado Pago link for an order still pending payment. */
    resumePayment: build.mutation<MercadoPagoCheckoutDto, number>({
      query: (orderId) => ({ url: '/mercadopago', method: 'POST', data: { orderId } }),
    }),
    /** PUT /order/canceled/:id: cancels an unpaid order; its places come back. */
    cancelOrder: build.mutation<{ order: OrderDto }, number>({
      query: (id) => ({ url: `/order/canceled/${id}`, method: 'PUT' }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetUserOrdersQuery,
  useConfirmPaymentMutation,
  useResumePaymentMutation,
  useCancelOrderMutation,
} = ordersApi;
