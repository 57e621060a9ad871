import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BARE_LIST, gridSx } from './grid';

const grid = { ...gridSx(2, { xs: 1, sm: 2, lg: 3 }), m: 0 };

/** The grid a member's cards take, for the placeholders shown while they load. */
export const CARD_GRID_SX = grid;

interface CardGridProps {
  /** The list's name: its heading's id, or a label. */
  labelledBy?: string;
  label?: string;
  /** Being read again: said to assistive technology and, with `dim`, shown. */
  busy: boolean;
  dim?: boolean;
  /** The cards, each in its <li>. */
  children: ReactNode;
}

/** A member's cards as a list: one to three columns, no bullets. */
export function CardGrid({ labelledBy, label, busy, dim = false, children }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-busy={busy}
      sx={{
        ...grid,
        ...BARE_LIST,
        ...(dim && { opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }),
      }}
    >
      {children}
    </Box>
  );
}
