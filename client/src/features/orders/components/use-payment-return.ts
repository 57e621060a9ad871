import type { OrderState } from '@power-gym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/lib/api-error';
import { useConfirmPaymentMutation, useLazyGetOrderPaymentQuery } from '../api';

export interface PaymentReturn {
  /** The order looked up; null when the lookup failed (the error says why). */
  orderId: number | null;
  /** The order's state after the lookup, when the server could look it up. */
  state: OrderState | null;
  /** Mercado Pago's status and status_detail as the server holds them after the lookup. */
  paymentStatus: string | null;
  paymentStatusDetail: string | null;
  /** What the server says after looking the payment up, or why it could not. */
  error: string;
}

const PAYMENT_ID = /^\d{1,20}$/;

/**
 * The lookup's result lives in the store under this key, not in the component: Compras may
 * remount after the query string is cleared (a phone's layout) and must still show it.
 */
const PAYMENT_RETURN_KEY = 'payment-return';

/**
 * Back from Mercado Pago with `?payment_id=…&external_reference=<orderId>`: when that order is
 * still Created, asks the server once to look the payment up (it refetches the orders). The
 * order's state comes from GET /order/:id/payment, as it may be on any page of Compras.
 * `paidOrderId` is the order this return found paid: confirmed by the lookup, or already Complete
 * when Mercado Pago's notification got there first.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const [getOrderPayment] = useLazyGetOrderPaymentQuery();
  const [confirm, lookup] = useConfirmPaymentMutation({ fixedCacheKey: PAYMENT_RETURN_KEY });
  const asked = useRef(false);
  /** The order of this return, found Complete before any lookup (the webhook paid it first). */
  const [paidBefore, setPaidBefore] = useState<number | null>(null);
  const paymentId = params.get('payment_id');
  const orderId = Number(params.get('external_reference'));
  // With a fixedCacheKey the hook gives no originalArgs: the answer names the payment.
  const askedBefore = lookup.isLoading ? paymentId : lookup.data?.paymentId;
  const resetLookup = lookup.reset;

  useEffect(() => {
    if (asked.current || !paymentId || !PAYMENT_ID.test(paymentId)) return;
    asked.current = true;
    const forget = () => setParams({ seccion: 'compras' }, { replace: true });
    // Remounted while (or after) asking about this payment: the store has the answer.
    if (askedBefore === paymentId || !Number.isInteger(orderId) || orderId < 1) {
      forget();
      return;
    }
    // A new return: the answer about an earlier one is no longer shown.
    resetLookup();
    void (async () => {
      // Someone else's order, or one already paid or canceled: nothing to ask.
      const order = await getOrderPayment(orderId)
        .unwrap()
        .catch(() => null);
      if (order?.state !== 'Created') {
        if (order?.state === 'Complete') setPaidBefore(orderId);
        forget();
        return;
      }
      // The result (or the error) is read from the store below.
      await confirm({ orderId, paymentId })
        .unwrap()
        .catch(() => undefined)
        .finally(forget);
    })();
  }, [paymentId, orderId, askedBefore, getOrderPayment, confirm, setParams, resetLookup]);

  const result = resultOf(lookup);
  const paidOrderId = result?.state === 'Complete' ? result.orderId : paidBefore;
  return { confirming: lookup.isLoading, result, paidOrderId, dismiss: lookup.reset };
}

function resultOf({
  data,
  error,
}: ReturnType<typeof useConfirmPaymentMutation>[1]): PaymentReturn | null {
  if (data) {
    return {
      orderId: data.orderId,
      state: data.state,
      paymentStatus: data.paymentStatus,
      paymentStatusDetail: data.paymentStatusDetail,
      error: '',
    };
  }
  if (!error) return null;
  return {
    orderId: null,
    state: null,
    paymentStatus: null,
    paymentStatusDetail: null,
    error: apiErrorText(error, 'No pudimos consultar el pago'),
  };
}
