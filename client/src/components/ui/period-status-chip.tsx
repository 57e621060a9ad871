import Chip from '@mui/material/Chip';
import type { PeriodStatus } from '@power-gym/contracts';

const STATUS_COLORS: Record<PeriodStatus, 'success' | 'warning' | 'default' | 'info'> = {
  Activa: 'success',
  'Por vencer': 'warning',
  Vencida: 'default',
  Renovada: 'info',
};

/** A membership's or a paid order's period: Activa, Por vencer, Vencida or Renovada. */
export function PeriodStatusChip({ status }: { status: PeriodStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLORS[status]} />;
}
