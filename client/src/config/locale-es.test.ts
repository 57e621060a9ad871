import { esES as muiEsES } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { esES } from './locale-es';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof esES, component: string) =>
  (locale.components as Record<string, { defaultProps: Props } | undefined>)[component]
    ?.defaultProps ?? {};

describe('esES (lazy number format)', () => {
  it('has the same components and plain texts as MUI’s', () => {
    expect(Object.keys(esES.components ?? {})).toEqual(Object.keys(muiEsES.components ?? {}));
    for (const component of Object.keys(muiEsES.components ?? {})) {
      const ours = propsOf(esES, component);
      const theirs = propsOf(muiEsES, component);
      expect(Object.keys(ours)).toEqual(Object.keys(theirs));
      for (const [key, value] of Object.entries(theirs)) {
        if (typeof value !== 'function') expect(ours[key]).toBe(value);
      }
    }
  });

  it('labels pages, ratings and table rows as MUI does', () => {
    const call = (locale: typeof esES, component: string, key: string, ...args: unknown[]) =>
      (propsOf(locale, component)[key] as (...values: unknown[]) => string)(...args);
    const cases: [string, string, unknown[]][] = [
      ['MuiPagination', 'getItemAriaLabel', ['page', 3, false]],
      ['MuiPagination', 'getItemAriaLabel', ['page', 3, true]],
      ...['first', 'last', 'next', 'previous'].flatMap((type): [string, string, unknown[]][] => [
        ['MuiPagination', 'getItemAriaLabel', [type, 1, false]],
        ['MuiTablePagination', 'getItemAriaLabel', [type]],
      ]),
      ['MuiRating', 'getLabelText', [1]],
      ['MuiRating', 'getLabelText', [4]],
      ['MuiTablePagination', 'labelDisplayedRows', [{ from: 1, to: 10, count: 12345 }]],
      ['MuiTablePagination', 'labelDisplayedRows', [{ from: 1001, to: 2000, count: -1 }]],
    ];
    for (const [component, key, args] of cases) {
      expect(call(esES, component, key, ...args)).toBe(call(muiEsES, component, key, ...args));
    }
  });
});
