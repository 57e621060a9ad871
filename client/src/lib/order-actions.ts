import type {
  MercadoPagoCheckoutDto,
  OrderDto,
  SubscriptionDto,
  SubscriptionStartDto,
} from '@power-gym/contracts';
import { api, listTag } from './api';

/** 'Renovar': the paid order renewed, the slots chosen and the discount code typed, if any. */
export interface RenewArgs {
  orderId: number;
  slotIds: number[];
  codigo?: string | undefined;
}

/**
 * What a member does with one of their orders: pay it, cancel it, renew it, turn its débito
 * automático on or off. Shared code, not a feature's: Compras (orders), 'Mis abonos' (memberships) and an
 * offered place (waitlist) all do.
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
    /**
     * POST /order/:id/subscription: 'Activar débito automático', the Mercado Pago page where the
     * member authorises it (the same page again while it waits). 'Mis abonos' asks it, and Compras
     * once a checkout that asked for it is paid. The browser leaves for it, so only a refusal reads
     * the memberships again (the screen may be stale: a débito already active).
     */
    startSubscription: build.mutation<SubscriptionStartDto, number>({
      query: (orderId) => ({ url: `/order/${orderId}/subscription`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [listTag('Membership')] : []),
    }),
    /**
     * DELETE /order/:id/subscription, by the member ('Mis abonos') or an admin (Ordenes): no
     * further charge; the membership runs to its end. A refusal (no débito any more) reads the
     * lists again too.
     */
    cancelSubscription: build.mutation<SubscriptionDto, number>({
      query: (orderId) => ({ url: `/order/${orderId}/subscription`, method: 'DELETE' }),
      invalidatesTags: [listTag('Membership'), listTag('Order')],
    }),
  }),
});

export const {
  useResumePaymentMutation,
  useCancelOrderMutation,
  useRenewOrderMutation,
  useStartSubscriptionMutation,
  useCancelSubscriptionMutation,
} = orderActionsApi;
