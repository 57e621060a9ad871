import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { showAlert } from '@/lib/alert';
import { sendVerificationEmail } from '@/lib/firebase';

export const VERIFICATION_SENT = 'se te envio un mail';
export const VERIFICATION_FAILED = 'no se pudo enviar el mail';

export function VerifyEmail() {
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      await sendVerificationEmail();
      void showAlert({ icon: 'success', title: VERIFICATION_SENT });
    } catch (error) {
      console.error(error);
      void showAlert({ icon: 'error', title: VERIFICATION_FAILED });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" loading={sending} onClick={() => void send()}>
          Enviar mail de verificación
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      Email no verificado
    </Alert>
  );
}
