import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FAILED_PAYMENT_STATUSES,
  MEMBER_PAGE_SIZE,
  ORDER_STATE_LABELS,
  paymentRejectionReason,
  formatGymDate,
  formatMoney,
  type OrderDto,
  type OrderState,
} from '@power-gym/contracts';
import { PeriodStatusChip } from '@/components/ui/period-status-chip';
import { QueryList } from '@/components/ui/query-list';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { dayLabel, formatDate } from '@/lib/format';
import { useGetUserOrdersQuery } from '../api';
import { useDebitAfterPayment } from '../hooks/use-debit-after-payment';
import { isPastTheEnd, useLastPageFallback, usePageParam } from '../hooks/use-page-param';
import { MemberPagination } from './member-pagination';
import { PendingOrderActions } from './pending-order-actions';
import { RenewOrderButton } from '@/components/ui/renew-order-button';
import type { RenewClass } from '@/components/ui/renew-order-dialog';
import { usePaymentReturn } from './use-payment-return';

const STATE_COLORS: Record<OrderState, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  Cart: 'default',
  Created: 'warning',
  Complete: 'success',
  Canceled: 'error',
  // Cancelled by the gym and paid back: nothing to renew.
  Refunded: 'info',
};

/** Said while the browser leaves for Mercado Pago to authorise the débito asked at checkout. */
const DEBIT_REDIRECT_TEXT = 'Ahora autorizá el débito automático en Mercado Pago.';

const PURCHASE_COLUMNS = [
  { label: 'N° de orden' },
  { label: 'Actividad' },
  { label: 'Fecha de compra' },
  { label: 'Estado' },
  { label: 'Vigencia' },
  { label: 'Total', align: 'right' },
] as const;

/** A Created order whose last payment Mercado Pago rejected: still payable ('Reintentar el pago'). */
function isRejected({
  state,
  paymentStatus,
}: {
  state: OrderState | null;
  paymentStatus: string | null;
}): boolean {
  return state === 'Created' && FAILED_PAYMENT_STATUSES.includes(paymentStatus ?? '');
}

/**
 * The rejected payment's alert stays while its order can still be paid: once the list shows it
 * canceled (from its row) or paid, the alert goes. An order on another page is taken as payable.
 */
function stillPayable(orderId: number, listed: readonly OrderDto[] | undefined): boolean {
  const order = listed?.find((candidate) => candidate.id === orderId);
  return order === undefined || order.state === 'Created';
}

function activityNames(order: OrderDto): string {
  return [...new Set(order.lines.map((line) => line.activity.name))].join(', ');
}

/** The order's slots as 'Renovar' offers them ('Funcional Miércoles 18:00'), at today's prices. */
function orderClasses(order: OrderDto): RenewClass[] {
  return order.lines.map(({ activity, diaHora, diaHoraId, quantity }) => ({
    slotId: diaHoraId,
    label: `${activity.name} ${dayLabel(diaHora.day)} ${diaHora.hour}`,
    quantity,
    unitPrice: activity.price,
  }));
}

export function Purchases({ userId }: { userId: number }) {
  const { page, setPage } = usePageParam();
  const query = useGetUserOrdersQuery({ userId, page, pageSize: MEMBER_PAGE_SIZE });
  useLastPageFallback(page, query.currentData?.total, setPage);
  const { confirming, result, paidOrderId, dismiss } = usePaymentReturn();
  const { redirecting } = useDebitAfterPayment(paidOrderId);

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
      {result?.orderId && isRejected(result) && stillPayable(result.orderId, query.data?.rows) && (
        <RejectedPaymentAlert
          orderId={result.orderId}
          reason={paymentRejectionReason(result.paymentStatusDetail)}
          onClose={dismiss}
        />
      )}
      {result?.state && !isRejected(result) && (
        <Alert
          severity={result.state === 'Complete' ? 'success' : 'info'}
          role="status"
          onClose={dismiss}
        >
          Orden N° {result.orderId}: {ORDER_STATE_LABELS[result.state]}
          {redirecting && <Typography variant="body2">{DEBIT_REDIRECT_TEXT}</Typography>}
        </Alert>
      )}
      {/* Paid before the lookup (the webhook first): no success message to add the line to. */}
      {redirecting && !result?.state && (
        <Alert severity="info" role="status">
          {DEBIT_REDIRECT_TEXT}
        </Alert>
      )}
      <QueryList
        query={query}
        loading={
          <Stack spacing={1} role="status" aria-label="Cargando compras">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={48} />
            ))}
          </Stack>
        }
        reloading={isPastTheEnd(query.data)}
        errorMessage="No pudimos cargar tus compras."
        isEmpty={(orders) => orders.total === 0}
        emptyText="Todavía no hiciste compras."
      >
        {(orders) => (
          <Stack spacing={2}>
            <Box
              aria-busy={query.isFetching}
              sx={{ opacity: query.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <PurchasesTable orders={orders.rows} />
            </Box>
            <MemberPagination
              label="Páginas de compras"
              page={page}
              total={orders.total}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryList>
    </Stack>
  );
}

/** Back from Mercado Pago with a rejected payment: why, and what the member can do now. */
function RejectedPaymentAlert({
  orderId,
  reason,
  onClose,
}: {
  orderId: number;
  reason: string;
  onClose: () => void;
}) {
  return (
    <Alert severity="error" role="alert" onClose={onClose}>
      <Typography sx={{ fontWeight: 500 }}>Orden N° {orderId}: El pago fue rechazado</Typography>
      <Typography variant="body2">
        Motivo: {reason}. Tus lugares siguen reservados por unos minutos: podés reintentar el pago o
        cancelar la orden.
      </Typography>
      <PendingOrderActions orderId={orderId} rejected onCanceled={onClose} />
    </Alert>
  );
}

function PurchasesTable({ orders }: { orders: readonly OrderDto[] }) {
  return (
    <StackedTable label="Mis compras" columns={PURCHASE_COLUMNS} paper>
      {orders.map((order) => (
        <StackedRow key={order.id}>
          <StackedCell>{order.id}</StackedCell>
          <StackedCell>
            {/* One box: on a phone it is the value beside the 'Actividad' label. */}
            <Stack sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
              <span>{activityNames(order)}</span>
              {order.renewsOrderId !== null && (
                <Typography variant="body2" color="text.secondary">
                  Renovación de la compra #{order.renewsOrderId}
                </Typography>
              )}
            </Stack>
          </StackedCell>
          <StackedCell>{formatDate(order.createdAt)}</StackedCell>
          <StackedCell>
            {/* One box: on a phone it is the value beside the 'Estado' label. */}
            <Stack sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
              <Chip
                size="small"
                label={ORDER_STATE_LABELS[order.state]}
                color={STATE_COLORS[order.state]}
              />
              {isRejected(order) && (
                <Typography variant="body2" color="error">
                  El pago fue rechazado: {paymentRejectionReason(order.paymentStatusDetail)}
                </Typography>
              )}
              {order.state === 'Created' && (
                <PendingOrderActions orderId={order.id} rejected={isRejected(order)} />
              )}
            </Stack>
          </StackedCell>
          <StackedCell>
            <OrderPeriod order={order} />
          </StackedCell>
          <StackedCell align="right">{formatMoney(order.total)}</StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}

/** A paid order's period, its status and, while it can still be renewed, 'Renovar'. */
function OrderPeriod({ order }: { order: OrderDto }) {
  const { period } = order;
  if (order.state !== 'Complete' || period === null) return '—';
  return (
    // One box: on a phone it is the value beside the 'Vigencia' label.
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
      <span>
        Del {formatGymDate(period.startsAt)} al {formatGymDate(period.endsAt)}
      </span>
      <PeriodStatusChip status={period.status} />
      {period.status !== 'Renovada' && (
        <RenewOrderButton orderId={order.id} classes={orderClasses(order)} />
      )}
    </Stack>
  );
}
