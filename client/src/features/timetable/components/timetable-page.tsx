import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEK_DAYS, type TimetableEntryDto } from '@power-gym/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { SectionHeading } from '@/components/ui/section-heading';
import { gymDay } from '@/lib/format';
import { useGetTimetableQuery } from '../api';
import { addDays } from '@power-gym/contracts';
import { classesOf, dayHeading, weekDates } from '../utils/week';
import { TimetableDays, TimetableSkeleton, type DayColumns } from './timetable-days';

/** The query parameters of the page: `?clase=<activityId>` and `?semana=siguiente`. */
export const CLASS_PARAM = 'clase';
export const WEEK_PARAM = 'semana';
const NEXT_WEEK = 'siguiente';

const COLUMNS: DayColumns = { xs: 1, md: 3, lg: 4 };

function classIdOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The search of the page with `name` set to `value` (or removed when null), the rest kept. */
function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * 'Horarios': every public class's sessions this week or the next, by day, with the places left;
 * the class filter and the week are in the address, so a view can be linked.
 */
export function TimetablePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the page keeps the week it opened with.
  const [today] = useState(() => gymDay());
  const nextWeek = searchParams.get(WEEK_PARAM) === NEXT_WEEK;
  const from = nextWeek ? addDays(today, WEEK_DAYS) : today;
  // This week asks for the server's today, the same request as Home's section.
  const timetable = useGetTimetableQuery(nextWeek ? from : undefined);
  const classId = classIdOf(searchParams.get(CLASS_PARAM));
  const dates = weekDates(from);

  const chooseClass = (value: string) =>
    setSearchParams((params) => withParam(params, CLASS_PARAM, value === '' ? null : value), {
      replace: true,
    });

  return (
    <Container sx={{ py: 6 }}>
      <SectionHeading kicker="Clases de la semana" title="Horarios" component="h1" mb={2} />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Del {dayHeading(dates[0] ?? from).toLowerCase()} al{' '}
        {dayHeading(dates.at(-1) ?? from).toLowerCase()}. Elegí una clase para ver sus horarios y
        los lugares que quedan.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ClassFilter entries={timetable.currentData} classId={classId} onChange={chooseClass} />
        <Stack component="nav" aria-label="Semana" direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={{ search: withParam(searchParams, WEEK_PARAM, null) }}
            variant={nextWeek ? 'outlined' : 'contained'}
            aria-current={nextWeek ? undefined : 'true'}
          >
            Esta semana
          </Button>
          <Button
            component={RouterLink}
            to={{ search: withParam(searchParams, WEEK_PARAM, NEXT_WEEK) }}
            variant={nextWeek ? 'contained' : 'outlined'}
            aria-current={nextWeek ? 'true' : undefined}
          >
            Semana siguiente
          </Button>
        </Stack>
      </Stack>
      <TimetableContent timetable={timetable} dates={dates} classId={classId} />
    </Container>
  );
}

interface ClassFilterProps {
  entries: readonly TimetableEntryDto[] | undefined;
  classId: number | null;
  onChange: (value: string) => void;
}

/** 'Clase': every class of the week, or all of them. */
function ClassFilter({ entries, classId, onChange }: ClassFilterProps) {
  const classes = classesOf(entries ?? []);
  // A linked class with no session this week (or not loaded yet) stays chosen, and says so.
  const chosenMissing = classId !== null && !classes.some((option) => option.id === classId);
  return (
    <TextField
      id="timetable-class"
      select
      label="Clase"
      value={classId ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { sm: 240 } }}
    >
      <option value="">Todas las clases</option>
      {chosenMissing && (
        <option value={classId}>
          {entries ? 'Clase sin horarios esta semana' : 'Clase elegida'}
        </option>
      )}
      {classes.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

interface TimetableContentProps {
  /** The week's query, as RTK Query gives it. */
  timetable: {
    currentData?: TimetableEntryDto[] | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  dates: string[];
  classId: number | null;
}

function TimetableContent({ timetable, dates, classId }: TimetableContentProps) {
  const { currentData, isError, isFetching, refetch } = timetable;
  if (isError && !isFetching) {
    return (
      <QueryError
        message="No pudimos cargar los horarios."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  // currentData: the week asked for, never the one shown before it while the next loads.
  if (!currentData) return <TimetableSkeleton days={WEEK_DAYS} columns={COLUMNS} />;
  if (currentData.length === 0) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>No hay clases programadas esta semana.</Typography>
      </Paper>
    );
  }
  const shown =
    classId === null ? currentData : currentData.filter((entry) => entry.activityId === classId);
  return (
    <>
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Esta clase no tiene horarios esta semana.
        </Typography>
      )}
      <TimetableDays entries={shown} dates={dates} headingLevel="h2" columns={COLUMNS} />
    </>
  );
}
