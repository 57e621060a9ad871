import type { AppThunkDispatch } from '@/stores/store';
import { restoreCart } from '@/lib/cart-sync';

/**
 * Sign-in sequence step 3 (start-session.ts): load or create the cart order (POST /order/cart),
 * restore its lines (GET /orderline/{orderId}) merged with the lines added while signed
 * out, and save the merge.
 */
export async function loadCart(dispatch: AppThunkDispatch): Promise<void> {
  await dispatch(restoreCart());
}
