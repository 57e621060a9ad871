import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminSessionDto, SessionStatus } from '@power-gym/contracts';
import { useChangeSessionMutation } from '../../sessions-api';
import { confirmThenSave } from '../../utils/confirm-then-save';
import { notHeldText } from '@/lib/format';
import { ActionListItem } from '../action-list-item';
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
  const restore = () =>
    confirmThenSave(
      {
        title: texts.confirm,
        text: texts.detail(name),
        confirmButtonText: texts.confirmButton,
        cancelButtonText: texts.cancelButton,
      },
      texts,
      () =>
        changeSession({
          diaHoraId: session.diaHoraId,
          date: session.date,
          change: { status: 'Programada' },
        }).unwrap(),
    );
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
    <ActionListItem
      titles={[session.hour, session.activity]}
      chip={
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[session.status]}
          label={session.status}
        />
      }
      action={
        canChange &&
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
        ))
      }
    >
      <Typography variant="body2" color="text.secondary">
        {trainersText(session.trainers)}
      </Typography>
      <Typography variant="body2">
        {held ? placesSummary(session) : notHeldText(session)}
      </Typography>
    </ActionListItem>
  );
}
