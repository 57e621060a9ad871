import type { ActivityDto, DiaHoraDto } from '@power-gym/contracts';
import type { NewCartItem } from '@/stores/cart-slice';

/** The cart line for one slot of a class: what the cart shows before the server prices it. */
export function cartItemOf(
  activity: Pick<ActivityDto, 'id' | 'name' | 'image' | 'price'>,
  slot: DiaHoraDto,
): NewCartItem {
  return {
    diaHoraId: slot.id,
    activityId: activity.id,
    name: activity.name,
    image: activity.image,
    day: slot.day,
    hour: slot.hour,
    price: activity.price,
    stock: slot.stock,
  };
}
