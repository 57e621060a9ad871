import type { OrderDto } from '@power-gym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/lib/api-error';
import { useConfirmPaymentMutation } from '../api';

export interface PaymentReturn {
  orderId: number;
  /** What the server says after looking the payment up, or why it could not. */
  error: string;
}

/**
 * Back from Mercado Pago with `?payment_id=…&external_reference=<orderId>`: when that order is
 * still Created, asks the server once to look the payment up (it refetches the orders).
 */
export function usePaymentReturn(orders: readonly OrderDto[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [confirm, { isLoading }] = useConfirmPaymentMutation();
  const [result, setResult] = useState<PaymentReturn | null>(null);
  const asked = useRef(false);
  const paymentId = params.get('payment_id');
  const orderId = Number(params.get('external_reference'));

  useEffect(() => {
    if (asked.current || !orders || !paymentId || !/^\d{1,20}$/.test(paymentId)) return;
    const order = orders.find((candidate) => candidate.id === orderId);
    asked.current = true;
    const forget = () => setParams({ seccion: 'compras' }, { replace: true });
    if (!order || order.state !== 'Created') {
      forget();
      return;
    }
    confirm({ orderId, paymentId })
      .unwrap()
      .then(() => setResult({ orderId, error: '' }))
      .catch((error: unknown) =>
        setResult({ orderId, error: apiErrorText(error, 'No pudimos consultar el pago') }),
      )
      .finally(forget);
  }, [orders, paymentId, orderId, confirm, setParams]);

  return { confirming: isLoading, result };
}
