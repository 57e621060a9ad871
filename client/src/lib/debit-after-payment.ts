/**
 * 'Activar débito automático después de pagar': the checkout remembers, for the order it sends to
 * Mercado Pago, that the member wants its débito; back in Compras with that order paid, the débito
 * is started (Mercado Pago's authorise page). The intent lives in sessionStorage, which the tab
 * keeps across the trip to Mercado Pago and forgets when it closes; it names one order, so an
 * intent never starts the débito of another.
 */
export const DEBIT_AFTER_PAYMENT_KEY = 'powergym.debitAfterPayment';

/** The tab's sessionStorage, or null where the browser refuses it (storage disabled). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers that order `orderId`, once paid, should get its débito automático. */
export function rememberDebitAfterPayment(orderId: number): void {
  try {
    storage()?.setItem(DEBIT_AFTER_PAYMENT_KEY, String(orderId));
  } catch {
    // Storage full or refused: the member can still turn it on from 'Mis abonos'.
  }
}

/** Whether the remembered intent names order `orderId`. */
export function wantsDebitAfterPayment(orderId: number): boolean {
  try {
    return storage()?.getItem(DEBIT_AFTER_PAYMENT_KEY) === String(orderId);
  } catch {
    return false;
  }
}

/** Forgets the intent, when it names order `orderId` (another order's intent stays). */
export function forgetDebitAfterPayment(orderId: number): void {
  if (!wantsDebitAfterPayment(orderId)) return;
  try {
    storage()?.removeItem(DEBIT_AFTER_PAYMENT_KEY);
  } catch {
    // Nothing to do: the intent names one order, which is paid only once.
  }
}
