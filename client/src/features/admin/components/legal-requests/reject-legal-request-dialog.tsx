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
  resolveLegalRequestBodySchema,
  type LegalRequestDto,
  type ResolveLegalRequestBody,
} from '@power-gym/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { useResolveLegalRequestMutation } from '../../legal-requests-api';
import { ADMIN_POPUP_MS } from '../../messages';
import { fieldProps } from '../../utils/field-props';
import { LEGAL_REQUEST_ADMIN_TEXTS } from './legal-request-texts';

const TEXTS = LEGAL_REQUEST_ADMIN_TEXTS.reject;

type RejectForm = z.input<typeof resolveLegalRequestBodySchema>;

/**
 * 'Rechazar': asks the reason (the contract's rule: required, at most 500 characters), then PUTs
 * the request 'Rechazada'. A refusal stays in the dialog with the server's reason.
 */
export function RejectLegalRequestDialog({
  request,
  onClose,
}: {
  request: LegalRequestDto;
  onClose: () => void;
}) {
  const titleId = useId();
  const detailId = useId();
  const [resolve] = useResolveLegalRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RejectForm, unknown, ResolveLegalRequestBody>({
    resolver: zodResolver(resolveLegalRequestBodySchema),
    mode: 'onTouched',
    defaultValues: { state: 'Rechazada', reason: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await resolve({ code: request.code, body }).unwrap();
      onClose();
      void showAlert({ icon: 'success', title: TEXTS.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      console.error(error);
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
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={detailId}
    >
      <DialogTitle id={titleId}>{TEXTS.title(request.code)}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={detailId} sx={{ mb: 2 }}>
            {TEXTS.detail(request)}
          </DialogContentText>
          <TextField
            {...fieldProps(form, 'reason', { idPrefix: 'rechazar-solicitud' })}
            label={TEXTS.reason}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 500 } }}
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
