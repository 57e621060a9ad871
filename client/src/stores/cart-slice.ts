import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartItem {
  diaHoraId: number;
  activityId: number;
  name: string;
  image: string;
  day: string;
  hour: string;
  /** Display price in pesos; the server recomputes every amount at checkout. */
  price: number;
  quantity: number;
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  /** Multiplier applied to the total: 1 means no discount. */
  discountFactor: number;
}

export const initialCartState: CartState = { items: [], discountFactor: 1 };

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
    clearCart(state) {
      state.items = [];
      state.discountFactor = 1;
    },
    /** `percent` is the discount (1-100); anything else removes the discount. */
    setDiscount(state, action: PayloadAction<number>) {
      const percent = action.payload;
      const valid = Number.isInteger(percent) && percent >= 1 && percent <= 100;
      state.discountFactor = valid ? (100 - percent) / 100 : 1;
    },
  },
});

export const { addToCart, removeFromCart, clearCart, setDiscount } = cartSlice.actions;

export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
