import type { DiscountValidationDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /descuento/validate: whether a code exists, and its factor. */
    validateDiscount: build.mutation<DiscountValidationDto, string>({
      query: (codigo) => ({ url: '/descuento/validate', method: 'POST', data: { codigo } }),
    }),
  }),
});

export const { useValidateDiscountMutation } = cartApi;
