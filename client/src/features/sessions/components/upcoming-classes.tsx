import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatGymDate,
  sessionLabel,
  type MakeupDto,
  type MemberSessionDto,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { QueryList } from '@/components/ui/query-list';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import {
  useCancelMakeupMutation,
  useGetMakeupsQuery,
  useGetMySessionsQuery,
  useSkipSessionMutation,
  useUnskipSessionMutation,
} from '../api';
import { MakeupDialog } from './makeup-dialog';

/** 'Tenés 2 clases para recuperar, vencen el 30/12/2026': the credits not yet booked. */
export function creditsText(credits: readonly MakeupDto[]): string {
  const expiries = credits.map((credit) => formatGymDate(credit.expiresAt));
  const [first] = [...credits].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  const firstExpiry = first ? formatGymDate(first.expiresAt) : '';
  if (credits.length === 1) return `Tenés 1 clase para recuperar, vence el ${firstExpiry}`;
  const when = new Set(expiries).size === 1 ? 'vencen el' : 'la primera vence el';
  return `Tenés ${credits.length} clases para recuperar, ${when} ${firstExpiry}`;
}

/**
 * 'Próximas clases': the member's classes of the next four weeks with their dates, each one's
 * status ('Cancelada', 'Cerrado' and why), 'No voy' / 'Voy igual', the make-ups they booked, and
 * their credits with 'Recuperar una clase'. Hidden while it loads and while there is none of these
 * (most members' first visit), so 'Mis abonos' does not move.
 */
export function UpcomingClasses() {
  const headingId = useId();
  const sessions = useGetMySessionsQuery(undefined);
  const makeups = useGetMakeupsQuery(undefined);
  const [recovering, setRecovering] = useState(false);
  const credits = makeups.data?.filter((credit) => credit.booking === null) ?? [];
  const nothing =
    !sessions.isError && sessions.data?.length === 0 && credits.length === 0 && !makeups.isError;
  if (sessions.isLoading || nothing) return null;

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        Próximas clases
      </Typography>
      {credits.length > 0 && (
        <Alert
          severity="info"
          variant="outlined"
          role="status"
          action={
            <Button size="small" variant="contained" onClick={() => setRecovering(true)}>
              Recuperar una clase
            </Button>
          }
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          {creditsText(credits)}
        </Alert>
      )}
      <QueryList
        query={sessions}
        errorMessage="No pudimos cargar tus próximas clases."
        isEmpty={(list) => list.length === 0}
        emptyText="No tenés clases en las próximas cuatro semanas."
      >
        {(list) => (
          <Stack
            component="ul"
            spacing={1.5}
            aria-labelledby={headingId}
            aria-busy={sessions.isFetching}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.map((session) => (
              <li key={`${session.diaHoraId}-${session.date}-${session.makeupId ?? 'held'}`}>
                <SessionCard session={session} />
              </li>
            ))}
          </Stack>
        )}
      </QueryList>
      {recovering && (
        <MakeupDialog credits={credits} open={recovering} onClose={() => setRecovering(false)} />
      )}
    </Stack>
  );
}

/** 'lunes 30/11 18:00': when a session is, as the member reads it. */
const whenOf = (session: MemberSessionDto) => sessionLabel(session.date, session.hour);

function StatusLine({ session }: { session: MemberSessionDto }) {
  if (session.status !== 'Programada') {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color="warning" label={session.status} />
        <Typography variant="body2">
          {session.status === 'Cerrado' ? 'El gimnasio está cerrado' : 'La clase se canceló'}
          {session.reason ? `: ${session.reason}` : ''}. Tenés una clase para recuperar.
        </Typography>
      </Stack>
    );
  }
  if (session.makeup) return <Chip size="small" color="primary" label="Clase para recuperar" />;
  if (session.skipped) return <Chip size="small" variant="outlined" label="Avisaste que no vas" />;
  return <Chip size="small" color="success" variant="outlined" label="Programada" />;
}

function SessionCard({ session }: { session: MemberSessionDto }) {
  const [skip, { isLoading: skipping }] = useSkipSessionMutation();
  const [unskip, { isLoading: unskipping }] = useUnskipSessionMutation();
  const [cancelMakeup, { isLoading: cancelling }] = useCancelMakeupMutation();
  const when = whenOf(session);
  const ref = { diaHoraId: session.diaHoraId, date: session.date };

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      void showAlert({ icon: 'success', title: done });
    } catch (failure) {
      void showAlert({ icon: 'error', title: apiErrorText(failure, failed) });
    }
  };

  const confirmSkip = async () => {
    const confirmed = await showConfirm({
      title: `¿No vas a ${session.activity} el ${when}?`,
      text: session.skipEarnsCredit
        ? 'Liberás tu lugar y te damos una clase para recuperar.'
        : 'Falta poco para la clase: liberás tu lugar, pero no recibís una clase para recuperar.',
      confirmButtonText: 'No voy',
      cancelButtonText: 'Volver',
    });
    if (confirmed) {
      await run(
        () => skip(ref).unwrap(),
        'Listo, liberaste tu lugar',
        'No pudimos avisar que no vas',
      );
    }
  };

  const confirmCancelMakeup = async () => {
    if (session.makeupId === null) return;
    const creditId = session.makeupId;
    const confirmed = await showConfirm({
      title: '¿Cancelar la clase para recuperar?',
      text: 'Te devolvemos el crédito para elegir otra fecha.',
      confirmButtonText: 'Sí, cancelar',
      cancelButtonText: 'No',
    });
    if (confirmed) {
      await run(
        () => cancelMakeup(creditId).unwrap(),
        'Cancelaste la clase para recuperar',
        'No pudimos cancelar la clase para recuperar',
      );
    }
  };

  const held = session.status === 'Programada';
  return (
    <Card component="article" aria-label={`${session.activity} ${when}`} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h3">
              {session.activity}
            </Typography>
            <Typography sx={{ textDecoration: held ? 'none' : 'line-through' }}>{when}</Typography>
            <StatusLine session={session} />
          </Stack>
          {held && session.makeup && (
            <Button
              variant="outlined"
              color="inherit"
              loading={cancelling}
              onClick={() => void confirmCancelMakeup()}
              aria-label={`Cancelar la clase para recuperar ${session.activity} ${when}`}
            >
              Cancelar
            </Button>
          )}
          {held && !session.makeup && !session.skipped && (
            <Button
              variant="outlined"
              color="inherit"
              loading={skipping}
              onClick={() => void confirmSkip()}
              aria-label={`No voy a ${session.activity} ${when}`}
            >
              No voy
            </Button>
          )}
          {held && session.skipped && (
            <Button
              variant="contained"
              loading={unskipping}
              onClick={() =>
                void run(
                  () => unskip(ref).unwrap(),
                  'Te esperamos en la clase',
                  'No pudimos recuperar tu lugar',
                )
              }
              aria-label={`Voy igual a ${session.activity} ${when}`}
            >
              Voy igual
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
