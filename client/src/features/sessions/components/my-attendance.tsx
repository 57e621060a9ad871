import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HISTORY_DEFAULT_DAYS,
  type AttendanceHistoryDto,
  type AttendanceState,
} from '@power-gym/contracts';
import { useId } from 'react';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryList } from '@/components/ui/query-list';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { dayLabel, formatDate } from '@/lib/format';
import { useGetMyAttendanceQuery } from '../api';

const ATTENDANCE_COLUMNS = [
  { label: 'Fecha' },
  { label: 'Día y hora' },
  { label: 'Clase' },
  { label: 'Estado' },
] as const;

type StateColor = 'success' | 'error' | 'info' | 'warning' | 'default';

/** Each state's colour; the chip says it in words too. */
const STATE_COLORS: Record<AttendanceState, StateColor> = {
  Asistió: 'success',
  Ausente: 'error',
  Avisó: 'info',
  Cancelada: 'warning',
  Cerrado: 'warning',
  'Sin registro': 'default',
};

/**
 * 'Asististe a 5 de 7 clases con asistencia tomada en los últimos 30 días': only the sessions
 * where attendance was taken count ('Sin registro' says nothing either way). Null when none was.
 */
export function attendanceSummary(history: readonly AttendanceHistoryDto[]): string | null {
  const attended = history.filter((session) => session.state === 'Asistió').length;
  const taken = attended + history.filter((session) => session.state === 'Ausente').length;
  if (taken === 0) return null;
  const classes = taken === 1 ? 'clase' : 'clases';
  return `Asististe a ${attended} de ${taken} ${classes} con asistencia tomada en los últimos ${HISTORY_DEFAULT_DAYS} días`;
}

/** 'Mi asistencia': what became of each of the member's classes of the last 30 days. */
export function MyAttendance() {
  const headingId = useId();
  const query = useGetMyAttendanceQuery(undefined);

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        Mi asistencia
      </Typography>
      <QueryList
        query={query}
        loading={
          <LoadingCards
            label="Cargando tu asistencia"
            count={3}
            height={48}
            sx={{ display: 'grid', gap: 1 }}
          />
        }
        errorMessage="No pudimos cargar tu asistencia."
        isEmpty={(history) => history.length === 0}
        emptyText={`No tenés clases en los últimos ${HISTORY_DEFAULT_DAYS} días.`}
      >
        {(history) => {
          const summary = attendanceSummary(history);
          return (
            <Stack spacing={2} aria-busy={query.isFetching}>
              {summary && <Typography>{summary}.</Typography>}
              <StackedTable label="Mi asistencia" columns={ATTENDANCE_COLUMNS} paper size="small">
                {history.map((session) => (
                  <AttendanceRow
                    key={`${session.diaHoraId}-${session.date}-${session.makeup}`}
                    session={session}
                  />
                ))}
              </StackedTable>
            </Stack>
          );
        }}
      </QueryList>
    </Stack>
  );
}

function AttendanceRow({ session }: { session: AttendanceHistoryDto }) {
  return (
    <StackedRow>
      {/* The start, not `date`: a bare AAAA-MM-DD is read as UTC midnight, the day before here. */}
      <StackedCell>{formatDate(session.startsAt)}</StackedCell>
      <StackedCell>
        {dayLabel(session.day)} {session.hour}
      </StackedCell>
      <StackedCell>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <span>{session.activity}</span>
          {session.makeup && <Chip size="small" variant="outlined" label="Recuperación" />}
        </Stack>
      </StackedCell>
      <StackedCell>
        <Chip size="small" color={STATE_COLORS[session.state]} label={session.state} />
      </StackedCell>
    </StackedRow>
  );
}
