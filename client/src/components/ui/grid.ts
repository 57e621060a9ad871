import type { Breakpoint } from '@mui/material/styles';

/** A responsive grid's sx: `columns` is how many equal columns from each breakpoint on. */
export function gridSx(gap: number, columns: Partial<Record<Breakpoint, number>>) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      count === 1 ? '1fr' : `repeat(${count}, 1fr)`,
    ]),
  );
  return { display: 'grid', gap, gridTemplateColumns: template } as const;
}

/** A list's sx without bullets, margin or padding. */
export const BARE_LIST = { listStyle: 'none', p: 0, m: 0 } as const;
