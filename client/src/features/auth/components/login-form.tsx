import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginFormSchema, type LoginForm as LoginValues } from '@power-gym/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { switchSignInHref } from '@/lib/return-to';
import { showAlert } from '@/lib/alert';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { signInWithPassword } from '../session/sign-in';
import { fieldProps } from '@/components/forms/field-props';
import { AuthCard } from './auth-card';
import { EmailField } from '@/components/forms/email-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordField } from './password-field';
import { SocialSignIn } from './social-sign-in';

export const LOGIN_FAILED = 'Algo salió mal, compruebe sus credenciales';

export function LoginForm({ notice }: { notice?: string }) {
  const dispatch = useAppDispatch();
  // '?volver=' goes along: either page brings back to where the person was (lib/return-to.ts).
  const { search } = useLocation();
  const busy = useAppSelector(
    (state) => state.auth.status === 'authenticating' || state.auth.loading,
  );
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await dispatch(signInWithPassword(values));
    } catch (error) {
      console.error(error);
      void showAlert({ icon: 'error', title: LOGIN_FAILED });
    }
  });

  return (
    <AuthCard title="Iniciar sesión">
      {notice && <Alert severity="info">{notice}</Alert>}
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <EmailField {...fieldProps(form, 'email')} required />
        <PasswordField
          {...fieldProps(form, 'password')}
          label="Contraseña"
          autoComplete="current-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid || busy}
          loading={isSubmitting}
        >
          Iniciar sesión
        </Button>
        <Link component="button" type="button" onClick={() => setResetOpen(true)}>
          ¿Olvidaste tu contraseña?
        </Link>
      </Stack>
      <Divider>o</Divider>
      <SocialSignIn disabled={busy} />
      <Typography>
        ¿No tenés cuenta?{' '}
        <Link
          component={RouterLink}
          to={switchSignInHref(paths.register.getHref(), search)}
          underline="always"
        >
          Registrate
        </Link>
      </Typography>
      <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </AuthCard>
  );
}
