import type { ActivityDto, DiaHoraDto } from '@power-gym/contracts';
import { apiErrorStatus, apiErrorText } from '@/lib/api-error';
import { addSlotToCart } from '@/lib/cart-sync';
import { showToast } from '@/lib/toast';
import { useAppDispatch } from '@/stores/hooks';
import { cartItemOf } from '../utils/cart-item';

/**
 * 'Add to cart' (class page) and 'Agregar' (home panel): one place of a class's slot into the cart, capped
 * at the places left. Answers false when it was refused (said at once, the cart unchanged); true
 * once it is in the cart, with 'Agregado al carrito'.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  return async (
    activity: Pick<ActivityDto, 'id' | 'name' | 'image' | 'price'>,
    slot: DiaHoraDto,
  ): Promise<boolean> => {
    try {
      await dispatch(addSlotToCart(cartItemOf(activity, slot)));
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        void showToast(apiErrorText(error, 'No quedan lugares en este horario'), 'error', 4000);
        return false;
      }
      // The slot stays in the local cart; 'Guardar' or 'Pagar' sends it again.
      console.error(error);
    }
    void showToast('Agregado al carrito');
    return true;
  };
}
