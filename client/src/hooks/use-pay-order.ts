import { useCallback, useState } from 'react';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useResumePaymentMutation } from '@/lib/order-actions';

/**
 * Paying an order waiting for its payment (a purchase left unpaid, a renewal): asks the server for
 * a Mercado Pago link and sends the browser there. `paying` stays true while the page leaves.
 */
export function usePayOrder() {
  const [resumePayment] = useResumePaymentMutation();
  const [paying, setPaying] = useState(false);

  const pay = useCallback(
    async (orderId: number) => {
      setPaying(true);
      try {
        const url = await resumePayment(orderId).unwrap();
        window.location.assign(url);
      } catch (failure) {
        setPaying(false);
        void showAlert({
          icon: 'error',
          title: apiErrorText(failure, 'No pudimos iniciar el pago, intentá nuevamente'),
        });
      }
    },
    [resumePayment],
  );

  return { pay, paying };
}
