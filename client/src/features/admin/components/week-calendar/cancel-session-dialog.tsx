import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  sessionChangeSchema,
  type AdminSessionDto,
  type SessionChange,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { ADMIN_POPUP_MS } from '../../messages';
import { useChangeSessionMutation } from '../../sessions-api';
import { fieldProps } from '../../utils/field-props';
import { sessionName, WEEK_TEXTS } from './week-texts';

type CancelForm = z.input<typeof sessionChangeSchema>;

const TEXTS = WEEK_TEXTS.cancel;

/**
 * 'Cancelar clase': asks the reason (the contract's rule: required, at most 120 characters) and
 * says what the members get, then PUTs the session 'Cancelada'. A refusal stays in the dialog with
 * the server's reason; the week refreshes on success.
 */
export function CancelSessionDialog({
  session,
  onClose,
}: {
  session: AdminSessionDto;
  onClose: () => void;
}) {
  const titleId = useId();
  const detailId = useId();
  const name = sessionName(session);
  const [changeSession] = useChangeSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CancelForm, unknown, SessionChange>({
    resolver: zodResolver(sessionChangeSchema),
    mode: 'onTouched',
    defaultValues: { status: 'Cancelada', reason: '' },
  });
  const onSubmit = form.handleSubmit(async (change) => {
    setFailure(null);
    try {
      await changeSession({ diaHoraId: session.diaHoraId, date: session.date, change }).unwrap();
      onClose();
      void showAlert({ icon: 'success', title: TEXTS.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      const { reason, ...others } = apiErrorFields(error);
      if (reason !== undefined) form.setError('reason', { message: reason }, { shouldFocus: true });
      const texts = [
        ...(reason === undefined ? [apiErrorText(error, TEXTS.failure)] : []),
        ...Object.values(others),
      ];
      setFailure(texts.length > 0 ? texts.join('. ') : null);
    }
  });
  const { isSubmitting } = form.formState;
  const reasonField = fieldProps(form, 'reason', { idPrefix: 'cancelar-clase' });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={detailId}
    >
      <DialogTitle id={titleId}>{TEXTS.title(name)}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={detailId} sx={{ mb: 2 }}>
            {TEXTS.detail}
          </DialogContentText>
          <TextField
            {...reasonField}
            helperText={reasonField.helperText ?? TEXTS.reasonHint}
            label={TEXTS.reason}
            required
            fullWidth
            autoFocus
            autoComplete="off"
          />
          {failure !== null && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {TEXTS.back}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {TEXTS.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
