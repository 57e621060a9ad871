import type { OrderState } from '@power-gym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/lib/api-error';
import { useConfirmPaymentMutation, useLazyGetOrderPaymentQuery } from '../api';

export interface PaymentReturn {
  orderId: number;
  /** The order's state after the lookup, when the server could look it up. */
  state: OrderState | null;
  /** What the server says after looking the payment up, or why it could not. */
  error: string;
}

const PAYMENT_ID = /^\d{1,20}$/;

/**
 * Back from Mercado Pago with `?payment_id=…&external_reference=<orderId>`: when that order is
 * still Created, asks the server once to look the payment up (it refetches the orders). The
 * order's state comes from GET /order/:id/payment, as it may be on any page of Compras.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const [getOrderPayment] = useLazyGetOrderPaymentQuery();
  const [confirm, { isLoading }] = useConfirmPaymentMutation();
  const [result, setResult] = useState<PaymentReturn | null>(null);
  const asked = useRef(false);
  const paymentId = params.get('payment_id');
  const orderId = Number(params.get('external_reference'));

  useEffect(() => {
    if (asked.current || !paymentId || !PAYMENT_ID.test(paymentId)) return;
    asked.current = true;
    const forget = () => setParams({ seccion: 'compras' }, { replace: true });
    if (!Number.isInteger(orderId) || orderId < 1) {
      forget();
      return;
    }
    void (async () => {
      // Someone else's order, or one already paid or canceled: nothing to ask.
      const order = await getOrderPayment(orderId)
        .unwrap()
        .catch(() => null);
      if (order?.state !== 'Created') {
        forget();
        return;
      }
      try {
        const { state } = await confirm({ orderId, paymentId }).unwrap();
        setResult({ orderId, state, error: '' });
      } catch (error) {
        setResult({
          orderId,
          state: null,
          error: apiErrorText(error, 'No pudimos consultar el pago'),
        });
      } finally {
        forget();
      }
    })();
  }, [paymentId, orderId, getOrderPayment, confirm, setParams]);

  return { confirming: isLoading, result };
}
