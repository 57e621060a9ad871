import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sessionLabel, type DiaHoraDto, type SessionDto } from '@power-gym/contracts';
import { useGetUpcomingSessionsQuery } from '../api';

const sessionName = (slot: DiaHoraDto, session: SessionDto) =>
  sessionLabel(slot.day, session.date, slot.hour);

function notHeld(slot: DiaHoraDto, session: SessionDto): string {
  const when = sessionName(slot, session);
  return session.status === 'Cerrado'
    ? `El ${when} el gimnasio está cerrado: ${session.reason ?? ''}.`
    : `La clase del ${when} está cancelada: ${session.reason ?? ''}.`;
}

/**
 * The chosen slot's next class ('Próxima: lunes 1/12 19:00'), after the closed or cancelled dates
 * that come before it, each with its reason.
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
  const nextIndex = upcoming.findIndex((session) => session.status === 'Programada');
  const skipped = nextIndex === -1 ? upcoming : upcoming.slice(0, nextIndex);
  const next = upcoming[nextIndex];
  return (
    <Stack spacing={0.5}>
      {skipped.map((session) => (
        <Typography key={session.date} variant="body2" color="warning.main">
          {notHeld(slot, session)}
        </Typography>
      ))}
      <Typography>
        {next
          ? `Próxima: ${sessionName(slot, next)}`
          : 'No hay clases de este horario en las próximas cuatro semanas.'}
      </Typography>
    </Stack>
  );
}
