import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { PageOf } from '@/lib/api';
import { useColumnVisibility } from '../hooks/use-column-visibility';
import type { ListControls } from '../hooks/use-list-controls';
import { LIST_SORT_COLUMNS } from '@power-gym/contracts';
import { SECTION_LISTS, sectionLabel, type ListSectionId } from '../sections';
import { gridColumns, type CellRenderers } from '../utils/grid-columns';
import { GRID_LOCALE_TEXT } from '../utils/grid-locale';
import { sectionColumnKeys, type ColumnView } from '../utils/section-columns';
import type { AdminRow, SortOption } from '../utils/table-values';
import { SectionControls } from './section-controls';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** What a section's grid reads from its page query. */
export interface PageQuery<T> {
  data?: PageOf<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface SectionGridProps<T extends AdminRow> {
  section: ListSectionId;
  list: ListControls;
  query: PageQuery<T>;
  onAdd?: (() => void) | undefined;
  filters?: ReactNode;
  /** A section's own buttons, before 'Agregar' (the orders' 'Exportar CSV'). */
  actions?: ReactNode;
  /** The filtered list's own choice of columns (section-columns.ts), when it has one. */
  view?: ColumnView | undefined;
  /** 'Ordenar por' choices, when the list offers more than the server's sorts. */
  sortOptions?: readonly SortOption[] | undefined;
  /** How many buttons `renderActions` shows at most: the width of 'Acciones'. */
  actionButtons: number;
  /** Keep it the same function between renders (useCallback): the columns depend on it. */
  renderActions: (row: T) => ReactNode;
  /** Cells the section draws itself; the same object between renders (useMemo). */
  renderCells?: CellRenderers<T> | undefined;
}

/**
 * Long texts, lists and headers wrap inside their column and the row grows, instead of a sideways
 * scroll; a phone's smaller type and padding leave room for its four or five columns.
 */
const gridSx = (phone: boolean) => ({
  bgcolor: 'background.paper',
  fontSize: phone ? '0.75rem' : undefined,
  // The row's empty filler cell keeps no padding, or it would push the row past the grid's width.
  [`& .${gridClasses.cell}:not(.${gridClasses.cellEmpty}), & .${gridClasses.columnHeader}`]: {
    px: phone ? 0.5 : 1.25,
  },
  [`& .${gridClasses.cell}`]: {
    // A one-column grid, not flex: its track (minmax(0, 1fr)) is the cell's width, so a line
    // breaks between words and a word is split only when it alone is wider than the cell (an
    // e-mail on a phone), never mid-word to fill a line.
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    py: 1,
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    lineHeight: 1.4,
  },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    fontWeight: 700,
    whiteSpace: 'normal',
    lineHeight: 1.2,
  },
});

/**
 * The column keys of the rows on screen, the same array while they stay the same (the grid wants
 * stable columns); while a search finds nothing, the last ones shown.
 */
function useColumnKeys(section: ListSectionId, rows: readonly object[]) {
  const keys = sectionColumnKeys(section, rows);
  const [shown, setShown] = useState(keys);
  const changed = keys.length > 0 && keys.join() !== shown.join();
  if (changed) setShown(keys);
  return changed ? keys : shown;
}

/**
 * One section: its controls and a data grid of one page of its server list. The server pages,
 * sorts and searches; the grid shows the page, the total and the page controls.
 */
export function SectionGrid<T extends AdminRow>({
  section,
  list,
  query,
  onAdd,
  filters,
  actions,
  view,
  sortOptions,
  actionButtons,
  renderActions,
  renderCells,
}: SectionGridProps<T>) {
  const title = sectionLabel(section);
  const rows = query.data?.rows ?? [];
  const keys = useColumnKeys(section, rows);
  const visibility = useColumnVisibility(section, keys, view);
  const { phone } = visibility;
  const sortable = LIST_SORT_COLUMNS[SECTION_LISTS[section]];
  const columns = useMemo(
    () => gridColumns({ keys, phone, sortable, actionButtons, renderActions, renderCells }),
    [keys, phone, sortable, actionButtons, renderActions, renderCells],
  );
  const refresh = () => void query.refetch();

  return (
    <Stack spacing={2}>
      <SectionControls
        title={title}
        list={list}
        refreshing={query.isFetching}
        onRefresh={refresh}
        onAdd={onAdd}
        filters={filters}
        actions={actions}
        sortOptions={sortOptions}
      />
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? `Cargando ${title.toLowerCase()}…` : ''}
      </Box>
      {query.isError ? (
        <QueryError
          message={`No pudimos cargar ${title.toLowerCase()}.`}
          onRetry={refresh}
          retrying={query.isFetching}
        />
      ) : (
        <DataGrid
          aria-label={title}
          rows={rows}
          rowCount={query.data?.total ?? 0}
          columns={columns}
          columnVisibilityModel={visibility.model}
          onColumnVisibilityModelChange={visibility.onChange}
          loading={query.isFetching}
          paginationMode="server"
          paginationModel={list.paginationModel}
          onPaginationModelChange={list.onPaginationModelChange}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          // The server sorts ('Ordenar por', or a header) and searches ('Buscar'); the grid never
          // reorders a page itself.
          sortingMode="server"
          sortModel={list.sortModel}
          onSortModelChange={list.onSortModelChange}
          sortingOrder={['asc', 'desc', null]}
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          // A page holds at most 100 rows: render them all, which also lets jsdom see every column.
          disableVirtualization
          autoHeight
          getRowHeight={() => 'auto'}
          localeText={GRID_LOCALE_TEXT}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
          }}
          sx={gridSx(phone)}
        />
      )}
    </Stack>
  );
}
