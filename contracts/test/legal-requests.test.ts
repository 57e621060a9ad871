import { describe, expect, it } from 'vitest';
import {
  LEGAL_REQUEST_CODE_PATTERN,
  LEGAL_REQUEST_MESSAGES,
  LEGAL_REQUEST_TOKEN_PATTERN,
  arrepentimientoBodySchema,
  bajaBodySchema,
  confirmLegalRequestBodySchema,
  legalRequestConfirmPath,
  legalRequestListQuerySchema,
  legalRequestParamsSchema,
  resolveLegalRequestBodySchema,
} from '../src/index.ts';
import { messages } from './messages.ts';

const TOKEN = 'a'.repeat(40) + '-_0';

describe('the forms', () => {
  it('take an e-mail and, for an arrepentimiento, the order number', () => {
    expect(arrepentimientoBodySchema.parse({ email: ' ana@example.com ', orderId: '12' })).toEqual({
      email: 'ana@example.com',
      orderId: 12,
    });
    expect(bajaBodySchema.parse({ email: 'ana@example.com' })).toEqual({
      email: 'ana@example.com',
    });
  });

  it('refuse a bad e-mail, a bad order number and unknown fields, each in Spanish', () => {
    const bad = messages(arrepentimientoBodySchema, { email: 'ana', orderId: 0, extra: 1 });
    expect(Object.keys(bad).sort()).toEqual(['_', 'email', 'orderId']);
    expect(messages(arrepentimientoBodySchema, { email: 'ana@example.com' })).toHaveProperty(
      'orderId',
    );
    expect(messages(bajaBodySchema, {})).toHaveProperty('email');
  });
});

describe('codes, tokens and the confirm link', () => {
  it('codes are PG- and ten Crockford base32 characters', () => {
    expect(LEGAL_REQUEST_CODE_PATTERN.test('PG-0123456789')).toBe(true);
    expect(LEGAL_REQUEST_CODE_PATTERN.test('PG-ABCDEFGHJK')).toBe(true);
    for (const code of ['PG-ABCDEFGHIJ', 'PG-0123456O89', 'pg-0123456789', 'PG-012345678']) {
      expect(LEGAL_REQUEST_CODE_PATTERN.test(code), code).toBe(false);
    }
    expect(legalRequestParamsSchema.parse({ code: 'PG-0123456789' })).toEqual({
      code: 'PG-0123456789',
    });
    expect(messages(legalRequestParamsSchema, { code: 'PG-1' })).toEqual({
      code: LEGAL_REQUEST_MESSAGES.codeInvalid,
    });
  });

  it('tokens are 43 base64url characters; anything else is an invalid link', () => {
    expect(LEGAL_REQUEST_TOKEN_PATTERN.test(TOKEN)).toBe(true);
    expect(confirmLegalRequestBodySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    for (const token of ['corto', `${TOKEN}x`, TOKEN.replace('a', '+'), 42]) {
      expect(messages(confirmLegalRequestBodySchema, { token })).toEqual({
        token: LEGAL_REQUEST_MESSAGES.linkInvalid,
      });
    }
  });

  it("the link leads to the client's confirm page with the token in its query", () => {
    expect(legalRequestConfirmPath('PG-0123456789', TOKEN)).toBe(
      `/solicitudes/PG-0123456789/confirmar?token=${TOKEN}`,
    );
  });
});

describe("the admin's schemas", () => {
  it('a refusal needs its reason; a resolution may go without', () => {
    expect(resolveLegalRequestBodySchema.parse({ state: 'Resuelta' })).toEqual({
      state: 'Resuelta',
    });
    expect(
      resolveLegalRequestBodySchema.parse({ state: 'Rechazada', reason: ' Fuera de plazo ' }),
    ).toEqual({ state: 'Rechazada', reason: 'Fuera de plazo' });
    expect(messages(resolveLegalRequestBodySchema, { state: 'Rechazada', reason: ' ' })).toEqual({
      reason: LEGAL_REQUEST_MESSAGES.reasonRequired,
    });
    expect(messages(resolveLegalRequestBodySchema, { state: 'Confirmada' })).toEqual({
      state: LEGAL_REQUEST_MESSAGES.stateInvalid,
    });
    expect(
      messages(resolveLegalRequestBodySchema, { state: 'Rechazada', reason: 'x'.repeat(501) }),
    ).toEqual({ reason: LEGAL_REQUEST_MESSAGES.reasonTooLong });
  });

  it('the list is paged and filtered by state', () => {
    expect(legalRequestListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 25 });
    expect(legalRequestListQuerySchema.parse({ state: 'Sin confirmar', page: '2' })).toMatchObject({
      state: 'Sin confirmar',
      page: 2,
    });
    expect(legalRequestListQuerySchema.parse({ state: '' })).not.toHaveProperty('state', '');
    expect(messages(legalRequestListQuerySchema, { state: 'Abierta' })).toEqual({
      state: LEGAL_REQUEST_MESSAGES.stateInvalid,
    });
  });

  it('every message is Spanish text', () => {
    expect(LEGAL_REQUEST_MESSAGES.received('PG-0123456789')).toContain('PG-0123456789');
    expect(LEGAL_REQUEST_MESSAGES.late).toContain('10 días');
    expect(LEGAL_REQUEST_MESSAGES.refundFailed).toContain('Mercado Pago');
  });
});
