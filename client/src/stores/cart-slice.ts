import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { centavosToDecimal, discountedTotalCentavos, lineSubtotal } from '@power-gym/contracts';

export interface CartItem {
  diaHoraId: number;
  activityId: number;
  name: string;
  image: string;
  day: string;
  hour: string;
  /** Display price in whole pesos; the server recomputes every amount at checkout. */
  price: number;
  quantity: number;
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  /** The code's whole percentage (1-100) taken off the total; null without a discount. */
  discountPercent: number | null;
  /** The code kept on the server's cart (PUT /order/cart/discount); the checkout applies it. */
  discountCode: string | null;
  /** A code kept on the cart that stopped being valid since: the cart says so. */
  staleDiscountCode: string | null;
  /** The signed-in member's Cart order on the server, null when signed out. */
  orderId: number | null;
}

export const initialCartState: CartState = {
  items: [],
  discountPercent: null,
  discountCode: null,
  staleDiscountCode: null,
  orderId: null,
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addToCart(state, action: PayloadAction<NewCartItem>) {
      const existing = state.items.find((item) => item.diaHoraId === action.payload.diaHoraId);
      if (existing) existing.quantity += 1;
      else state.items.push({ ...action.payload, quantity: 1 });
    },
    removeFromCart(state, action: PayloadAction<number>) {
      const index = state.items.findIndex((item) => item.diaHoraId === action.payload);
      const item = state.items[index];
      if (!item) return;
      if (item.quantity > 1) item.quantity -= 1;
      else state.items.splice(index, 1);
    },
    /** Empties the cart and drops the discount; the server order id stays. */
    clearCart(state) {
      state.items = [];
      state.discountPercent = null;
      state.discountCode = null;
      state.staleDiscountCode = null;
    },
    /** Forgets everything, the server order id included (sign-out). */
    resetCart() {
      return initialCartState;
    },
    /** `percent` is the discount (1-100); anything else removes the discount. */
    setDiscount: {
      reducer(state, action: PayloadAction<{ percent: number; code: string | null }>) {
        const { percent, code } = action.payload;
        const valid = Number.isInteger(percent) && percent >= 1 && percent <= 100;
        state.discountPercent = valid ? percent : null;
        state.discountCode = valid ? code : null;
        state.staleDiscountCode = null;
      },
      prepare(percent: number, code: string | null = null) {
        return { payload: { percent, code } };
      },
    },
    /** The cart's code is no longer valid: the discount is gone and the cart says which code. */
    discountExpired(state, action: PayloadAction<string>) {
      state.discountPercent = null;
      state.discountCode = null;
      state.staleDiscountCode = action.payload;
    },
    setCartOrder(state, action: PayloadAction<number | null>) {
      state.orderId = action.payload;
    },
    /** Lines restored from the server; lines added meanwhile keep the larger quantity. */
    mergeCartLines(state, action: PayloadAction<CartItem[]>) {
      for (const line of action.payload) {
        const existing = state.items.find((item) => item.diaHoraId === line.diaHoraId);
        if (!existing) state.items.push(line);
        else existing.quantity = Math.max(existing.quantity, line.quantity);
      }
    },
  },
});

export const {
  addToCart,
  removeFromCart,
  clearCart,
  resetCart,
  setDiscount,
  discountExpired,
  setCartOrder,
  mergeCartLines,
} = cartSlice.actions;

/** The lines' sum in whole pesos. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineSubtotal(item.price, item.quantity), 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The client's running total, as the API writes an amount ('20097.99'): what the member sees before
 * the server prices the order, by the same rules (contracts/src/money.ts), in whole centavos.
 */
export function cartTotal({
  items,
  discountPercent,
}: Pick<CartState, 'items' | 'discountPercent'>): string {
  // A cart persisted before discountPercent existed has none: its code is applied again at sign-in.
  return centavosToDecimal(discountedTotalCentavos(cartSubtotal(items), discountPercent ?? null));
}
