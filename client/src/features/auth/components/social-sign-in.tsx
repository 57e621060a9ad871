import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { showAlert } from '@/lib/alert';
import type { SocialProvider } from '@/lib/firebase';
import { useAppDispatch } from '@/stores/hooks';
import { signInWithProvider } from '../session/sign-in';
import { socialSignInErrorText } from '../utils/error-text';

const PROVIDERS = [
  { id: 'google', name: 'Google', label: 'Continuar con Google', Icon: GoogleIcon },
  { id: 'github', name: 'GitHub', label: 'Continuar con GitHub', Icon: GitHubIcon },
] as const;

export function SocialSignIn({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const signIn = async (provider: SocialProvider, name: string) => {
    setPending(provider);
    try {
      await dispatch(signInWithProvider(provider));
    } catch (error) {
      // Logged as before, and said: a blocked or closed pop-up or a lost connection is not silent.
      console.error(error);
      void showAlert({
        icon: 'error',
        title: `No se pudo iniciar sesión con ${name}`,
        text: socialSignInErrorText(error),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {PROVIDERS.map(({ id, name, label, Icon }) => (
        <Button
          key={id}
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<Icon />}
          loading={pending === id}
          disabled={disabled || pending !== null}
          onClick={() => void signIn(id, name)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
