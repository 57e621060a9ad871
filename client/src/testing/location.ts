import { vi } from 'vitest';

/**
 * Stubs window.location for the test with a mock assign(), which the app calls to leave for
 * Mercado Pago (jsdom cannot follow it). Returns that mock.
 */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
