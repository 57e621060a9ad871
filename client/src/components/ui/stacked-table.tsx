import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ScrollableTable } from './scrollable-table';

export interface StackedColumn {
  label: string;
  align?: 'right';
}

/**
 * Below `sm` (600 px) every row is drawn as a small card: one line per column, its header on the
 * left and the value on the right, so nothing that matters is cut off or needs a sideways scroll.
 * The header row is then only visually hidden, and each line's label is CSS content with empty
 * alternative text: screen readers keep reading a table with its column headers, and the cells'
 * names stay their values (the same table, rows and cells on every width).
 */
function stackedOnPhones(columns: readonly StackedColumn[]) {
  return (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        margin: '-1px',
        padding: 0,
        border: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody, & tbody tr': { display: 'block' },
      '& tbody tr': {
        padding: theme.spacing(1, 0),
        borderBottom: `1px solid ${theme.palette.divider}`,
        '&:last-of-type': { borderBottom: 0 },
      },
      '& tbody td': {
        display: 'flex',
        // Label first even in right-aligned cells (MUI reverses their flex direction).
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: theme.spacing(2),
        padding: theme.spacing(0.5, 2),
        border: 0,
        textAlign: 'right',
        overflowWrap: 'anywhere',
      },
      '& tbody td::before': {
        flexShrink: 0,
        textAlign: 'left',
        color: theme.palette.text.secondary,
      },
      ...Object.fromEntries(
        columns.map((column, index) => [
          `& tbody td:nth-of-type(${index + 1})::before`,
          // `"label" / ""`: shown, but with no text for assistive technology (the header says it).
          { content: `${JSON.stringify(column.label)} / ""` },
        ]),
      ),
    },
  });
}

/**
 * A member's table that fits a phone (see stackedOnPhones) and scrolls sideways only if a value
 * itself is wider than the screen. Rows and cells are StackedRow and StackedCell: their explicit
 * roles keep the table semantics in browsers that drop them once the CSS display changes.
 */
export function StackedTable({
  label,
  columns,
  paper = false,
  size,
  children,
}: {
  label: string;
  columns: readonly StackedColumn[];
  paper?: boolean;
  size?: 'small';
  children: ReactNode;
}) {
  return (
    <ScrollableTable label={label} paper={paper}>
      <Table role="table" size={size} aria-label={label} sx={stackedOnPhones(columns)}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column.label} role="columnheader" align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">{children}</TableBody>
      </Table>
    </ScrollableTable>
  );
}

export function StackedRow(props: TableRowProps) {
  return <TableRow role="row" {...props} />;
}

export function StackedCell(props: TableCellProps) {
  return <TableCell role="cell" {...props} />;
}
