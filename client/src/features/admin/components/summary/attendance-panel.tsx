import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dayLabel, type AttendanceInsightsDto, type AttendanceRateDto } from '@power-gym/contracts';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { dayText, formatRate, monthLabel, monthsUpTo, noShowsText } from '../../utils/insights';
import { FigureCard } from './figure-cards';
import { TitledPanel } from '@/components/ui/titled-panel';

const TITLE = 'Asistencia';
/** The months offered: the twelve 'Ingresos por mes' shows. */
const MONTHS = 12;

const RATE_COLUMNS = [
  { label: 'Asistencia', align: 'right' },
  { label: 'Presentes', align: 'right' },
  { label: 'Ausentes', align: 'right' },
] as const;

/** A class's or slot's rate, those who came and those who did not. */
function RateCells({ rate }: { rate: AttendanceRateDto }) {
  return (
    <>
      <StackedCell align="right">{formatRate(rate.rate)}</StackedCell>
      <StackedCell align="right">{rate.attended}</StackedCell>
      <StackedCell align="right">{rate.expected - rate.attended}</StackedCell>
    </>
  );
}

/** A table of the block under its own heading, which also names the table. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function AttendanceFigures({ attendance }: { attendance: AttendanceInsightsDto }) {
  const { total, byClass, bySlot, noShows, absentees } = attendance;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <FigureCard
          heading="h4"
          label="Asistencia del mes"
          value={formatRate(total.rate)}
          detail={`${total.attended} de ${total.expected} presentes`}
        />
        <FigureCard
          heading="h4"
          label="Ausencias"
          value={String(noShows)}
          detail="Clases reservadas a las que no vinieron"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Part title="Por clase">
          <StackedTable
            label="Asistencia por clase"
            columns={[{ label: 'Clase' }, ...RATE_COLUMNS]}
            size="small"
          >
            {byClass.map((activity) => (
              <StackedRow key={activity.activityId}>
                <StackedCell>{activity.name}</StackedCell>
                <RateCells rate={activity} />
              </StackedRow>
            ))}
          </StackedTable>
        </Part>
        <Part title="Por horario">
          <StackedTable
            label="Asistencia por horario"
            columns={[{ label: 'Horario' }, { label: 'Clase' }, ...RATE_COLUMNS]}
            size="small"
          >
            {bySlot.map((slot) => (
              <StackedRow key={slot.diaHoraId}>
                <StackedCell>
                  {dayLabel(slot.day)} {slot.hour}
                </StackedCell>
                <StackedCell>{slot.activity}</StackedCell>
                <RateCells rate={slot} />
              </StackedRow>
            ))}
          </StackedTable>
        </Part>
      </Box>
      {absentees.length > 0 && (
        <Part title="Socios con más ausencias">
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {absentees.map((member) => (
              <Typography component="li" variant="body2" key={member.id}>
                {member.name} {member.lastName}: {noShowsText(member.noShows)}
              </Typography>
            ))}
          </Box>
        </Part>
      )}
    </>
  );
}

export interface AttendanceQuery {
  /** The month asked for; undefined while another month's answer is what the cache holds. */
  currentData?: AttendanceInsightsDto | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * 'Asistencia' of 'Resumen': of a month's sessions with attendance taken, up to today, the share
 * attended overall, per class and per slot, the no-shows and who missed most. Its month is chosen
 * here (this one first); its request is its own, so the rest of 'Resumen' never waits for it.
 */
export function AttendancePanel({
  query,
  month,
  thisMonth,
  onMonthChange,
}: {
  query: AttendanceQuery;
  month: string;
  thisMonth: string;
  onMonthChange: (month: string) => void;
}) {
  const attendance = query.currentData;
  const empty =
    month === thisMonth
      ? 'Todavía no hay asistencia tomada este mes.'
      : `No hubo asistencia tomada en ${monthLabel(month)}.`;
  return (
    <TitledPanel title={TITLE}>
      <TextField
        select
        id="attendance-month"
        label="Mes"
        size="small"
        value={month}
        onChange={(event) => onMonthChange(event.target.value)}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {monthsUpTo(thisMonth, MONTHS).map((option) => (
          <MenuItem key={option} value={option}>
            {monthLabel(option)}
          </MenuItem>
        ))}
      </TextField>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? 'Cargando asistencia…' : ''}
      </Box>
      {query.isError ? (
        <QueryError
          message="No pudimos cargar la asistencia."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : attendance ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Del {dayText(attendance.from)} al {dayText(attendance.to)}
          </Typography>
          {attendance.total.expected === 0 ? (
            <Typography color="text.secondary">{empty}</Typography>
          ) : (
            <AttendanceFigures attendance={attendance} />
          )}
        </>
      ) : (
        <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
    </TitledPanel>
  );
}
