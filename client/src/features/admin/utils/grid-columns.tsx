import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatGymDate, type OrderPeriodDto } from '@power-gym/contracts';
import type { ReactNode } from 'react';
import { PeriodStatusChip } from '@/components/ui/period-status-chip';
import { columnSize } from './section-columns';
import { cellText, columnLabel, field, heldPeriod, rowName, type AdminRow } from './table-values';

/** Columns no row has as a key (COLUMN_PLANS' `computed`): a person's name and last name in one. */
const COMPUTED_COLUMNS: Record<string, { label: string; value: (row: AdminRow) => string }> = {
  fullName: { label: 'Nombre', value: rowName },
};

/**
 * Cells a section draws itself, by column key (a slot's 'En espera' opens its line); the others
 * show cellText. Keep the object the same between renders: the columns depend on it.
 */
export type CellRenderers<T extends AdminRow> = Partial<Record<string, (row: T) => ReactNode>>;

/**
 * 'Acciones' holds this many buttons a line; more wrap to the next (Clases has five), so the other
 * columns keep their room.
 */
const BUTTONS_A_LINE = 4;

/** Each IconButton takes 40 px, plus the cell's padding; never narrower than 'Acciones' itself. */
const actionsWidth = (buttons: number, phone: boolean) => {
  const inALine = Math.min(buttons, BUTTONS_A_LINE);
  return phone ? Math.max(8 + 40 * inALine, 68) : Math.max(24 + 40 * inALine, 90);
};

function Thumbnail({ row, src }: { row: AdminRow; src: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={`Imagen de ${rowName(row)}`}
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/** A paid order's 'Vencimiento': the end date, and the status as the member's chip shows it. */
function PeriodCell({ period }: { period: OrderPeriodDto }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <span>{formatGymDate(period.endsAt)}</span>
      <PeriodStatusChip status={period.status} />
    </Box>
  );
}

function dataColumn<T extends AdminRow>(
  key: string,
  phone: boolean,
  sortable: boolean,
  renderCells: CellRenderers<T> | undefined,
): GridColDef<T> {
  const computed = COMPUTED_COLUMNS[key];
  const column: GridColDef<T> = {
    field: key,
    headerName: computed?.label ?? columnLabel(key),
    sortable,
    ...columnSize(key, phone),
    // Cells read the way they always did: names, money, Sí/No, the order's state in Spanish.
    valueGetter: (_value, row) => computed?.value(row) ?? cellText(key, field(row, key), row),
  };
  const own = renderCells?.[key];
  if (own) return { ...column, renderCell: ({ row }) => own(row) };
  if (key === 'period') {
    return {
      ...column,
      renderCell: ({ row, value }) => {
        const period = heldPeriod(row, field(row, 'period'));
        return period ? <PeriodCell period={period} /> : value;
      },
    };
  }
  if (key !== 'image') return column;
  return {
    ...column,
    renderCell: ({ row, value }) => {
      const src = field(row, 'image');
      return typeof src === 'string' && src !== '' ? <Thumbnail row={row} src={src} /> : value;
    },
  };
}

/** A section's grid columns: `keys` in order, then 'Acciones' with `actionButtons` buttons. */
export function gridColumns<T extends AdminRow>({
  keys,
  phone,
  sortable,
  actionButtons,
  renderActions,
  renderCells,
}: {
  keys: readonly string[];
  phone: boolean;
  /** The columns the server sorts by (LIST_SORT_COLUMNS): their headers sort. */
  sortable: readonly string[];
  actionButtons: number;
  renderActions: (row: T) => ReactNode;
  renderCells?: CellRenderers<T> | undefined;
}): GridColDef<T>[] {
  return [
    ...keys.map((key) => dataColumn<T>(key, phone, sortable.includes(key), renderCells)),
    {
      field: 'actions',
      headerName: 'Acciones',
      sortable: false,
      width: actionsWidth(actionButtons, phone),
      align: 'right',
      headerAlign: 'right',
      hideable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', width: '100%' }}>
          {renderActions(row)}
        </Box>
      ),
    },
  ];
}
