import { describe, expect, it } from 'vitest';
import { funcionalLunesItem } from '@/testing/mocks/fixtures';
import {
  addToCart,
  cartCount,
  cartSlice,
  cartSubtotal,
  cartTotal,
  clearCart,
  applyServerLines,
  initialCartState,
  lineFits,
  lineShortText,
  mergeCartLines,
  removeFromCart,
  resetCart,
  setCartOrder,
  setDiscount,
  setLineQuantity,
  updateStock,
  type CartState,
  type NewCartItem,
} from './cart-slice';

const reduce = cartSlice.reducer;

const lunes: NewCartItem = funcionalLunesItem;
const martes: NewCartItem = { ...lunes, diaHoraId: 12, day: 'Martes', hour: '19:00' };

function withItems(...items: NewCartItem[]): CartState {
  return items.reduce((state, item) => reduce(state, addToCart(item)), initialCartState);
}

describe('cart slice', () => {
  it('starts empty with no discount', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      items: [],
      discountPercent: null,
      discountCode: null,
      staleDiscountCode: null,
      orderId: null,
    });
  });

  it('appends a new slot with quantity 1', () => {
    const state = withItems(lunes, martes);
    expect(state.items).toEqual([
      { ...lunes, quantity: 1 },
      { ...martes, quantity: 1 },
    ]);
  });

  it('increments the quantity when the same slot is added again', () => {
    const state = withItems(lunes, lunes, martes);
    expect(state.items.map((item) => [item.diaHoraId, item.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    expect(cartCount(state.items)).toBe(3);
    expect(cartSubtotal(state.items)).toBe(15000);
  });

  it('decrements the quantity, then removes the line', () => {
    let state = withItems(lunes, lunes, martes);
    state = reduce(state, removeFromCart(11));
    expect(state.items.find((item) => item.diaHoraId === 11)?.quantity).toBe(1);
    state = reduce(state, removeFromCart(11));
    expect(state.items.map((item) => item.diaHoraId)).toEqual([12]);
  });

  it('ignores removing a slot that is not in the cart', () => {
    const state = withItems(lunes);
    expect(reduce(state, removeFromCart(999))).toEqual(state);
  });

  it('keeps a whole discount percentage from 1 to 100, anything else as none', () => {
    expect(reduce(initialCartState, setDiscount(10)).discountPercent).toBe(10);
    expect(reduce(initialCartState, setDiscount(100)).discountPercent).toBe(100);
    expect(reduce(initialCartState, setDiscount(0)).discountPercent).toBeNull();
    expect(reduce(initialCartState, setDiscount(101)).discountPercent).toBeNull();
    expect(reduce(initialCartState, setDiscount(12.5)).discountPercent).toBeNull();
  });

  it('keeps the accepted code with its percentage', () => {
    const state = reduce(initialCartState, setDiscount(10, 'POWER10'));
    expect(state).toMatchObject({ discountCode: 'POWER10', discountPercent: 10 });
    expect(reduce(state, setDiscount(0)).discountCode).toBeNull();
  });

  it('merges restored lines, keeping the larger quantity', () => {
    const state = reduce(
      withItems(lunes, lunes),
      mergeCartLines([
        { ...lunes, quantity: 1 },
        { ...martes, quantity: 3 },
      ]),
    );
    expect(state.items.map((item) => [item.diaHoraId, item.quantity])).toEqual([
      [11, 2],
      [12, 3],
    ]);
  });

  it('keeps the server order on clear and forgets it on reset', () => {
    const withOrder = reduce(withItems(lunes), setCartOrder(100));
    expect(reduce(withOrder, clearCart())).toEqual({ ...initialCartState, orderId: 100 });
    expect(reduce(withOrder, resetCart())).toEqual(initialCartState);
    expect(cartTotal(reduce(withItems(lunes, martes), setDiscount(10)))).toBe('9000.00');
  });

  it('clears items and discount', () => {
    const state = reduce(reduce(withItems(lunes, martes), setDiscount(10)), clearCart());
    expect(state).toEqual(initialCartState);
  });

  it("sets a line's places with − / +, and 0 removes it", () => {
    const state = reduce(withItems(lunes, martes), setLineQuantity({ diaHoraId: 11, quantity: 3 }));
    expect(state.items.map((item) => item.quantity)).toEqual([3, 1]);
    const removed = reduce(state, setLineQuantity({ diaHoraId: 12, quantity: 0 }));
    expect(removed.items.map((item) => item.diaHoraId)).toEqual([11]);
  });

  it('follows the server after a save: its quantities and places left', () => {
    const state = reduce(
      withItems(lunes, lunes, lunes),
      updateStock([{ diaHoraId: 11, stock: 5 }]),
    );
    expect(state.items[0]?.stock).toBe(5);
    const saved = reduce(state, applyServerLines([{ ...lunes, quantity: 1, stock: 1 }]));
    expect(saved.items).toEqual([{ ...lunes, quantity: 1, stock: 1 }]);
  });

  it('flags a line holding more places than are left, and says how many are', () => {
    expect(lineFits({ quantity: 2 })).toBe(true);
    expect(lineFits({ quantity: 2, stock: 2 })).toBe(true);
    expect(lineFits({ quantity: 3, stock: 2 })).toBe(false);
    expect(lineShortText({ stock: 1 })).toBe(
      'Solo queda 1 lugar en este horario: bajá la cantidad',
    );
    expect(lineShortText({ stock: 2 })).toBe(
      'Solo quedan 2 lugares en este horario: bajá la cantidad',
    );
    expect(lineShortText({ stock: 0 })).toBe(
      'Ya no quedan lugares en este horario: quitalo del carrito',
    );
  });
});
