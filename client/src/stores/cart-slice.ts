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
  /**
   * The slot's places left as the server last said (class page, cart lines): the cart caps and
   * flags with it; the server checks the database's stock on every change and at checkout.
   * Missing on a cart persisted before it existed.
   */
  stock?: number;
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
      if (!existing) state.items.push({ ...action.payload, quantity: 1 });
      else {
        existing.quantity += 1;
        if (action.payload.stock !== undefined) existing.stock = action.payload.stock;
      }
    },
    /** The line's places (the − / + control); 0 or less removes it. */
    setLineQuantity(state, action: PayloadAction<{ diaHoraId: number; quantity: number }>) {
      const { diaHoraId, quantity } = action.payload;
      const index = state.items.findIndex((item) => item.diaHoraId === diaHoraId);
      const item = state.items[index];
      if (!item) return;
      if (quantity <= 0) state.items.splice(index, 1);
      else item.quantity = quantity;
    },
    /**
     * The server's lines after a save (POST /orderline/cart caps each at the stock): quantities
     * and places left as the database has them; lines the server does not hold stay as they are.
     */
    applyServerLines(state, action: PayloadAction<readonly CartItem[]>) {
      for (const line of action.payload) {
        const item = state.items.find((candidate) => candidate.diaHoraId === line.diaHoraId);
        if (!item) continue;
        item.quantity = line.quantity;
        if (line.stock !== undefined) item.stock = line.stock;
      }
    },
    /** Places left, fresh from the server (the checkout reads them before the member pays). */
    updateStock(state, action: PayloadAction<readonly { diaHoraId: number; stock: number }[]>) {
      for (const { diaHoraId, stock } of action.payload) {
        const item = state.items.find((candidate) => candidate.diaHoraId === diaHoraId);
        if (item) item.stock = stock;
      }
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
        else {
          existing.quantity = Math.max(existing.quantity, line.quantity);
          if (line.stock !== undefined) existing.stock = line.stock;
        }
      }
    },
  },
});

export const {
  addToCart,
  setLineQuantity,
  applyServerLines,
  updateStock,
  removeFromCart,
  clearCart,
  resetCart,
  setDiscount,
  discountExpired,
  setCartOrder,
  mergeCartLines,
} = cartSlice.actions;

/** The most places the line may hold now: its places left, when known. */
export function placesCap(item: Pick<CartItem, 'stock'>): number | undefined {
  return item.stock === undefined ? undefined : Math.max(item.stock, 0);
}

/** False for a line holding more places than are left (the stock fell since it was added). */
export function lineFits(item: Pick<CartItem, 'quantity' | 'stock'>): boolean {
  const cap = placesCap(item);
  return cap === undefined || item.quantity <= cap;
}

/** What the cart and the checkout say under a line that no longer fits. */
export function lineShortText(item: Pick<CartItem, 'stock'>): string {
  const left = placesCap(item) ?? 0;
  if (left === 0) return 'Ya no quedan lugares en este horario: quitalo del carrito';
  return left === 1
    ? 'Solo queda 1 lugar en este horario: bajá la cantidad'
    : `Solo quedan ${left} lugares en este horario: bajá la cantidad`;
}

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
