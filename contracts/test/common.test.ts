import { describe, expect, it } from 'vitest';
import { MESSAGES, distinctDays, formatPrice, idParamsSchema, truncate } from '../src/index.ts';

describe('idParamsSchema', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(idParamsSchema.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each(['0', '-1', '1.5', 'abc', '01', '2147483648', '99999999999', '1e3', ' 1', ''])(
    'refuses %j with the Spanish message',
    (id) => {
      const result = idParamsSchema.safeParse({ id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidId);
    },
  );
});

describe('display helpers', () => {
  it('cuts long text and marks the cut', () => {
    expect(truncate('a'.repeat(301), 300)).toBe(`${'a'.repeat(300)}...`);
    expect(truncate('corto', 300)).toBe('corto');
  });

  it('formats prices the way the spec shows them', () => {
    expect(formatPrice(4500)).toBe('Precio $4500.00');
  });

  it('lists each day once, in order', () => {
    expect(distinctDays([{ day: 'Lunes' }, { day: 'Viernes' }, { day: 'Lunes' }])).toEqual([
      'Lunes',
      'Viernes',
    ]);
  });
});
