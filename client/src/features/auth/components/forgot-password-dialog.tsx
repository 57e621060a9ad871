import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { resetPasswordFormSchema } from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/lib/alert';
import { sendPasswordReset } from '@/lib/firebase';
import { fieldProps } from '../utils/field-props';

export const RESET_SENT = 'Le enviamos un link para recuperar su cuenta';
export const RESET_FAILED = 'Email no válido';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendPasswordReset(email);
      close();
      void showAlert({ icon: 'success', title: RESET_SENT });
    } catch (error) {
      console.error(error);
      close();
      void showAlert({ icon: 'error', title: RESET_FAILED });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
    >
      <DialogTitle id="forgot-password-title">Recuperar contraseña</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Ingresá tu email y te enviaremos un link para recuperar tu cuenta.
          </DialogContentText>
          <TextField
            {...fieldProps(form, 'email')}
            id="reset-email"
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid} loading={isSubmitting}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
