import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffSessionDto } from '@power-gym/contracts';
import { BARE_LIST } from '@/components/ui/grid';
import { notHeldText, trainersSentence } from '@/lib/format';
import { sessionCounts, sessionShortName, STAFF_DAY_TEXTS } from '../texts';

/** Whether `session` is the one whose roster is open. */
export const sameSession = (a: StaffSessionDto, b: StaffSessionDto | null) =>
  b !== null && a.diaHoraId === b.diaHoraId && a.date === b.date;

function SessionRow({
  session,
  open,
  onOpen,
}: {
  session: StaffSessionDto;
  open: boolean;
  onOpen: () => void;
}) {
  const held = session.status === 'Programada';
  // A class not held takes no attendance, but who had it can still be read.
  const action = held ? STAFF_DAY_TEXTS.takeAttendance : STAFF_DAY_TEXTS.seeRoster;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1.5,
        ...(open && { borderColor: 'primary.main' }),
      }}
    >
      <Stack spacing={0.5} sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {session.hour} {session.activity}
        </Typography>
        {session.trainers.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Con {trainersSentence(session.trainers)}
          </Typography>
        )}
        {!held && (
          <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
            {notHeldText(session)}
          </Typography>
        )}
        <Typography variant="body2">{sessionCounts(session)}</Typography>
      </Stack>
      <Button
        variant={open ? 'contained' : 'outlined'}
        startIcon={<FactCheckOutlinedIcon />}
        aria-label={`${action}: ${sessionShortName(session)}`}
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
        sx={{ flexGrow: { xs: 1, sm: 0 } }}
      >
        {action}
      </Button>
    </Paper>
  );
}

/** The day's sessions by start (the server's order), each with the button that opens its roster. */
export function DaySessions({
  sessions,
  label,
  openSession,
  onOpen,
}: {
  sessions: readonly StaffSessionDto[];
  label: string;
  openSession: StaffSessionDto | null;
  onOpen: (session: StaffSessionDto) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={BARE_LIST}>
      {sessions.map((session) => (
        <SessionRow
          key={`${session.diaHoraId}-${session.date}`}
          session={session}
          open={sameSession(session, openSession)}
          onOpen={() => onOpen(session)}
        />
      ))}
    </Stack>
  );
}
