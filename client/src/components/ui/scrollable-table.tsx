import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table's container that scrolls sideways on narrow screens. It takes the focus (a named region)
 * so keyboard users can scroll it too: the table itself holds nothing focusable.
 */
export function ScrollableTable({
  label,
  paper = false,
  children,
}: {
  label: string;
  paper?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={paper ? Paper : 'div'}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto' }}
    >
      {children}
    </TableContainer>
  );
}
