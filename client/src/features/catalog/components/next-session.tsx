import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DiaHoraDto, SessionDto } from '@power-gym/contracts';
import { dayLabel } from '@/lib/format';
import { useGetUpcomingSessionsQuery } from '../api';

/** 'lunes 1/12 19:00': a session as the class page names it. */
function sessionName(slot: DiaHoraDto, session: SessionDto): string {
  const [, month, day] = session.date.split('-').map(Number);
  return `${dayLabel(slot.day).toLowerCase()} ${day}/${month} ${slot.hour}`;
}

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
