import type { MercadoPagoCheckoutDto, OrderDto } from '@power-gym/contracts';
import { api, listTag } from './api';

/** 'Renovar': the paid order renewed, the slots chosen and the discount code typed, if any. */
export interface RenewArgs {
  orderId: number;
  slotIds: number[];
  codigo?: string | undefined;
}

/**
 * What a member does with one of their orders: pay it, cancel it, renew it. Shared code, not a
 * feature's: Compras (orders), 'Mis abonos' (memberships) and an offered place (waitlist) all do.
 */
export const orderActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      invalidatesTags: [listTag('Order'), listTag('Membership'), listTag('Waitlist')],
    }),
    /**
     * POST /order/:id/renew: a renewal order of the chosen slots of a paid order, at today's prices,
     * waiting for its payment (201), or the one already waiting (200).
     */
    renewOrder: build.mutation<OrderDto, RenewArgs>({
      query: ({ orderId, slotIds, codigo }) => ({
        url: `/order/${orderId}/renew`,
        method: 'POST',
        data: codigo ? { codigo, slotIds } : { slotIds },
      }),
      invalidatesTags: [listTag('Order'), listTag('Membership')],
    }),
  }),
});

export const { useResumePaymentMutation, useCancelOrderMutation, useRenewOrderMutation } =
  orderActionsApi;
