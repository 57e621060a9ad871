import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import {
  SORT_OPTIONS,
  cellText,
  columnLabel,
  columnsOf,
  field,
  rowName,
  sortRows,
  type AdminRow,
  type SortOrder,
} from '../utils/table-values';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50];

/** The row controls stay in view while a wide table scrolls sideways. */
const ACTIONS_CELL = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
} as const;

/** Room for long texts and lists, so they do not wrap into a narrow column. */
function columnWidth(row: AdminRow, column: string): number {
  if (column === 'description') return 240;
  return Array.isArray(field(row, column)) ? 200 : 0;
}

interface SectionTableProps<T extends AdminRow> {
  title: string;
  rows: readonly T[];
  refreshing: boolean;
  onRefresh: () => void;
  /** Without it, 'Agregar' is shown disabled. */
  onAdd?: (() => void) | undefined;
  renderActions: (row: T) => ReactNode;
}

function Cell({ column, row }: { column: string; row: AdminRow }) {
  const value = field(row, column);
  if (column === 'image' && typeof value === 'string' && value !== '') {
    return (
      <Box
        component="img"
        src={value}
        alt={`Imagen de ${rowName(row)}`}
        loading="lazy"
        sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    );
  }
  return cellText(column, value, row);
}

/** One section's table: refresh, client-side sort, 'Agregar', pages of rows and row controls. */
export function SectionTable<T extends AdminRow>({
  title,
  rows,
  refreshing,
  onRefresh,
  onAdd,
  renderActions,
}: SectionTableProps<T>) {
  const [order, setOrder] = useState<SortOrder>('created');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const sorted = useMemo(() => sortRows(rows, order), [rows, order]);
  const columns = columnsOf(rows);
  // A refresh may leave fewer pages than the one on screen.
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const pageRows = sorted.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Tooltip title="Actualizar">
            <span>
              <IconButton
                aria-label={`Actualizar ${title}`}
                onClick={onRefresh}
                disabled={refreshing}
              >
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
          <TextField
            select
            size="small"
            label="Ordenar por"
            value={order}
            onChange={(event) => {
              setOrder(event.target.value as SortOrder);
              setPage(0);
            }}
            sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
          >
            {SORT_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} disabled={!onAdd}>
            Agregar
          </Button>
        </Stack>
      </Stack>
      <Paper>
        {/* Wide tables scroll sideways on small screens instead of squeezing. */}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title} aria-busy={refreshing}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                    {columnLabel(column)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ ...ACTIONS_CELL, fontWeight: 700 }}>
                  Acciones
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>No hay registros.</TableCell>
                </TableRow>
              )}
              {pageRows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ minWidth: columnWidth(row, column) }}>
                      <Cell column={column} row={row} />
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={ACTIONS_CELL}>
                    {renderActions(row)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={sorted.length}
          page={shownPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
          getItemAriaLabel={(type) =>
            type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : type
          }
        />
      </Paper>
    </Stack>
  );
}
