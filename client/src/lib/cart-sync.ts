import type { CartDto, CartLineInput, OrderDto, OrderLineDto } from '@power-gym/contracts';
import { api } from './api';
import { apiErrorStatus } from './api-error';
import { settle } from './settle';
import {
  addToCart,
  clearCart,
  discountExpired,
  mergeCartLines,
  setCartOrder,
  setDiscount,
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
  };
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

/** POST /orderline/cart with the slice's lines; the server prices them. */
export function saveCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const orderId = await dispatch(ensureCartOrder());
    const lines = getState().cart.items.map(({ diaHoraId, quantity }) => ({ diaHoraId, quantity }));
    await settle(dispatch(cartApi.endpoints.saveCartLines.initiate({ orderId, lines })));
  };
}

/** Adds a slot to the slice and, for a signed-in member, posts the line (POST /orderline). */
export function addSlotToCart(item: NewCartItem): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    dispatch(addToCart(item));
    if (!getState().auth.user) return;
    const orderId = await dispatch(ensureCartOrder());
    await settle(
      dispatch(cartApi.endpoints.addCartLine.initiate({ orderId, diaHoraId: item.diaHoraId })),
    );
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
