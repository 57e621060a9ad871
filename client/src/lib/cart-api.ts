import type {
  CartDto,
  CartLineInput,
  DiscountValidationDto,
  OrderLineDto,
} from '@power-gym/contracts';
import { api } from './api';

/** The member's Cart order on the server: shared by sign-in, the side cart, checkout and the class page. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    openCart: build.mutation<CartDto, undefined>({
      query: () => ({ url: '/order/cart', method: 'POST', data: {} }),
    }),
    getCartLines: build.query<OrderLineDto[], number>({
      query: (orderId) => `/orderline/${orderId}`,
    }),
    saveCartLines: build.mutation<OrderLineDto[], { orderId: number; lines: CartLineInput[] }>({
      query: (data) => ({ url: '/orderline/cart', method: 'POST', data }),
    }),
    addCartLine: build.mutation<OrderLineDto[], { orderId: number; diaHoraId: number }>({
      query: (data) => ({ url: '/orderline', method: 'POST', data }),
    }),
    emptyCart: build.mutation<{ newOrderId: number }, number>({
      query: (userId) => ({ url: `/order/cart/${userId}`, method: 'DELETE' }),
    }),
    validateDiscount: build.mutation<DiscountValidationDto, string>({
      query: (codigo) => ({ url: '/descuento/validate', method: 'POST', data: { codigo } }),
    }),
  }),
});
