import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface AdminFormDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** 'Crear' is disabled while any field has an error (spec §5). */
  canSubmit: boolean;
  submitting: boolean;
  children: ReactNode;
}

/** 'Crear {section}': the fields, 'Cancelar' and 'Crear'. */
export function AdminFormDialog({
  title,
  open,
  onClose,
  onSubmit,
  canSubmit,
  submitting,
  children,
}: AdminFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} loading={submitting}>
            Crear
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
