import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A block of a page ('Resumen', 'Caja del día'): a region named by its visible heading. */
export function TitledPanel({
  title,
  children,
  sx,
}: {
  title: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 3 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h3">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
