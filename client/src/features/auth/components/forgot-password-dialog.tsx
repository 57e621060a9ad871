import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { resetPasswordFormSchema } from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog, formDialogState } from '@/components/ui/form-dialog';
import { showAlert } from '@/lib/alert';
import { sendPasswordReset } from '@/lib/firebase';
import { fieldProps } from '@/components/forms/field-props';
import { EmailField } from '@/components/forms/email-field';

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
  const dialog = formDialogState(form, onClose);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendPasswordReset(email);
      dialog.onClose();
      void showAlert({ icon: 'success', title: RESET_SENT });
    } catch (error) {
      console.error(error);
      dialog.onClose();
      void showAlert({ icon: 'error', title: RESET_FAILED });
    }
  });

  return (
    <FormDialog
      title="Recuperar contraseña"
      open={open}
      {...dialog}
      onSubmit={submit}
      submitLabel="Enviar"
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        Ingresá tu email y te enviaremos un link para recuperar tu cuenta.
      </DialogContentText>
      <EmailField {...fieldProps(form, 'email')} id="reset-email" fullWidth autoFocus />
    </FormDialog>
  );
}
