import { useEffect } from 'react';
import { useStartSubscription } from '@/hooks/use-start-subscription';
import { forgetDebitAfterPayment, wantsDebitAfterPayment } from '@/lib/debit-after-payment';

/**
 * Back in Compras with order `paidOrderId` paid, when the checkout remembered 'Activar débito
 * automático después de pagar' for that very order: forgets the intent (so a remount or a reload
 * never asks twice) and starts the débito, which sends the browser to Mercado Pago's authorise
 * page. A refusal is alerted by useStartSubscription and the member stays in Compras ('Mis abonos'
 * still offers it). An order not paid (rejected, pending) starts nothing and keeps the intent: the
 * member may pay it again. `redirecting` is true while the browser leaves.
 */
export function useDebitAfterPayment(paidOrderId: number | null) {
  const { start, starting } = useStartSubscription();

  useEffect(() => {
    if (paidOrderId === null || !wantsDebitAfterPayment(paidOrderId)) return;
    forgetDebitAfterPayment(paidOrderId);
    void start(paidOrderId);
  }, [paidOrderId, start]);

  return { redirecting: starting };
}
