import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { QueryError } from '@/components/ui/query-error';
import { showAlert, showConfirm } from '@/lib/alert';
import { apiErrorText } from '@/lib/api-error';
import { useGetCalendarFeedQuery, useResetCalendarFeedMutation } from '../api';

/** The feed's address as calendar apps subscribe to it: webcal:// instead of http(s)://. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

interface CalendarFeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Agregar a mi calendario': the member's personal feed URL (their classes as calendar events) to
 * copy or open in a calendar app, and a new URL when the old one was shared by mistake.
 */
export function CalendarFeedDialog({ open, onClose }: CalendarFeedDialogProps) {
  // sweetalert2's question opens above the dialog: the dialog must not pull the focus back.
  const [asking, setAsking] = useState(false);
  return (
    <ClosableDialog
      title="Agregar a mi calendario"
      open={open}
      onClose={onClose}
      maxWidth="sm"
      disableEnforceFocus={asking}
    >
      {/* Mounted only while open: the URL is asked for when the member wants it. */}
      {open && <FeedContent onAsking={setAsking} />}
    </ClosableDialog>
  );
}

function FeedContent({ onAsking }: { onAsking: (asking: boolean) => void }) {
  const feed = useGetCalendarFeedQuery(undefined);
  const [resetFeed, reset] = useResetCalendarFeedMutation();
  const [notice, setNotice] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  // The reset's answer is the new URL at once, before the feed is read again.
  const url = reset.data?.url ?? feed.data?.url;

  if (feed.isLoading) {
    return (
      <Stack spacing={2} role="status" aria-label="Cargando el enlace de tu calendario">
        <Skeleton variant="text" />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  if (!url) {
    return (
      <QueryError
        message="No pudimos obtener el enlace de tu calendario."
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Enlace copiado');
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected to copy by hand.
      fieldRef.current?.select();
      setNotice('No pudimos copiarlo: el enlace quedó seleccionado para que lo copies.');
    }
  };

  const renew = async () => {
    onAsking(true);
    const confirmed = await showConfirm({
      title: '¿Generar un enlace nuevo?',
      text: 'El enlace actual dejará de funcionar: los calendarios que lo usan dejarán de mostrar tus clases hasta que agregues el nuevo.',
      confirmButtonText: 'Sí, generar',
      cancelButtonText: 'No',
    }).finally(() => onAsking(false));
    if (!confirmed) return;
    try {
      await resetFeed(undefined).unwrap();
      setNotice('Generamos un enlace nuevo; el anterior ya no funciona.');
    } catch (failure) {
      void showAlert({
        icon: 'error',
        title: apiErrorText(failure, 'No pudimos generar un enlace nuevo, intentá nuevamente'),
      });
    }
  };

  return (
    <Stack spacing={2}>
      <DialogContentText>
        Suscribite a este enlace desde tu calendario (Google Calendar, Apple, Outlook) y vas a ver
        tus clases con su día, horario y dirección; se actualiza solo cuando renovás o vence un
        abono.
      </DialogContentText>
      <Alert severity="warning" variant="outlined">
        El enlace es personal: cualquiera que lo tenga puede ver tus clases. Si lo compartiste por
        error, generá uno nuevo.
      </Alert>
      <TextField
        label="Enlace de tu calendario"
        value={url}
        fullWidth
        inputRef={fieldRef}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copiar enlace
        </Button>
        <Button variant="outlined" href={webcalUrl(url)}>
          Abrir en mi calendario
        </Button>
        <Button color="inherit" loading={reset.isLoading} onClick={() => void renew()}>
          Generar un enlace nuevo
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {notice}
      </Typography>
    </Stack>
  );
}
