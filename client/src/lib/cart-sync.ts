import {
  ORDER_MESSAGES,
  growsPastPlacesLeft,
  placesLeftMessage,
  type CartDto,
  type CartLineInput,
  type OrderDto,
  type OrderLineDto,
} from '@power-gym/contracts';
import { api } from './api';
import { apiErrorStatus, apiErrorText } from './api-error';
import { settle } from './settle';
import {
  addToCart,
  applyServerLines,
  clearCart,
  discountExpired,
  mergeCartLines,
  setCartOrder,
  setDiscount,
  setLineQuantity,
  updateStock,
  placesCap,
  type CartItem,
  type NewCartItem,
} from '@/stores/cart-slice';
import type { AppThunk } from '@/stores/store';

/**
 * The member's Cart order on the server: its endpoints, with the thunks that call them. Shared
 * code, not a feature's: sign-in (auth), the class page (catalog), the side cart (cart) and the
 * checkout all keep the cart in step through these thunks, and features do not import each other.
 */
const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    openCart: build.mutation<CartDto, undefined>({
      query: () => ({ url: '/order/cart', method: 'POST', data: {} }),
    }),
    getCartLines: build.query<OrderLineDto[], number>({
      query: (orderId) => `/orderline/${orderId}`,
    }),
    saveCartLines: build.mutation<OrderLineDto[], { orderId: number; lines: CartLineInput[] }>({
      query: (data) => ({ url: '/orderline/cart', method: 'POST', data }),
    }),
    addCartLine: build.mutation<OrderLineDto[], { orderId: number; diaHoraId: number }>({
      query: (data) => ({ url: '/orderline', method: 'POST', data }),
    }),
    setCartDiscount: build.mutation<OrderDto, { orderId: number; codigo: string | null }>({
      query: (data) => ({ url: '/order/cart/discount', method: 'PUT', data }),
    }),
    emptyCart: build.mutation<{ newOrderId: number }, number>({
      query: (userId) => ({ url: `/order/cart/${userId}`, method: 'DELETE' }),
    }),
  }),
});

export function lineToItem(line: OrderLineDto): CartItem {
  return {
    diaHoraId: line.diaHoraId,
    activityId: line.activityId,
    name: line.activity.name,
    image: line.activity.image,
    day: line.diaHora.day,
    hour: line.diaHora.hour,
    price: line.unitPrice,
    quantity: line.quantity,
    stock: line.diaHora.stock,
  };
}

/**
 * The refusal of a line grown past its places left, shaped as the server's 409 (apiErrorText reads
 * both): the client refuses before asking; the server, reading the database, refuses the same.
 */
export function placesLeftRefusal(item: Pick<CartItem, 'name' | 'day' | 'hour' | 'stock'>) {
  const left = placesCap(item) ?? 0;
  return { status: 409, data: { error: placesLeftMessage(left, item.name, item.day, item.hour) } };
}

/** Whether `quantity` grows the line past its known places left (none known: the server says). */
function growsPastCap(item: Pick<CartItem, 'stock'>, current: number, quantity: number): boolean {
  const cap = placesCap(item);
  return cap !== undefined && growsPastPlacesLeft(cap, current, quantity);
}

/** The signed-in member's Cart order id, opening one (POST /order/cart) when none is known. */
export function ensureCartOrder(): AppThunk<Promise<number>> {
  return async (dispatch, getState) => {
    const known = getState().cart.orderId;
    if (known) return known;
    const { order } = await settle(dispatch(cartApi.endpoints.openCart.initiate(undefined)));
    dispatch(setCartOrder(order.id));
    return order.id;
  };
}

/**
 * Sign-in step (features/auth/session/start-session.ts): open or create the Cart order, restore
 * its lines, merge the lines added while signed out and, when those changed anything, save the
 * result.
 */
export function restoreCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(setCartOrder(null));
    const { order } = await settle(dispatch(cartApi.endpoints.openCart.initiate(undefined)));
    const orderId = order.id;
    dispatch(setCartOrder(orderId));
    // The code kept on the cart (applied in any browser), else the one this browser remembers.
    const code = order.discountCode ?? getState().cart.discountCode;
    if (code) await dispatch(keepCartDiscount(code, { kept: true }));
    const lines = await dispatch(
      cartApi.endpoints.getCartLines.initiate(orderId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(mergeCartLines(lines.map(lineToItem)));
    const merged = getState().cart.items;
    const sameAsServer =
      merged.length === lines.length &&
      merged.every((item) =>
        lines.some((line) => line.diaHoraId === item.diaHoraId && line.quantity === item.quantity),
      );
    if (!sameAsServer) await dispatch(saveCart());
  };
}

/**
 * PUT /order/cart/discount: keeps `code` on the member's cart and applies its percentage to the
 * slice. A code the server refuses is not kept: the cart's code is removed; a new code's refusal
 * is rethrown for the field to show, a `kept` one (restored at sign-in) is marked stale.
 * Resolves to the percentage applied.
 */
export function keepCartDiscount(code: string, { kept = false } = {}): AppThunk<Promise<number>> {
  return async (dispatch) => {
    const orderId = await dispatch(ensureCartOrder());
    const save = (codigo: string | null) =>
      settle(dispatch(cartApi.endpoints.setCartDiscount.initiate({ orderId, codigo })));
    try {
      const order = await save(code);
      dispatch(setDiscount(order.discountPercent ?? 0, order.discountCode));
      return order.discountPercent ?? 0;
    } catch (failure) {
      if (apiErrorStatus(failure) !== 400) throw failure;
      await save(null);
      if (!kept) {
        dispatch(setDiscount(0));
        throw failure;
      }
      dispatch(discountExpired(code));
      return 0;
    }
  };
}

/** POST /orderline/cart with the slice's lines; the server prices and caps them: the new lines. */
export function saveCart(): AppThunk<Promise<CartItem[]>> {
  return async (dispatch, getState) => {
    const orderId = await dispatch(ensureCartOrder());
    const lines = getState().cart.items.map(({ diaHoraId, quantity }) => ({ diaHoraId, quantity }));
    const saved = await settle(
      dispatch(cartApi.endpoints.saveCartLines.initiate({ orderId, lines })),
    );
    // The server caps each line at its places left and says how many are left: the cart follows.
    dispatch(applyServerLines(saved.map(lineToItem)));
    return getState().cart.items;
  };
}

/**
 * The cart's places left, fresh from the database (GET /orderline/:orderId), for a signed-in
 * member: the checkout flags a line that no longer fits before the member pays.
 */
export function refreshCartStock(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const orderId = getState().cart.orderId;
    if (!getState().auth.user || !orderId) return;
    const lines = await dispatch(
      cartApi.endpoints.getCartLines.initiate(orderId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    dispatch(
      updateStock(lines.map((line) => ({ diaHoraId: line.diaHoraId, stock: line.diaHora.stock }))),
    );
  };
}

/**
 * The − / + of a cart line. Growing past the places left is refused before asking (the 409's
 * text); signed in, the cart is saved, and the server checks the database's stock again.
 */
export function changeLineQuantity(diaHoraId: number, quantity: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const item = getState().cart.items.find((candidate) => candidate.diaHoraId === diaHoraId);
    if (!item) return;
    if (growsPastCap(item, item.quantity, quantity)) throw placesLeftRefusal(item);
    dispatch(setLineQuantity({ diaHoraId, quantity }));
    if (getState().auth.user) await dispatch(saveCart());
  };
}

/**
 * 'Add to cart': one more place of the slot in the slice and, for a signed-in member, on the
 * server (POST /orderline). Past the places left it is refused at once: before asking when the
 * class page's stock says so, else by the server's 409, which takes the place back out.
 */
export function addSlotToCart(item: NewCartItem): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const current =
      getState().cart.items.find((line) => line.diaHoraId === item.diaHoraId)?.quantity ?? 0;
    if (growsPastCap(item, current, current + 1)) throw placesLeftRefusal(item);
    dispatch(addToCart(item));
    if (!getState().auth.user) return;
    const orderId = await dispatch(ensureCartOrder());
    try {
      const lines = await settle(
        dispatch(cartApi.endpoints.addCartLine.initiate({ orderId, diaHoraId: item.diaHoraId })),
      );
      dispatch(applyServerLines(lines.map(lineToItem)));
    } catch (failure) {
      // 'La orden ya no es un carrito' is no answer about places: the slot stays for 'Pagar'.
      if (apiErrorStatus(failure) === 409 && apiErrorText(failure, '') !== ORDER_MESSAGES.notCart) {
        dispatch(setLineQuantity({ diaHoraId: item.diaHoraId, quantity: current }));
      }
      throw failure;
    }
  };
}

/** 'Vaciar': empties the slice and, signed in, replaces the server cart (DELETE /order/cart/:userId). */
export function emptyCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(clearCart());
    const user = getState().auth.user;
    if (!user) return;
    const { newOrderId } = await settle(dispatch(cartApi.endpoints.emptyCart.initiate(user.id)));
    dispatch(setCartOrder(newOrderId));
  };
}
