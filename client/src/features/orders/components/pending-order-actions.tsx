import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { announceOrderCanceled, confirmOrderCancel } from '@/lib/order-cancel';
import { useCancelOrderMutation } from '@/lib/order-actions';
import { usePayOrder } from '@/hooks/use-pay-order';

/**
 * An order still pending payment (the member left Mercado Pago without paying, or the payment was
 * rejected): 'Pagar' ('Reintentar el pago' after a rejection) goes back to Mercado Pago for the
 * same order, 'Cancelar' cancels it and gives its places back.
 */
export function PendingOrderActions({
  orderId,
  rejected,
  onCanceled,
}: {
  orderId: number;
  rejected: boolean;
  onCanceled?: () => void;
}) {
  const { pay, paying } = usePayOrder();
  const [cancelOrder] = useCancelOrderMutation();
  const [canceling, setCanceling] = useState(false);
  const working = paying || canceling;

  const cancel = async () => {
    if (!(await confirmOrderCancel())) return;
    setCanceling(true);
    try {
      await cancelOrder(orderId).unwrap();
      onCanceled?.();
      void announceOrderCanceled();
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos cancelar la orden, intentá nuevamente'),
      });
    } finally {
      setCanceling(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button size="small" variant="contained" disabled={working} onClick={() => void pay(orderId)}>
        {rejected ? 'Reintentar el pago' : 'Pagar'}
      </Button>
      <Button size="small" color="error" disabled={working} onClick={() => void cancel()}>
        Cancelar
      </Button>
    </Stack>
  );
}
