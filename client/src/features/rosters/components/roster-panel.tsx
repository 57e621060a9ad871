import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffSessionDto } from '@power-gym/contracts';
import { useEffect, useId, useRef } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { BARE_LIST } from '@/components/ui/grid';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { apiErrorText } from '@/lib/api-error';
import { notHeldText } from '@/lib/format';
import { useGetRosterQuery } from '../api';
import { attendedOf, ROSTER_TEXTS, rosterTitle } from '../texts';
import { RosterEntry } from './roster-entry';

/**
 * The roster of the session chosen in the day's list: its heading takes the focus when it opens (a
 * keyboard or a phone lands on it), 'Vinieron X de Y' is read out as it changes, then each member.
 * Mount it keyed by the session, so opening another one moves the focus again.
 */
export function RosterPanel({ session }: { session: StaffSessionDto }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ref = { diaHoraId: session.diaHoraId, date: session.date };
  const query = useGetRosterQuery(ref);
  const roster = query.currentData;
  // The roster's own state is the fresher one; until it loads, the day's.
  const status = roster?.session ?? session;
  const held = status.status === 'Programada';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h3"
        sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
      >
        {rosterTitle(session)}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching && !roster ? ROSTER_TEXTS.loading : ''}
      </Box>
      {!held && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
          {ROSTER_TEXTS.notHeld(notHeldText(status))}
        </Alert>
      )}
      {query.isError ? (
        <Box sx={{ mt: 2 }}>
          <QueryError
            message={apiErrorText(query.error, ROSTER_TEXTS.loadError)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Box>
      ) : roster?.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {ROSTER_TEXTS.empty}
        </Typography>
      ) : roster ? (
        <>
          <Typography aria-live="polite" sx={{ mt: 1, fontWeight: 600 }}>
            {attendedOf(roster.entries)}
          </Typography>
          <Box component="ul" aria-labelledby={headingId} sx={{ ...BARE_LIST, mt: 1 }}>
            {roster.entries.map((entry) => (
              <RosterEntry key={entry.member.id} session={ref} entry={entry} canMark={held} />
            ))}
          </Box>
        </>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 2 }} aria-hidden>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
