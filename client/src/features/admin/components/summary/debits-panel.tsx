import Box from '@mui/material/Box';
import { formatMoney, type DebitFiguresDto } from '@power-gym/contracts';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { TitledPanel } from '@/components/ui/titled-panel';
import { monthLabel } from '../../utils/insights';
import { FigureCard } from './figure-cards';

const TITLE = 'Débito automático';

const COLUMNS = [
  { label: 'Mes' },
  { label: 'Altas', align: 'right' },
  { label: 'Bajas', align: 'right' },
] as const;

/**
 * 'Débito automático' of 'Resumen': what the active débitos charge each month and how many there
 * are, beside the débitos authorised ('Altas') and cancelled ('Bajas') each month of the period.
 */
export function DebitsPanel({ debits }: { debits: DebitFiguresDto }) {
  return (
    <TitledPanel title={TITLE}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FigureCard
            heading="h4"
            label="Ingreso mensual recurrente"
            value={formatMoney(debits.monthlyRecurring)}
            detail="Lo que cobran por mes los débitos activos"
          />
          <FigureCard
            heading="h4"
            label="Débitos activos"
            value={String(debits.active)}
            detail="Abonos que Mercado Pago cobra cada mes"
          />
        </Box>
        <StackedTable label="Altas y bajas de débitos por mes" columns={COLUMNS} size="small">
          {debits.months.map((month) => (
            <StackedRow key={month.month}>
              <StackedCell>{monthLabel(month.month)}</StackedCell>
              <StackedCell align="right">{month.started}</StackedCell>
              <StackedCell align="right">{month.cancelled}</StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      </Box>
    </TitledPanel>
  );
}
