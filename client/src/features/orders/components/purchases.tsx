import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATE_LABELS, type OrderDto, type OrderState } from '@power-gym/contracts';
import { QueryError, queryStatus, type QueryStatus } from '@/components/ui/query-error';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { formatDate, formatMoney } from '@/lib/format';
import { useGetUserOrdersQuery } from '../api';
import { PendingOrderActions } from './pending-order-actions';
import { usePaymentReturn } from './use-payment-return';

const STATE_COLORS: Record<OrderState, 'default' | 'warning' | 'success' | 'error'> = {
  Cart: 'default',
  Created: 'warning',
  Complete: 'success',
  Canceled: 'error',
};

const PURCHASE_COLUMNS = [
  { label: 'N° de orden' },
  { label: 'Actividad' },
  { label: 'Fecha de compra' },
  { label: 'Estado' },
  { label: 'Total', align: 'right' },
] as const;

function activityNames(order: OrderDto): string {
  return [...new Set(order.lines.map((line) => line.activity.name))].join(', ');
}

export function Purchases({ userId }: { userId: number }) {
  const query = useGetUserOrdersQuery(userId);
  const orders = query.data?.filter((order) => order.state !== 'Cart');
  const { confirming, result } = usePaymentReturn(orders);
  const returned = result && orders?.find((order) => order.id === result.orderId);

  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        Compras
      </Typography>
      {confirming && (
        <Alert severity="info" role="status">
          Consultando el pago con Mercado Pago…
        </Alert>
      )}
      {result?.error && <Alert severity="warning">{result.error}</Alert>}
      {returned && !result.error && !confirming && (
        <Alert severity={returned.state === 'Complete' ? 'success' : 'info'} role="status">
          Orden N° {returned.id}: {ORDER_STATE_LABELS[returned.state]}
        </Alert>
      )}
      <PurchasesContent orders={orders} {...queryStatus(query)} />
    </Stack>
  );
}

interface PurchasesContentProps extends QueryStatus {
  orders: OrderDto[] | undefined;
}

function PurchasesContent({
  orders,
  isLoading,
  isError,
  isFetching,
  onRetry,
}: PurchasesContentProps) {
  if (isLoading) {
    return (
      <Stack spacing={1} role="status" aria-label="Cargando compras">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (isError || !orders) {
    return (
      <QueryError
        message="No pudimos cargar tus compras."
        onRetry={onRetry}
        retrying={isFetching}
      />
    );
  }
  if (orders.length === 0) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>Todavía no hiciste compras.</Typography>
      </Paper>
    );
  }
  return (
    <StackedTable label="Mis compras" columns={PURCHASE_COLUMNS} paper>
      {orders.map((order) => (
        <StackedRow key={order.id}>
          <StackedCell>{order.id}</StackedCell>
          <StackedCell>{activityNames(order)}</StackedCell>
          <StackedCell>{formatDate(order.createdAt)}</StackedCell>
          <StackedCell>
            {/* One box: on a phone it is the value beside the 'Estado' label. */}
            <Stack sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
              <Chip
                size="small"
                label={ORDER_STATE_LABELS[order.state]}
                color={STATE_COLORS[order.state]}
              />
              {order.state === 'Created' && <PendingOrderActions order={order} />}
            </Stack>
          </StackedCell>
          <StackedCell align="right">{formatMoney(order.total)}</StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
