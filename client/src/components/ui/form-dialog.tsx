import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormDialogProps {
  title: string;
  open: boolean;
  /** 'Cancelar', Escape and a click outside. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button is disabled while any field has an error. */
  canSubmit: boolean;
  submitting: boolean;
  submitLabel: string;
  maxWidth: DialogProps['maxWidth'];
  children: ReactNode;
}

/** A dialog holding one form: its title, the fields, 'Cancelar' and the submit button. */
export function FormDialog({
  title,
  open,
  onClose,
  onSubmit,
  canSubmit,
  submitting,
  submitLabel,
  maxWidth,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * What a FormDialog takes from its react-hook-form form: submit only while valid, and closing
 * (also 'Cancelar') resets the form, to `resetTo` when given.
 */
export function formDialogState<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  onClose: () => void,
  resetTo?: T,
) {
  const close = () => {
    form.reset(resetTo);
    onClose();
  };
  const { isValid, isSubmitting } = form.formState;
  return { onClose: close, canSubmit: isValid, submitting: isSubmitting };
}
