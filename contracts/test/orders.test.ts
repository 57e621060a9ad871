import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ORDER_MESSAGES,
  addLineBodySchema,
  cartBodySchema,
  checkoutBodySchema,
  noStockMessage,
  orderCreatedMailBodySchema,
  putCheckoutBodySchema,
  saveCartBodySchema,
  updateOrderStateBodySchema,
  validateDiscountBodySchema,
} from '../src/index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('saveCartBodySchema', () => {
  it('takes a list of lines, ids as numbers or digits', () => {
    expect(
      saveCartBodySchema.parse({ orderId: '7', lines: [{ diaHoraId: 3, quantity: 2 }] }),
    ).toEqual({ orderId: 7, lines: [{ diaHoraId: 3, quantity: 2 }] });
  });

  it('takes the documented single line, dropping prices and the activity', () => {
    expect(
      saveCartBodySchema.parse({
        orderId: 7,
        diaHoraId: 3,
        quantity: 2,
        unitprice: 1,
        subtotal: 1,
        activityId: 9,
        userId: 4,
      }),
    ).toEqual({ orderId: 7, lines: [{ diaHoraId: 3, quantity: 2 }] });
    expect(saveCartBodySchema.parse({ orderId: 7, diaHoraId: 3 })).toEqual({
      orderId: 7,
      lines: [{ diaHoraId: 3, quantity: 1 }],
    });
  });

  it.each([0, -1, 21, 1e9, 1.5, '2', null, Number.NaN])('refuses quantity %s', (quantity) => {
    const result = saveCartBodySchema.safeParse({
      orderId: 1,
      lines: [{ diaHoraId: 1, quantity }],
    });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(ORDER_MESSAGES.quantityInvalid);
  });

  it('refuses prices inside lines, unknown fields and a missing slot', () => {
    expect(
      saveCartBodySchema.safeParse({ orderId: 1, lines: [{ diaHoraId: 1, quantity: 1, price: 1 }] })
        .success,
    ).toBe(false);
    expect(saveCartBodySchema.safeParse({ orderId: 1, lines: [], total: 5 }).success).toBe(false);
    expect(firstMessage(saveCartBodySchema.safeParse({ orderId: 1 }))).toBe(
      ORDER_MESSAGES.lineRequired,
    );
    expect(firstMessage(saveCartBodySchema.safeParse({ orderId: 0, lines: [] }))).toBe(
      MESSAGES.invalidId,
    );
  });
});

describe('checkout bodies', () => {
  it('normalises the code: trimmed, upper-case, blank means none', () => {
    expect(checkoutBodySchema.parse({ orderId: 1, codigo: ' power10 ' })).toEqual({
      orderId: 1,
      codigo: 'POWER10',
    });
    expect(checkoutBodySchema.parse({ orderId: 1, codigo: '' })).toEqual({ orderId: 1 });
    expect(checkoutBodySchema.parse({ orderId: 1, codigo: null })).toEqual({ orderId: 1 });
  });

  it('refuses totals and any state but Created', () => {
    expect(checkoutBodySchema.safeParse({ orderId: 1, total: 1 }).success).toBe(false);
    expect(putCheckoutBodySchema.safeParse({ orderId: 1, state: 'Created' }).success).toBe(true);
    expect(firstMessage(putCheckoutBodySchema.safeParse({ orderId: 1, state: 'Complete' }))).toBe(
      ORDER_MESSAGES.checkoutState,
    );
    expect(updateOrderStateBodySchema.safeParse({ state: 'Created' }).success).toBe(false);
  });
});

describe('other bodies', () => {
  it('cart, line, discount and mail payloads', () => {
    expect(cartBodySchema.parse({})).toEqual({});
    expect(cartBodySchema.safeParse({ userId: 'abc' }).success).toBe(false);
    expect(addLineBodySchema.parse({ orderId: 1, diaHoraId: 2, unitprice: 'x' })).toMatchObject({
      orderId: 1,
      diaHoraId: 2,
    });
    expect(validateDiscountBodySchema.parse({ codigo: ' quince ' })).toEqual({ codigo: 'QUINCE' });
    expect(firstMessage(validateDiscountBodySchema.safeParse({ codigo: ' ' }))).toBe(
      ORDER_MESSAGES.discountRequired,
    );
    expect(
      orderCreatedMailBodySchema.parse({ user: { name: 'x' }, info: { orderId: 3, totalPrice: 1 } })
        .info.orderId,
    ).toBe(3);
  });

  it('names the slot in the no-stock message', () => {
    expect(noStockMessage('Yoga', 'Lunes', '18:00')).toBe(
      'No quedan lugares suficientes para Yoga Lunes 18:00',
    );
  });
});
