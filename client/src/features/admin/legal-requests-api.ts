import type {
  LegalRequestDto,
  LegalRequestState,
  ResolveLegalRequestBody,
} from '@power-gym/contracts';
import { api, listTag, type PageOf } from '@/lib/api';
import type { AxiosQueryMeta } from '@/lib/axios-base-query';

/** GET /solicitudes: a page, newest first, of one state or all. */
export interface LegalRequestListParams {
  page: number;
  pageSize: number;
  state?: LegalRequestState | undefined;
}

const requestTag = (code: string) => ({ type: 'LegalRequest' as const, id: code });

/** 'Solicitudes' (docs/api.md, 'Solicitudes'): the arrepentimientos and bajas; admins only. */
export const legalRequestsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLegalRequests: build.query<PageOf<LegalRequestDto>, LegalRequestListParams>({
      query: ({ page, pageSize, state }) => ({
        url: '/solicitudes',
        params: { page, pageSize, ...(state !== undefined && { state }) },
      }),
      transformResponse: (rows: LegalRequestDto[], meta: AxiosQueryMeta | undefined) => ({
        rows,
        total: meta?.totalCount ?? rows.length,
      }),
      providesTags: (result) => [
        listTag('LegalRequest'),
        ...(result?.rows ?? []).map((row) => requestTag(row.code)),
      ],
    }),
    /**
     * PUT /solicitudes/{code}: 'Resuelta' (an arrepentimiento's order is refunded) or 'Rechazada'
     * with its reason; 409 unless it waits for the admin ('Confirmada').
     */
    resolveLegalRequest: build.mutation<
      LegalRequestDto,
      { code: string; body: ResolveLegalRequestBody }
    >({
      query: ({ code, body }) => ({
        url: `/solicitudes/${encodeURIComponent(code)}`,
        method: 'PUT',
        data: body,
      }),
      // A refund changes the order's row in Ordenes too.
      invalidatesTags: (_result, _error, { code }) => [
        listTag('LegalRequest'),
        requestTag(code),
        listTag('Order'),
      ],
    }),
  }),
});

export const { useAdminLegalRequestsQuery, useResolveLegalRequestMutation } = legalRequestsAdminApi;
