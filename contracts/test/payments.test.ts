import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from '../src/index.ts';

describe('paymentStatusLabel', () => {
  it.each([
    ['approved', 'Aprobado'],
    ['in_process', 'En revisión'],
    ['rejected', 'Rechazado'],
    ['refunded', 'Devuelto'],
    ['charged_back', 'Contracargo'],
  ])("says Mercado Pago's '%s' as '%s'", (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it('shows a status it does not know as it comes, object keys included', () => {
    expect(paymentStatusLabel('partially_refunded')).toBe('partially_refunded');
    expect(paymentStatusLabel('toString')).toBe('toString');
  });
});
