import type { OrderDto } from '@power-gym/contracts';
import { useState } from 'react';
import { showAlert, showPrompt } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useRenewOrderMutation } from '@/lib/order-actions';
import { usePayOrder } from './use-pay-order';

export interface RenewRequest {
  /** The paid order renewed: all its slots are. */
  orderId: number;
  /** What the member renews, as they read it: 'Funcional Miércoles 18:00'. */
  classes: readonly string[];
}

/** Asks before renewing, with room for a discount code; null when the member says no. */
function askRenewal({ orderId, classes }: RenewRequest): Promise<string | null> {
  const list = classes.length > 0 ? `: ${classes.join(', ')}` : '';
  return showPrompt({
    title: `¿Renovar la compra N° ${orderId}?`,
    text: `Se renuevan todas las clases de esa compra, a los precios de hoy${list}. Después vas a pagar con Mercado Pago.`,
    inputLabel: 'Código de descuento (opcional)',
    inputPlaceholder: 'Ej.: POWER10',
    confirmButtonText: 'Renovar y pagar',
    cancelButtonText: 'No renovar',
  });
}

/**
 * 'Renovar' wherever a paid order is offered for renewal (Mis actividades, Compras): asks, creates
 * the renewal order (or finds the one already waiting) and pays it as any pending order is paid.
 */
export function useRenewOrder() {
  const [renewOrder] = useRenewOrderMutation();
  const { pay, paying } = usePayOrder();
  const [renewing, setRenewing] = useState(false);

  const renew = async (request: RenewRequest) => {
    const codigo = await askRenewal(request);
    if (codigo === null) return;
    setRenewing(true);
    let renewal: OrderDto;
    try {
      renewal = await renewOrder({
        orderId: request.orderId,
        codigo: codigo || undefined,
      }).unwrap();
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos renovar la compra, intentá nuevamente'),
      });
      return;
    } finally {
      setRenewing(false);
    }
    await pay(renewal.id);
  };

  return { renew, busy: renewing || paying };
}
