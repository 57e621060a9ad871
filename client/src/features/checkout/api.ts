import type { CheckoutBody, MercadoPagoCheckoutDto, OrderDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One server operation: reserves the places, prices the lines, applies the code. */
    checkoutOrder: build.mutation<OrderDto, CheckoutBody>({
      query: (data) => ({ url: '/order/checkout', method: 'POST', data }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    createPayment: build.mutation<MercadoPagoCheckoutDto, { orderId: number }>({
      query: (data) => ({ url: '/mercadopago', method: 'POST', data }),
    }),
  }),
});

export const { useCheckoutOrderMutation, useCreatePaymentMutation } = checkoutApi;
