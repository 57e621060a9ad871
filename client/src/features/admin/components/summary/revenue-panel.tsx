import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MonthRevenueDto } from '@power-gym/contracts';
import { formatMoney } from '@power-gym/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { revenueRows, revenueSummary } from '../../utils/insights';
import { REVENUE_CHART_HEIGHT } from './chart-size';
import { TitledPanel } from '@/components/ui/titled-panel';

// MUI X Charts load with 'Resumen' only, never with the rest of the dashboard nor the landing page.
const RevenueChart = lazy(async () => ({
  default: (await import('./revenue-chart')).RevenueChart,
}));

const TITLE = 'Ingresos por mes';

const COLUMNS = [
  { label: 'Mes' },
  { label: 'Cobrado', align: 'right' },
  { label: 'Reembolsado', align: 'right' },
  { label: 'Descuentos', align: 'right' },
  { label: 'Ingreso neto', align: 'right' },
] as const;

/**
 * Net revenue a month (paid − refunded) and the discounts given, as a bar chart. The chart is one
 * image described by the summary above it; 'Ver datos' shows its figures as a table.
 */
export function RevenuePanel({ revenue }: { revenue: readonly MonthRevenueDto[] }) {
  const rows = revenueRows(revenue);
  const summaryId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <TitledPanel title={TITLE}>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {revenueSummary(revenue)}
      </Typography>
      {rows.length > 0 && (
        <>
          <Box
            role="img"
            aria-label="Gráfico de barras del ingreso neto y los descuentos de cada mes"
            aria-describedby={summaryId}
            sx={{ height: REVENUE_CHART_HEIGHT, minWidth: 0 }}
          >
            <Suspense fallback={<Skeleton variant="rounded" height={REVENUE_CHART_HEIGHT} />}>
              <RevenueChart rows={rows} />
            </Suspense>
          </Box>
          <Box>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? 'Ocultar datos' : 'Ver datos'}
            </Button>
          </Box>
          <Box id={tableId} hidden={!showTable}>
            <StackedTable label="Datos de ingresos por mes" columns={COLUMNS} size="small">
              {rows.map((row) => (
                <StackedRow key={row.month}>
                  <StackedCell>{row.label}</StackedCell>
                  <StackedCell align="right">{formatMoney(row.paid)}</StackedCell>
                  <StackedCell align="right">{formatMoney(row.refunded)}</StackedCell>
                  <StackedCell align="right">{formatMoney(row.discounts)}</StackedCell>
                  <StackedCell align="right">{formatMoney(row.net)}</StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
          </Box>
        </>
      )}
    </TitledPanel>
  );
}
