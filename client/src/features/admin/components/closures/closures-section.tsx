import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ClosureDto } from '@power-gym/contracts';
import { useId, useState, type ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { gymDay } from '@/lib/format';
import { useNow } from '../../hooks/use-now';
import { useClosuresQuery, useSetClosureMutation } from '../../sessions-api';
import { confirmThenSave } from '../../utils/confirm-then-save';
import { ActionListItem } from '../action-list-item';
import { SectionTitle } from '../section-title';
import { CloseDayForm } from './close-day-form';
import { CLOSURE_TEXTS, closureDay } from './closure-texts';

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });
const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Opens or closes a day from the lists: asks first, naming the day and what the members get; a
 * refusal shows the server's reason.
 */
function ClosureActionButton({
  date,
  closed,
  reason,
  label,
  children,
}: {
  date: string;
  /** What the day becomes. */
  closed: boolean;
  reason?: string;
  label: string;
  children: ReactNode;
}) {
  const [setClosure, { isLoading }] = useSetClosureMutation();
  const texts = closed ? CLOSURE_TEXTS.confirmClose : CLOSURE_TEXTS.confirmOpen;
  const run = () =>
    confirmThenSave(
      {
        title: texts.title(date),
        text: texts.detail,
        confirmButtonText: texts.confirmButton,
        cancelButtonText: texts.cancelButton,
      },
      { success: texts.success(date), failure: texts.failure },
      () => setClosure({ date, body: closed ? { closed, reason } : { closed } }).unwrap(),
    );
  return (
    <Button
      variant="outlined"
      color={closed ? 'error' : 'primary'}
      aria-label={label}
      onClick={() => void run()}
      loading={isLoading}
      sx={{ flexShrink: 0 }}
    >
      {children}
    </Button>
  );
}

/** One day of a list: its date, what it is, its state and, from today on, its action. */
function DayRow({
  date,
  text,
  chip,
  action,
}: {
  date: string;
  text: string;
  chip?: ReactNode;
  action: ReactNode;
}) {
  return (
    <ActionListItem titles={[closureDay(date)]} chip={chip} action={action}>
      <Typography variant="body2">{text}</Typography>
    </ActionListItem>
  );
}

/** A titled list of days, or its empty text. */
function DayList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

function ClosureLists({
  year,
  closures,
  today,
}: {
  year: number;
  closures: readonly ClosureDto[];
  today: string;
}) {
  const coming = (date: string) => date >= today;
  const holidays = closures.flatMap((day) =>
    day.holiday === null ? [] : [{ ...day, holiday: day.holiday }],
  );
  const gymClosures = closures.filter((day) => day.holiday === null && day.closed);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <DayList title={CLOSURE_TEXTS.holidays} empty={CLOSURE_TEXTS.noHolidays(year)}>
        {holidays.map(({ date, holiday, closed }) => (
          <DayRow
            key={date}
            date={date}
            text={holiday}
            chip={
              <Chip
                size="small"
                variant="outlined"
                color={closed ? 'default' : 'success'}
                label={closed ? CLOSURE_TEXTS.closed : CLOSURE_TEXTS.open}
              />
            }
            action={
              coming(date) &&
              (closed ? (
                <ClosureActionButton
                  date={date}
                  closed={false}
                  label={CLOSURE_TEXTS.openHoliday.label(date, holiday)}
                >
                  {CLOSURE_TEXTS.openHoliday.button}
                </ClosureActionButton>
              ) : (
                <ClosureActionButton
                  date={date}
                  closed
                  reason={holiday}
                  label={CLOSURE_TEXTS.closeHoliday.label(date, holiday)}
                >
                  {CLOSURE_TEXTS.closeHoliday.button}
                </ClosureActionButton>
              ))
            }
          />
        ))}
      </DayList>
      <DayList title={CLOSURE_TEXTS.closures} empty={CLOSURE_TEXTS.noClosures(year)}>
        {gymClosures.map(({ date, reason }) => (
          <DayRow
            key={date}
            date={date}
            text={reason ?? CLOSURE_TEXTS.closed}
            action={
              coming(date) && (
                <ClosureActionButton
                  date={date}
                  closed={false}
                  label={CLOSURE_TEXTS.openClosure.label(date, reason ?? CLOSURE_TEXTS.closed)}
                >
                  {CLOSURE_TEXTS.openClosure.button}
                </ClosureActionButton>
              )
            }
          />
        ))}
      </DayList>
    </Box>
  );
}

/**
 * 'Feriados y cierres': a year's national holidays, each closed or opened, and the other days the
 * gym closes (GET /closures), this year or next; from today on a holiday opens or closes and any
 * day closes with its reason ('Cerrar un día'). The classes of those days change with them.
 */
export function ClosuresSection() {
  const yearLabelId = useId();
  const now = useNow();
  const today = gymDay(new Date(now));
  const [thisYear] = useState(() => yearOf(gymDay()));
  const years = [thisYear, thisYear + 1];
  const [year, setYear] = useState(thisYear);
  const query = useClosuresQuery(yearRange(year));
  const closures = query.currentData;
  const refresh = () => void query.refetch();
  const showYearOf = (date: string) => {
    if (years.includes(yearOf(date))) setYear(yearOf(date));
  };
  return (
    <Stack spacing={3}>
      <SectionTitle title={CLOSURE_TEXTS.title} refreshing={query.isFetching} onRefresh={refresh}>
        {CLOSURE_TEXTS.description}
      </SectionTitle>
      <CloseDayForm today={today} onClosed={showYearOf} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="span" id={yearLabelId} sx={{ fontWeight: 700 }}>
          {CLOSURE_TEXTS.year}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={year}
          onChange={(_event, next: number | null) => {
            if (next !== null) setYear(next);
          }}
          aria-labelledby={yearLabelId}
        >
          {years.map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? CLOSURE_TEXTS.loading : ''}
      </Box>
      {query.isError ? (
        <QueryError
          message={CLOSURE_TEXTS.loadError}
          onRetry={refresh}
          retrying={query.isFetching}
        />
      ) : closures ? (
        <ClosureLists year={year} closures={closures} today={today} />
      ) : (
        <Stack spacing={2} aria-hidden>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
    </Stack>
  );
}
