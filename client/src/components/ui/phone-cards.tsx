import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/**
 * True below the `sm` breakpoint (600 px): a member's table turns into cards there, so every column
 * that matters (a state, a total, a quantity) stays in view without scrolling sideways.
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/** The cards of a table's rows on a phone: a named list, one card per row. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One row as a card: a title, then its columns as label and value pairs. */
export function PhoneCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.75}>{children}</Stack>
    </Paper>
  );
}

/** A column of the card: its header on the left, the value on the right. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
