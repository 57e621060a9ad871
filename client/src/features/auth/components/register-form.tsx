import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PHONE_FORMAT_EXAMPLE,
  registerFormSchema,
  type RegisterForm as RegisterValues,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { switchSignInHref } from '@/lib/return-to';
import { showAlert } from '@/lib/alert';
import { useAppDispatch } from '@/stores/hooks';
import { registerAccount } from '../session/sign-in';
import { startSession } from '../session/start-session';
import { errorText } from '../utils/error-text';
import { fieldProps } from '@/components/forms/field-props';
import { AuthCard } from './auth-card';
import { EmailField } from '@/components/forms/email-field';
import { PasswordField } from './password-field';
import { PhoneField } from '@/components/forms/phone-field';

export const REGISTER_OK = 'Usuario creado correctamente';
export const REGISTER_FAILED = 'Algo salió mal';
export const PASSWORD_CONDITIONS =
  'Entre 6 y 16 caracteres: letras, números y !@#$%^&*, con al menos un número y un carácter especial.';

function failureDetail(error: unknown): string | undefined {
  return errorText(error) === 'auth/email-already-in-use'
    ? 'Ya existe una cuenta con ese email.'
    : undefined;
}

export function RegisterForm() {
  const dispatch = useAppDispatch();
  // '?volver=' goes along: either page brings back to where the person was (lib/return-to.ts).
  const { search } = useLocation();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onChange',
    defaultValues: { name: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });
  const { isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    let firebaseUser;
    try {
      firebaseUser = await dispatch(registerAccount(values));
    } catch (error) {
      console.error(error);
      void showAlert({ icon: 'error', title: REGISTER_FAILED, text: failureDetail(error) });
      return;
    }
    void showAlert({ icon: 'success', title: REGISTER_OK });
    await dispatch(startSession(firebaseUser));
  });

  const password = fieldProps(form, 'password');

  return (
    <AuthCard title="Crear cuenta">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...fieldProps(form, 'name')}
            label="Nombre"
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            {...fieldProps(form, 'lastName')}
            label="Apellido"
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <EmailField {...fieldProps(form, 'email')} required />
        <PhoneField
          {...fieldProps(form, 'phoneNumber')}
          label="Teléfono"
          placeholder={PHONE_FORMAT_EXAMPLE}
          required
        />
        <PasswordField
          {...password}
          label="Contraseña"
          autoComplete="new-password"
          required
          helperText={password.helperText ?? PASSWORD_CONDITIONS}
        />
        {password.error && (
          <Typography variant="body2" color="text.secondary">
            {PASSWORD_CONDITIONS}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid}
          loading={isSubmitting}
        >
          Crear cuenta
        </Button>
      </Stack>
      <Typography>
        ¿Ya tenés cuenta?{' '}
        <Link
          component={RouterLink}
          to={switchSignInHref(paths.login.getHref(), search)}
          underline="always"
        >
          Iniciá sesión
        </Link>
      </Typography>
    </AuthCard>
  );
}
