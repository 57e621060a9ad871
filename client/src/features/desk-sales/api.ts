import type { CashDayDto, DeskSaleBody, OrderDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/**
 * What a paid order changes, as a payment's confirmation does, and more: the places it took
 * (the classes and slots for sale, the sessions' places) and the member's standing and rosters at
 * the desk. The order list is also the cash day's tag.
 */
const PAID_ORDER_CHANGES = [
  listTag('Order'),
  listTag('Membership'),
  listTag('Session'),
  listTag('Activity'),
  listTag('DiaHora'),
  listTag('Attendance'),
];

/** 'Venta en recepción' and 'Caja del día' (docs/api.md, 'Desk sales'). */
export const deskSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /order/desk: the member's order, checked out and paid at the desk at once. */
    createDeskSale: build.mutation<OrderDto, DeskSaleBody>({
      query: (data) => ({ url: '/order/desk', method: 'POST', data }),
      invalidatesTags: PAID_ORDER_CHANGES,
    }),
    /**
     * GET /order/desk?date=: one day's desk sales by seller. Tagged with the order list: a sale
     * adds to it and an admin's refund changes its sums.
     */
    getCashDay: build.query<CashDayDto, string>({
      query: (date) => ({ url: '/order/desk', params: { date } }),
      providesTags: [listTag('Order')],
    }),
  }),
});

export const { useCreateDeskSaleMutation, useGetCashDayQuery } = deskSalesApi;
