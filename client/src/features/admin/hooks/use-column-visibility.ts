import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { ListSectionId } from '../sections';
import { columnVisibility, type ColumnView, type ScreenWidth } from '../utils/section-columns';

function useScreenWidth(): ScreenWidth {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  if (phone) return 'phone';
  return wide ? 'wide' : 'desktop';
}

/**
 * The columns a section shows at this screen width (section-columns.ts), in its filtered `view`
 * if any, plus what the admin changed in the column menu; those changes are kept apart, so a
 * resize or another filter still applies the plan.
 */
export function useColumnVisibility(
  section: ListSectionId,
  columns: readonly string[],
  view?: ColumnView,
) {
  // `columns` keeps its identity while the keys stay the same (section-grid.tsx).
  const screen = useScreenWidth();
  const planned = useMemo(
    () => columnVisibility(section, columns, screen, view),
    [section, columns, screen, view],
  );
  const [picked, setPicked] = useState<GridColumnVisibilityModel>({});
  const model = useMemo(() => ({ ...planned, ...picked }), [planned, picked]);
  return {
    phone: screen === 'phone',
    model,
    onChange: (next: GridColumnVisibilityModel) =>
      setPicked(
        Object.fromEntries(
          columns
            .map((column) => [column, next[column] ?? true] as const)
            .filter(([column, visible]) => planned[column] !== visible),
        ),
      ),
  };
}
