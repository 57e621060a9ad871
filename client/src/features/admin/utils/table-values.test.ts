import { paymentRejectionReason } from '@power-gym/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, columnLabel } from './table-values';

describe("Ordenes' 'Motivo del rechazo'", () => {
  it("reads Mercado Pago's reason in Spanish, only where the payment failed", () => {
    expect(columnLabel('paymentStatusDetail')).toBe('Motivo del rechazo');
    const detail = 'cc_rejected_insufficient_amount';
    expect(cellText('paymentStatusDetail', detail, { paymentStatus: 'rejected' })).toBe(
      paymentRejectionReason(detail),
    );
    expect(cellText('paymentStatusDetail', detail, { paymentStatus: 'rejected' })).not.toContain(
      'cc_',
    );
    expect(cellText('paymentStatusDetail', 'accredited', { paymentStatus: 'approved' })).toBe('—');
    expect(cellText('paymentStatusDetail', null, { paymentStatus: null })).toBe('—');
  });
});

describe("Ordenes' 'Estado del pago' of a desk sale", () => {
  it('says how it was paid, and that it went back once refunded', () => {
    const sale = { deskPayment: 'Efectivo' };
    expect(cellText('paymentStatus', 'Efectivo', sale)).toBe('Efectivo');
    expect(cellText('paymentStatus', 'refunded', sale)).toBe('Efectivo · Devuelto');
    expect(cellText('paymentStatus', 'approved', { deskPayment: null })).toBe('Aprobado');
  });
});
