import { showAlert, showConfirm } from './alert';

/**
 * Cancelling an order that is not paid yet, asked the same way wherever it is offered (checkout,
 * Compras); resolves to whether the member confirmed, after telling them when they did not.
 */
export async function confirmOrderCancel(): Promise<boolean> {
  const confirmed = await showConfirm({
    title: '¿Está seguro que desea cancelar?',
    text: 'Una vez cancelado no se podrá recuperar',
    confirmButtonText: 'Si, cancelar',
    cancelButtonText: 'No',
  });
  if (!confirmed) void showAlert({ icon: 'info', title: 'Su pedido no ha sido cancelado' });
  return confirmed;
}

/** Said once an order is cancelled. */
export function announceOrderCanceled(): Promise<void> {
  return showAlert({ icon: 'success', title: 'Su pedido ha sido cancelado' });
}
