import type { PriceChangeBody, PriceChangeDto } from '@power-gym/contracts';
import { api } from '@/lib/api';

/** A class's rises, tagged by the class: scheduling or withdrawing one refreshes its list. */
const classTag = (activityId: number) => [{ type: 'PriceChange' as const, id: activityId }];

/** Clases → 'Aumento de cuota' (docs/api.md, 'Débito automático'): admins only. */
export const priceChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /activity/{id}/price-changes: every rise of the class, the latest day first. */
    priceChanges: build.query<PriceChangeDto[], number>({
      query: (activityId) => `/activity/${activityId}/price-changes`,
      providesTags: (_result, _error, activityId) => classTag(activityId),
    }),
    /**
     * POST /activity/{id}/price-changes: the new price from a day; the answer's `noticed` says
     * how many members with a débito were mailed.
     */
    schedulePriceChange: build.mutation<
      PriceChangeDto,
      { activityId: number; body: PriceChangeBody }
    >({
      query: ({ activityId, body }) => ({
        url: `/activity/${activityId}/price-changes`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_result, _error, { activityId }) => classTag(activityId),
    }),
    /** DELETE /activity/{id}/price-changes/{changeId}: 'Retirado' before its day (409 once applied). */
    withdrawPriceChange: build.mutation<PriceChangeDto, { activityId: number; changeId: number }>({
      query: ({ activityId, changeId }) => ({
        url: `/activity/${activityId}/price-changes/${changeId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { activityId }) => classTag(activityId),
    }),
  }),
});

export const {
  usePriceChangesQuery,
  useSchedulePriceChangeMutation,
  useWithdrawPriceChangeMutation,
} = priceChangesApi;
