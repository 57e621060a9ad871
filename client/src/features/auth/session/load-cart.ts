import type { UserDto } from '@power-gym/contracts';
import type { AppThunkDispatch } from '@/stores/store';

/**
 * Sign-in sequence step 3 (spec §4): load or create the cart order (POST /order/cart) and
 * restore its lines (GET /orderline/{orderId}). Those routes arrive with the cart issue;
 * until then the persisted cart slice is kept as it is.
 */
export async function loadCart(_dispatch: AppThunkDispatch, _user: UserDto): Promise<void> {}
