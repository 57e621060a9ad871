import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEK_DAYS, type AdminSessionDto } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { PeriodStepper } from '@/components/ui/period-stepper';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { gymDay } from '@/lib/format';
import { useNow } from '../../hooks/use-now';
import { useAdminWeekQuery } from '../../sessions-api';
import { addDays, dateLabel, daysFrom } from '@power-gym/contracts';
import { SectionTitle } from '../section-title';
import { CancelSessionDialog } from './cancel-session-dialog';
import { SessionItem } from './session-item';
import { WEEK_TEXTS } from './week-texts';

/** Where the seven days will be, while they load. */
function WeekSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}

/** One day: its heading ('lunes 30/11', marked 'Hoy') and its sessions, or 'Sin clases'. */
function DayPanel({
  day,
  today,
  sessions,
  now,
  onCancel,
}: {
  day: string;
  today: boolean;
  sessions: readonly AdminSessionDto[];
  now: number;
  onCancel: (session: AdminSessionDto) => void;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-current={today ? 'date' : undefined}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {dateLabel(day)}
        </Typography>
        {today && <Chip size="small" color="primary" label={WEEK_TEXTS.todayMark} />}
      </Stack>
      {sessions.length === 0 ? (
        <Typography color="text.secondary">{WEEK_TEXTS.noClasses}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.map((session) => (
            <SessionItem
              key={`${session.diaHoraId}-${session.date}`}
              session={session}
              started={Date.parse(session.startsAt) <= now}
              onCancel={onCancel}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * 'Semana': every class's sessions for seven days (GET /sessions/week), from today in the gym's
 * time zone; 'Semana anterior' / 'Semana siguiente' move it a week, 'Hoy' back. A coming session
 * is cancelled with a reason or held again here; the class pages refresh with it.
 */
export function WeekSection() {
  const [from, setFrom] = useState(() => gymDay());
  const [cancelling, setCancelling] = useState<AdminSessionDto | null>(null);
  const now = useNow();
  const query = useAdminWeekQuery(from);
  const sessions = query.currentData;
  const days = daysFrom(from, WEEK_DAYS);
  const today = gymDay(new Date(now));
  const refresh = () => void query.refetch();
  return (
    <Stack spacing={3}>
      <SectionTitle title={WEEK_TEXTS.title} refreshing={query.isFetching} onRefresh={refresh}>
        {WEEK_TEXTS.description}
      </SectionTitle>
      <PeriodStepper
        labels={WEEK_TEXTS}
        onStep={(direction) => setFrom(addDays(from, direction * WEEK_DAYS))}
        onToday={() => setFrom(gymDay())}
      >
        <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
          {WEEK_TEXTS.range(from, addDays(from, WEEK_DAYS - 1))}
        </Typography>
      </PeriodStepper>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? WEEK_TEXTS.loading : ''}
      </Box>
      {query.isError ? (
        <QueryError message={WEEK_TEXTS.loadError} onRetry={refresh} retrying={query.isFetching} />
      ) : sessions ? (
        <Stack spacing={2}>
          {sessions.length === 0 && (
            <Typography color="text.secondary">{WEEK_TEXTS.emptyWeek}</Typography>
          )}
          {days.map((day) => (
            <DayPanel
              key={day}
              day={day}
              today={day === today}
              sessions={sessions.filter((session) => session.date === day)}
              now={now}
              onCancel={setCancelling}
            />
          ))}
        </Stack>
      ) : (
        <WeekSkeleton />
      )}
      {cancelling && (
        <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
      )}
    </Stack>
  );
}
