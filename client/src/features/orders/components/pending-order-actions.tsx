import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OrderDto } from '@power-gym/contracts';
import { useState } from 'react';
import { showAlert } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { announceOrderCanceled, confirmOrderCancel } from '@/lib/order-cancel';
import { useCancelOrderMutation, useResumePaymentMutation } from '../api';

/**
 * An order still pending payment (the member left Mercado Pago without paying): 'Pagar' goes back
 * to Mercado Pago for the same order, 'Cancelar' cancels it and gives its places back.
 */
export function PendingOrderActions({ order }: { order: OrderDto }) {
  const [resumePayment] = useResumePaymentMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const [working, setWorking] = useState(false);

  const pay = async () => {
    setWorking(true);
    try {
      const url = await resumePayment(order.id).unwrap();
      window.location.assign(url);
    } catch (failure) {
      setWorking(false);
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos iniciar el pago, intentá nuevamente'),
      });
    }
  };

  const cancel = async () => {
    if (!(await confirmOrderCancel())) return;
    setWorking(true);
    try {
      await cancelOrder(order.id).unwrap();
      void announceOrderCanceled();
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos cancelar la orden, intentá nuevamente'),
      });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button size="small" variant="contained" disabled={working} onClick={() => void pay()}>
        Pagar
      </Button>
      <Button size="small" color="error" disabled={working} onClick={() => void cancel()}>
        Cancelar
      </Button>
    </Stack>
  );
}
