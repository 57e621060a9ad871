import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WaitlistEntryDto, WaitlistOfferDto } from '@power-gym/contracts';
import { formatMoney } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { CardGrid } from '@/components/ui/card-grid';
import { QueryList } from '@/components/ui/query-list';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { dayLabel, formatDateTime } from '@/lib/format';
import { useCancelOrderMutation } from '@/lib/order-actions';
import { useGetMyWaitlistQuery, useLeaveWaitlistMutation } from '../api';
import { usePayOrder } from '@/hooks/use-pay-order';

/** An entry's slot as a member reads it: 'Funcional Miércoles 18:00'. */
const slotName = (entry: WaitlistEntryDto) =>
  `${entry.activity?.name ?? 'Clase'} ${dayLabel(entry.day)} ${entry.hour}`;

/**
 * 'Lista de espera': each full slot the member waits for, their place in line, 'Salir', and a
 * place freed for them ('Pagar' pays its order as any pending one; 'Rechazar' cancels it and the
 * place goes to the next in line). Hidden while the member waits for nothing.
 */
export function MyWaitlist() {
  const headingId = useId();
  const query = useGetMyWaitlistQuery(undefined);
  const { data, isLoading, isError } = query;

  if (isLoading || (data && data.length === 0 && !isError)) return null;

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        Lista de espera
      </Typography>
      <QueryList
        query={query}
        errorMessage="No pudimos cargar tu lista de espera."
        isEmpty={(entries) => entries.length === 0}
      >
        {(entries) => (
          <CardGrid labelledBy={headingId} busy={query.isFetching}>
            {entries.map((entry) => (
              <li key={entry.diaHoraId}>
                <WaitlistCard entry={entry} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </Stack>
  );
}

function WaitlistCard({ entry }: { entry: WaitlistEntryDto }) {
  const [leave, { isLoading: leaving }] = useLeaveWaitlistMutation();

  const confirmAndLeave = async () => {
    const confirmed = await showConfirm({
      title: '¿Salir de la lista de espera?',
      text: entry.offer
        ? 'Perderás el lugar que se liberó para vos: pasará a la siguiente persona de la lista.'
        : 'Si volvés a anotarte, quedarás al final de la lista.',
      confirmButtonText: 'Sí, salir',
      cancelButtonText: 'No',
    });
    if (!confirmed) return;
    try {
      await leave({ diaHoraId: entry.diaHoraId, activityId: entry.activity?.id ?? null }).unwrap();
      void showAlert({ icon: 'success', title: 'Saliste de la lista de espera' });
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(
          failure,
          'No pudimos sacarte de la lista de espera, intentá nuevamente',
        ),
      });
    }
  };

  return (
    <Card component="article" aria-label={slotName(entry)} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h3">
          {entry.activity?.name ?? 'Clase'}
        </Typography>
        <Typography>
          {dayLabel(entry.day)} {entry.hour}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Lugar {entry.position} de {entry.waiting}
        </Typography>
        {entry.offer && <WaitlistOffer offer={entry.offer} />}
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          sx={{ mt: 1.5 }}
          loading={leaving}
          onClick={() => void confirmAndLeave()}
        >
          Salir
        </Button>
      </CardContent>
    </Card>
  );
}

/** The place freed for the member: its order to pay before it passes to the next in line. */
function WaitlistOffer({ offer }: { offer: WaitlistOfferDto }) {
  const { pay, paying } = usePayOrder();
  const [cancelOrder] = useCancelOrderMutation();
  const [declining, setDeclining] = useState(false);
  const working = paying || declining;

  const decline = async () => {
    const confirmed = await showConfirm({
      title: '¿Rechazar el lugar?',
      text: 'El lugar pasará a la siguiente persona de la lista de espera.',
      confirmButtonText: 'Sí, rechazar',
      cancelButtonText: 'No',
    });
    if (!confirmed) return;
    setDeclining(true);
    try {
      await cancelOrder(offer.orderId).unwrap();
      void showAlert({ icon: 'success', title: 'Rechazaste el lugar' });
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos rechazar el lugar, intentá nuevamente'),
      });
    } finally {
      setDeclining(false);
    }
  };

  return (
    <Alert severity="success" variant="outlined" role="status" sx={{ mt: 1.5 }}>
      <Typography variant="body2">
        Se liberó un lugar: pagalo antes del {formatDateTime(offer.expiresAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Total: {formatMoney(offer.total)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          loading={paying}
          disabled={working}
          onClick={() => void pay(offer.orderId)}
        >
          Pagar
        </Button>
        <Button
          size="small"
          color="error"
          loading={declining}
          disabled={working}
          onClick={() => void decline()}
        >
          Rechazar
        </Button>
      </Stack>
    </Alert>
  );
}
