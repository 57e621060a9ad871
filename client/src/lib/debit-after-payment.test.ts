import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEBIT_AFTER_PAYMENT_KEY,
  forgetDebitAfterPayment,
  rememberDebitAfterPayment,
  wantsDebitAfterPayment,
} from './debit-after-payment';

afterEach(() => vi.restoreAllMocks());

describe('the débito asked at checkout', () => {
  it('names one order: the one remembered, under one key of the tab', () => {
    expect(wantsDebitAfterPayment(6)).toBe(false);
    rememberDebitAfterPayment(6);
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBe('6');
    expect(wantsDebitAfterPayment(6)).toBe(true);
    expect(wantsDebitAfterPayment(61)).toBe(false);
    // A later checkout's order replaces it.
    rememberDebitAfterPayment(7);
    expect(wantsDebitAfterPayment(6)).toBe(false);
    expect(wantsDebitAfterPayment(7)).toBe(true);
  });

  it("forgets it for its order only: another order's intent stays", () => {
    rememberDebitAfterPayment(7);
    forgetDebitAfterPayment(6);
    expect(wantsDebitAfterPayment(7)).toBe(true);
    forgetDebitAfterPayment(7);
    expect(window.sessionStorage.getItem(DEBIT_AFTER_PAYMENT_KEY)).toBeNull();
  });

  it('storage the browser refuses remembers nothing and throws nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberDebitAfterPayment(6)).not.toThrow();
    expect(wantsDebitAfterPayment(6)).toBe(false);
    expect(() => forgetDebitAfterPayment(6)).not.toThrow();
  });
});
