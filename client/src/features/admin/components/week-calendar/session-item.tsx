import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto, SessionStatus } from '@power-gym/contracts';
import { showConfirm } from '@/lib/alert';
import { useChangeSessionMutation } from '../../sessions-api';
import { saveWithPopups } from '../../utils/save-with-popups';
import { notHeldText } from '@/lib/format';
import { placesSummary, sessionName, trainersText, WEEK_TEXTS } from './week-texts';

const STATUS_COLORS: Record<SessionStatus, 'success' | 'warning' | 'default'> = {
  Programada: 'success',
  Cancelada: 'warning',
  Cerrado: 'default',
};

/** 'Volver a programar' a cancelled session: asks first; a refusal shows the server's reason. */
function RestoreButton({ session }: { session: AdminSessionDto }) {
  const [changeSession, { isLoading }] = useChangeSessionMutation();
  const texts = WEEK_TEXTS.restore;
  const name = sessionName(session);
  const restore = async () => {
    const confirmed = await showConfirm({
      title: texts.confirm,
      text: texts.detail(name),
      confirmButtonText: texts.confirmButton,
      cancelButtonText: texts.cancelButton,
    });
    if (!confirmed) return;
    await saveWithPopups(
      texts,
      () =>
        changeSession({
          diaHoraId: session.diaHoraId,
          date: session.date,
          change: { status: 'Programada' },
        }).unwrap(),
      { stickyFailure: true },
    );
  };
  return (
    <Button
      variant="outlined"
      startIcon={<EventAvailableOutlinedIcon />}
      aria-label={`${texts.button} ${name}`}
      onClick={() => void restore()}
      loading={isLoading}
    >
      {texts.button}
    </Button>
  );
}

/**
 * One session of the week: hour, class, trainers, its state and places in words. A coming session
 * can be cancelled ('Cancelar clase', through `onCancel`'s dialog) or, cancelled, held again; one
 * that already started, or a closed day's, has no action.
 */
export function SessionItem({
  session,
  started,
  onCancel,
}: {
  session: AdminSessionDto;
  /** Whether it already started: the server refuses any change then. */
  started: boolean;
  onCancel: (session: AdminSessionDto) => void;
}) {
  const held = session.status === 'Programada';
  const canChange = !started && session.status !== 'Cerrado';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 2 },
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {session.hour}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {session.activity}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[session.status]}
            label={session.status}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {trainersText(session.trainers)}
        </Typography>
        <Typography variant="body2">
          {held ? placesSummary(session) : notHeldText(session)}
        </Typography>
      </Stack>
      {canChange &&
        (held ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<EventBusyOutlinedIcon />}
            aria-label={`${WEEK_TEXTS.cancel.button} ${sessionName(session)}`}
            onClick={() => onCancel(session)}
            sx={{ flexShrink: 0 }}
          >
            {WEEK_TEXTS.cancel.button}
          </Button>
        ) : (
          <RestoreButton session={session} />
        ))}
    </Box>
  );
}
