import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface RefreshProps {
  /** The section's name: the heading, and the button's 'Actualizar {title}'. */
  title: string;
  /** Disables 'Actualizar' while the section reloads. */
  refreshing: boolean;
  onRefresh: () => void;
}

/** A section's 'Actualizar' icon button, named after it. */
export function RefreshButton({ title, refreshing, onRefresh }: RefreshProps) {
  return (
    <Tooltip title="Actualizar">
      <span>
        <IconButton aria-label={`Actualizar ${title}`} onClick={onRefresh} disabled={refreshing}>
          <RefreshIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A dashboard section's heading with its 'Actualizar' button and, when given, a secondary line
 * below ('Semana', 'Feriados y cierres', 'Resumen').
 */
export function SectionTitle({
  title,
  refreshing,
  onRefresh,
  children,
}: RefreshProps & {
  /** The line under the heading: what the section shows. */
  children?: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        <RefreshButton title={title} refreshing={refreshing} onRefresh={onRefresh} />
      </Stack>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Stack>
  );
}
