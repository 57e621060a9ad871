import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it.each([
    [
      'attachment; filename="ordenes-2025-03-01-2025-03-31.csv"',
      'ordenes-2025-03-01-2025-03-31.csv',
    ],
    ['attachment; filename=ordenes.csv', 'ordenes.csv'],
    ['attachment; filename="ordenes.csv"; filename*=UTF-8\'\'%C3%B3rdenes.csv', 'órdenes.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A", undefined],
    ['attachment', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
