import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  WAITLIST_MESSAGES,
  type DiaHoraDto,
  type SlotPlaceDto,
  type WaitlistEntryDto,
} from '@power-gym/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { apiErrorText } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useAppSelector } from '@/stores/hooks';
import { useGetSlotPlaceQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } from '../api';

/**
 * Under the slot chosen on a class's panel or page: a full slot's waitlist. A member joins it,
 * sees their place in line and leaves it, or learns that a place was freed for them; a visitor is
 * told to sign in first. Errors show here, not in a popup: the panel is a dialog, whose focus
 * trap would take the focus back from a popup.
 */
export function SlotWaitlist({ slot }: { slot: DiaHoraDto }) {
  const { user, isAdmin, loading } = useAppSelector((state) => state.auth);
  if (loading || isAdmin) return null;
  if (!user) return slot.stock > 0 ? null : <SignInHint />;
  return <MemberSlotWaitlist slot={slot} />;
}

function SignInHint() {
  return (
    <Typography variant="body2" color="text.secondary">
      Este horario está completo.{' '}
      <Link component={RouterLink} to={paths.login.getHref()}>
        Iniciá sesión
      </Link>{' '}
      para anotarte en la lista de espera.
    </Typography>
  );
}

/** What the member sees for the slot: nothing (it has places), a join, their place, an offer. */
type View =
  | { kind: 'none' }
  | { kind: 'holds' }
  | { kind: 'full' }
  | { kind: 'waiting'; entry: WaitlistEntryDto }
  | { kind: 'offer'; entry: WaitlistEntryDto };

/** The server's word on the member's standing (GET /diahora/:id/place): nothing is guessed here. */
function viewOf(slot: DiaHoraDto, { entry, holds, canJoinWaitlist }: SlotPlaceDto): View {
  if (entry) return entry.offer ? { kind: 'offer', entry } : { kind: 'waiting', entry };
  if (slot.stock > 0) return { kind: 'none' };
  if (canJoinWaitlist) return { kind: 'full' };
  return holds ? { kind: 'holds' } : { kind: 'none' };
}

function MemberSlotWaitlist({ slot }: { slot: DiaHoraDto }) {
  const place = useGetSlotPlaceQuery(slot.id);
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [error, setError] = useState('');
  // After joining or leaving, the button pressed is gone: once the place is read again, the focus
  // moves to what replaced it.
  const refocus = useRef(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const busy = joining.isLoading || leaving.isLoading || place.isFetching;

  useEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    const box = boxRef.current;
    (box?.querySelector<HTMLElement>('button, a[href]') ?? box)?.focus();
  });

  const full = slot.stock <= 0;
  if (place.isLoading) {
    return full ? (
      <Box role="status" aria-label="Cargando la lista de espera">
        <Skeleton variant="rounded" height={72} />
      </Box>
    ) : null;
  }
  if (!place.data) {
    return full ? (
      <QueryError
        message="No pudimos consultar la lista de espera."
        onRetry={() => void place.refetch()}
        retrying={place.isFetching}
      />
    ) : null;
  }

  const view = viewOf(slot, place.data);
  if (view.kind === 'none' && !error) return null;

  const ref = { diaHoraId: slot.id, activityId: slot.activityId };
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError('');
    try {
      await action();
      refocus.current = true;
    } catch (failure) {
      setError(apiErrorText(failure, fallback));
    }
  };

  return (
    <Stack ref={boxRef} tabIndex={-1} spacing={1.5} sx={{ outline: 'none' }}>
      {view.kind === 'offer' && (
        <Alert severity="success" variant="outlined" role="status">
          <AlertTitle>Se liberó un lugar para vos</AlertTitle>
          {view.entry.offer && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              Pagalo antes del {formatDateTime(view.entry.offer.expiresAt)} para quedártelo.
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={paths.socioDashboard.getHref('actividades')}
            variant="contained"
            size="small"
          >
            Ir a pagar
          </Button>
        </Alert>
      )}
      {view.kind === 'waiting' && (
        <Alert severity="info" variant="outlined" role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Estás en el lugar {view.entry.position} de la lista de espera
          </Typography>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            loading={leaving.isLoading}
            disabled={busy}
            onClick={() =>
              void run(
                () => leave(ref).unwrap(),
                'No pudimos sacarte de la lista de espera, intentá nuevamente',
              )
            }
          >
            Salir de la lista de espera
          </Button>
        </Alert>
      )}
      {view.kind === 'holds' && (
        <Typography variant="body2" color="text.secondary">
          {WAITLIST_MESSAGES.alreadyHolds}.
        </Typography>
      )}
      {view.kind === 'full' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            Este horario está completo
            {slot.waiting > 0 ? ` (${waitingLabel(slot.waiting)})` : ''}. Anotate y te avisamos por
            mail cuando se libere un lugar.
          </Typography>
          <Button
            variant="outlined"
            loading={joining.isLoading}
            disabled={busy}
            onClick={() =>
              void run(
                () => join(ref).unwrap(),
                'No pudimos anotarte en la lista de espera, intentá nuevamente',
              )
            }
          >
            Anotarme en lista de espera
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** '1 persona en espera', '3 personas en espera'. */
function waitingLabel(waiting: number): string {
  return `${waiting} ${waiting === 1 ? 'persona' : 'personas'} en espera`;
}
