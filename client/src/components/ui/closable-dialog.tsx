import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ClosableDialogProps {
  title: ReactNode;
  open: boolean;
  /** 'Cerrar', Escape and a click outside. */
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Lines above and below the content. */
  dividers?: boolean;
  disableEnforceFocus?: boolean;
  children: ReactNode;
}

/** A dialog that only shows something: its title, the content and 'Cerrar'. */
export function ClosableDialog({
  title,
  open,
  onClose,
  maxWidth,
  fullScreen,
  dividers,
  disableEnforceFocus,
  children,
}: ClosableDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      disableEnforceFocus={disableEnforceFocus}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
