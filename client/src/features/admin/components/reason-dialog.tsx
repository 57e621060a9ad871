import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showAlert } from '@/lib/alert';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { ADMIN_POPUP_MS } from '../messages';
import { fieldProps } from '../utils/field-props';

export interface ReasonDialogTexts {
  title: string;
  detail: ReactNode;
  reason: string;
  reasonHint?: string;
  back: string;
  submit: string;
  success: string;
  failure: string;
}

/**
 * An admin's act that needs a reason the member will read ('Cancelar clase', 'Rechazar' a
 * request): the reason, checked by the caller's form (the contract's rule), then `save`. A
 * refusal stays in the dialog: the server's word on the reason on its field, the rest above the
 * buttons; success closes it with a popup.
 */
export function ReasonDialog<Values extends FieldValues, Body>({
  form,
  save,
  onClose,
  texts,
  idPrefix,
  multiline = false,
  maxLength,
}: {
  /** Its `reason` field is the one shown. */
  form: UseFormReturn<Values, unknown, Body>;
  save: (body: Body) => Promise<unknown>;
  onClose: () => void;
  texts: ReasonDialogTexts;
  idPrefix: string;
  multiline?: boolean;
  maxLength?: number;
}) {
  const titleId = useId();
  const detailId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const reasonPath = 'reason' as Path<Values>;
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save(body);
      onClose();
      void showAlert({ icon: 'success', title: texts.success, timer: ADMIN_POPUP_MS });
    } catch (error) {
      const { reason, ...others } = apiErrorFields(error);
      if (reason !== undefined)
        form.setError(reasonPath, { message: reason }, { shouldFocus: true });
      const shown = [
        ...(reason === undefined ? [apiErrorText(error, texts.failure)] : []),
        ...Object.values(others),
      ];
      setFailure(shown.length > 0 ? shown.join('. ') : null);
    }
  });
  const { isSubmitting } = form.formState;
  const reasonField = fieldProps(form, reasonPath, { idPrefix });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={detailId}
    >
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={detailId} sx={{ mb: 2 }}>
            {texts.detail}
          </DialogContentText>
          <TextField
            {...reasonField}
            helperText={reasonField.helperText ?? texts.reasonHint}
            label={texts.reason}
            required
            fullWidth
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            autoFocus
            autoComplete="off"
            slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
          />
          {failure !== null && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {texts.back}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {texts.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
