import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sessionLabel, type DiaHoraDto, type SessionDto } from '@power-gym/contracts';
import { useGetUpcomingSessionsQuery } from '../api';

const sessionName = (slot: DiaHoraDto, session: SessionDto) =>
  sessionLabel(session.date, slot.hour);

function notHeld(slot: DiaHoraDto, session: SessionDto): string {
  const when = sessionName(slot, session);
  return session.status === 'Cerrado'
    ? `El ${when} el gimnasio está cerrado: ${session.reason ?? ''}.`
    : `La clase del ${when} está cancelada: ${session.reason ?? ''}.`;
}

/**
 * The chosen slot's next class ('Próxima: lunes 1/12 19:00'), and every closed or cancelled date
 * of the next four weeks with its reason, in date order around it.
 */
export function NextSession({ slot }: { slot: DiaHoraDto }) {
  const { data: upcoming, isError } = useGetUpcomingSessionsQuery(slot.id);
  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        No pudimos cargar las próximas fechas.
      </Typography>
    );
  }
  if (!upcoming) return null;
  const next = upcoming.find((session) => session.status === 'Programada');
  const notHeldDates = upcoming.filter((session) => session.status !== 'Programada');
  const line = (session: SessionDto) => (
    <Typography key={session.date} variant="body2" color="warning.main">
      {notHeld(slot, session)}
    </Typography>
  );
  return (
    <Stack spacing={0.5}>
      {notHeldDates.filter((session) => !next || session.date < next.date).map(line)}
      <Typography>
        {next
          ? `Próxima: ${sessionName(slot, next)}`
          : 'No hay clases de este horario en las próximas cuatro semanas.'}
      </Typography>
      {next && notHeldDates.filter((session) => session.date > next.date).map(line)}
    </Stack>
  );
}
