import { formatMoney } from '@power-gym/contracts';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RevenueRow } from '../../utils/insights';
import { REVENUE_CHART_HEIGHT } from './chart-size';

const compactPesos = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

/**
 * 'Ingresos por mes' drawn: net revenue and the discounts given, one pair of bars a month. Loaded
 * with 'Resumen' only (revenue-panel.tsx). Screen readers get the panel's summary and table instead:
 * the chart is one image to them (no focus stop of its own).
 */
export function RevenueChart({ rows }: { rows: readonly RevenueRow[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={REVENUE_CHART_HEIGHT}
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: rows.map((row) => row.shortLabel) }]}
      yAxis={[{ valueFormatter: (value: number) => compactPesos.format(value), width: 64 }]}
      series={[
        {
          data: rows.map((row) => row.net),
          label: 'Ingreso neto',
          color: theme.palette.primary.main,
          valueFormatter: money,
        },
        {
          data: rows.map((row) => row.discounts),
          label: 'Descuentos',
          color: theme.palette.secondary.main,
          valueFormatter: money,
        },
      ]}
      margin={{ left: 0, right: 8 }}
    />
  );
}
