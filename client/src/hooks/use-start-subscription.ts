import { useCallback, useState } from 'react';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useStartSubscriptionMutation } from '@/lib/order-actions';

/**
 * 'Activar débito automático' ('Mis abonos', and Compras once a checkout that asked for it is
 * paid) and 'Autorizar en Mercado Pago': asks the server for the page where the member authorises
 * the débito of an order and sends the browser there, as paying an order does (use-pay-order).
 * `starting` stays true while the page leaves; a refusal is alerted and the member stays.
 */
export function useStartSubscription() {
  const [startSubscription] = useStartSubscriptionMutation();
  const [starting, setStarting] = useState(false);

  const start = useCallback(
    async (orderId: number) => {
      setStarting(true);
      try {
        const { url } = await startSubscription(orderId).unwrap();
        window.location.assign(url);
      } catch (failure) {
        setStarting(false);
        void showAlert({
          icon: 'error',
          title: apiErrorText(
            failure,
            'No pudimos activar el débito automático, intentá nuevamente',
          ),
        });
      }
    },
    [startSubscription],
  );

  return { start, starting };
}
