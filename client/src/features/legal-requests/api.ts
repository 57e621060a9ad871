import type {
  ArrepentimientoBody,
  BajaBody,
  LegalRequestOutcomeDto,
  LegalRequestReceivedDto,
} from '@power-gym/contracts';
import { api } from '@/lib/api';

/**
 * 'Botón de arrepentimiento' and 'Botón de baja' (docs/api.md, 'Solicitudes'): no sign-in. The
 * answer is the same whether or not the address or the order exists; the mail's link confirms.
 */
export const legalRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /arrepentimiento: 202 with the request's code. */
    requestArrepentimiento: build.mutation<LegalRequestReceivedDto, ArrepentimientoBody>({
      query: (body) => ({ url: '/arrepentimiento', method: 'POST', data: body }),
    }),
    /** POST /baja: 202 with the request's code. */
    requestBaja: build.mutation<LegalRequestReceivedDto, BajaBody>({
      query: (body) => ({ url: '/baja', method: 'POST', data: body }),
    }),
    /** POST /solicitudes/{code}/confirm: the request as it now stands; 400/410 for a bad link. */
    confirmLegalRequest: build.mutation<LegalRequestOutcomeDto, { code: string; token: string }>({
      query: ({ code, token }) => ({
        url: `/solicitudes/${encodeURIComponent(code)}/confirm`,
        method: 'POST',
        data: { token },
      }),
      invalidatesTags: [{ type: 'LegalRequest', id: 'LIST' }],
    }),
  }),
});

export const {
  useRequestArrepentimientoMutation,
  useRequestBajaMutation,
  useConfirmLegalRequestMutation,
} = legalRequestsApi;
