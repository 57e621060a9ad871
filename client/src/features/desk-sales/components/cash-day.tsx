import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGymDateTime,
  formatMoney,
  type CashDayDto,
  type DeskSaleDto,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { DayPicker } from '@/components/ui/day-picker';
import { QueryList } from '@/components/ui/query-list';
import { TitledPanel } from '@/components/ui/titled-panel';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { gymDay } from '@/lib/format';
import { useGetCashDayQuery } from '../api';
import { CASH_DAY_TEXTS as TEXTS } from '../texts';

type SellerCashDto = CashDayDto['sellers'][number];
type Amounts = Pick<CashDayDto, 'cash' | 'transfer' | 'total'>;

const COLUMNS = [
  { label: 'Hora' },
  { label: 'Orden' },
  { label: 'Socio' },
  { label: 'Clases' },
  { label: 'Forma de pago' },
  { label: 'Total', align: 'right' },
] as const;

/** 'dd/mm/aaaa hh:mm' cut to the time: the day is the one on screen. */
const saleTime = (paidAt: string) => formatGymDateTime(paidAt).slice(-5);

const personName = (person: { name: string; lastName: string }) =>
  `${person.name} ${person.lastName}`;

/**
 * 'Caja del día': what each person at the desk took on a day (today in the gym's time zone unless
 * another is chosen), in cash and by transfer, with their sales; a sale refunded since is listed
 * struck through and left out of the sums, which the server makes.
 */
export function CashDay() {
  const headingId = useId();
  const [date, setDate] = useState(gymDay);
  const query = useGetCashDayQuery(date);
  // Another day's answer never stands for the day chosen while it loads.
  const cashDay = query.currentData;

  return (
    <Stack component="section" spacing={2.5} aria-labelledby={headingId}>
      <Box>
        <Typography id={headingId} variant="h4" component="h2">
          {TEXTS.title}
        </Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 700, mt: 0.5 }}>
          {TEXTS.shown(date)}
        </Typography>
      </Box>
      <DayPicker date={date} onChange={(day) => setDate(day ?? gymDay())} />
      <QueryList
        query={{ ...query, data: cashDay }}
        loading={
          <Box role="status" aria-label={TEXTS.loading}>
            <Skeleton variant="rounded" height={160} />
          </Box>
        }
        reloading={cashDay === undefined && query.isFetching}
        errorMessage={TEXTS.loadError}
        isEmpty={(day) => day.sellers.length === 0}
        emptyText={TEXTS.empty}
      >
        {(day) => (
          <Stack spacing={2}>
            {day.sellers.map((entry) => (
              <SellerCash key={entry.seller.id} entry={entry} />
            ))}
            {day.sellers.some((entry) => entry.sales.some((sale) => sale.refunded)) && (
              <Typography variant="body2" color="text.secondary">
                {TEXTS.refundedNote}
              </Typography>
            )}
            <TitledPanel title={TEXTS.dayTotals}>
              <AmountList amounts={day} />
            </TitledPanel>
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

/** 'Efectivo', 'Transferencia' and 'Total', side by side while they fit. */
function AmountList({ amounts }: { amounts: Amounts }) {
  const rows: [string, string][] = [
    [TEXTS.cash, amounts.cash],
    [TEXTS.transfer, amounts.transfer],
    [TEXTS.total, amounts.total],
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
      {rows.map(([label, amount]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatMoney(amount)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

function SellerCash({ entry }: { entry: SellerCashDto }) {
  const seller = personName(entry.seller);
  return (
    <TitledPanel title={seller}>
      <AmountList amounts={entry} />
      <StackedTable label={TEXTS.sales(seller)} columns={COLUMNS} size="small">
        {entry.sales.map((sale) => (
          <SaleRow key={sale.orderId} sale={sale} />
        ))}
      </StackedTable>
    </TitledPanel>
  );
}

function SaleRow({ sale }: { sale: DeskSaleDto }) {
  const total = formatMoney(sale.total);
  return (
    <StackedRow sx={sale.refunded ? { '& td': { color: 'text.secondary' } } : undefined}>
      <StackedCell>{saleTime(sale.paidAt)}</StackedCell>
      <StackedCell>N.º {sale.orderId}</StackedCell>
      <StackedCell>{personName(sale.member)}</StackedCell>
      <StackedCell>{sale.classes.join(', ')}</StackedCell>
      <StackedCell>{sale.paymentMethod}</StackedCell>
      <StackedCell align="right">
        {sale.refunded ? (
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Chip size="small" variant="outlined" label={TEXTS.refunded} />
            <del>{total}</del>
          </Box>
        ) : (
          total
        )}
      </StackedCell>
    </StackedRow>
  );
}
