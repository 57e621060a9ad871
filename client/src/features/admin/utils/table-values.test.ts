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

describe("'Débito' of Ordenes and Usuarios", () => {
  it("reads an order's débito by its state, and '—' without one", () => {
    expect(columnLabel('subscription')).toBe('Débito');
    const active = { status: 'Activa', amount: 9000, nextChargeAt: '2025-04-02T15:30:00.000Z' };
    expect(cellText('subscription', active)).toBe('Activa');
    expect(cellText('subscription', { ...active, status: 'Cancelada', nextChargeAt: null })).toBe(
      'Cancelada',
    );
    expect(cellText('subscription', null)).toBe('—');
  });

  it("reads a member's débito as its state, and '—' without one", () => {
    expect(columnLabel('debit')).toBe('Débito');
    expect(cellText('debit', 'Pausada')).toBe('Pausada');
    expect(cellText('debit', null)).toBe('—');
  });
});
