import type { OrderDto } from '@power-gym/contracts';
import { useState } from 'react';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useRenewOrderMutation } from '@/lib/order-actions';
import { usePayOrder } from './use-pay-order';

export interface RenewRequest {
  /** The paid order renewed. */
  orderId: number;
  /** The slots chosen in the dialog (RenewOrderDialog). */
  slotIds: number[];
  /** The discount code typed, '' for none. */
  codigo: string;
}

/**
 * 'Renovar' wherever a paid order is offered for renewal (Mis actividades, Compras): once the
 * member chose the classes (RenewOrderDialog), creates the renewal order (or finds the one already waiting) and pays it as any pending order is paid.
 */
export function useRenewOrder() {
  const [renewOrder] = useRenewOrderMutation();
  const { pay, paying } = usePayOrder();
  const [renewing, setRenewing] = useState(false);

  const renew = async (request: RenewRequest) => {
    setRenewing(true);
    let renewal: OrderDto;
    try {
      renewal = await renewOrder({
        orderId: request.orderId,
        slotIds: request.slotIds,
        codigo: request.codigo || undefined,
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
