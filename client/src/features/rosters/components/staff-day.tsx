import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffSessionDto } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { QueryList } from '@/components/ui/query-list';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useGetStaffDayQuery } from '../api';
import { useGymToday } from '../hooks/use-gym-today';
import { dayInWords, STAFF_DAY_TEXTS } from '../texts';
import { DayPicker } from '@/components/ui/day-picker';
import { DaySessions, sameSession } from './day-sessions';
import { RosterPanel } from './roster-panel';

function DaySkeleton() {
  return (
    <Stack spacing={1.5} aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={104} />
      ))}
    </Stack>
  );
}

/**
 * The staff's day ('Clases de hoy' at the desk, 'Mis clases' for a profesor, whose classes the
 * server already picks): a day's sessions, today in the gym's time zone unless another day is
 * chosen, and below them the roster of the one opened, where attendance is taken.
 */
export function StaffDay({ title }: { title: string }) {
  const headingId = useId();
  const today = useGymToday();
  // Null follows today, so a page left open overnight shows the new day.
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState<StaffSessionDto | null>(null);
  const date = chosen ?? today;
  const day = useGetStaffDayQuery(date);
  const sessions = day.currentData;
  // The open session as the day's list now has it (its counts move as attendance is taken).
  const openSession = sessions?.find((session) => sameSession(session, open)) ?? null;

  const changeDay = (next: string | null) => {
    setChosen(next);
    setOpen(null);
  };

  return (
    <Stack component="section" spacing={2.5} aria-labelledby={headingId}>
      <div>
        <Typography id={headingId} variant="h4" component="h2">
          {title}
        </Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 700, mt: 0.5 }}>
          {dayInWords(date, today)}
        </Typography>
      </div>
      <DayPicker date={date} onChange={changeDay} />
      <Box role="status" sx={visuallyHidden}>
        {day.isFetching && !sessions ? STAFF_DAY_TEXTS.loading : ''}
      </Box>
      <QueryList
        query={{ ...day, data: sessions }}
        loading={<DaySkeleton />}
        reloading={sessions === undefined && day.isFetching}
        errorMessage={STAFF_DAY_TEXTS.loadError}
        isEmpty={(list) => list.length === 0}
        emptyText={STAFF_DAY_TEXTS.empty}
      >
        {(list) => (
          <DaySessions
            sessions={list}
            label={STAFF_DAY_TEXTS.sessionsLabel(date)}
            openSession={openSession}
            onOpen={setOpen}
          />
        )}
      </QueryList>
      {openSession && (
        <RosterPanel key={`${openSession.diaHoraId}-${openSession.date}`} session={openSession} />
      )}
    </Stack>
  );
}
