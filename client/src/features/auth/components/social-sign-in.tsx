import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { SocialProvider } from '@/lib/firebase';
import { useAppDispatch } from '@/stores/hooks';
import { signInWithProvider } from '../session/sign-in';

const PROVIDERS = [
  { id: 'google', label: 'Continuar con Google', Icon: GoogleIcon },
  { id: 'github', label: 'Continuar con GitHub', Icon: GitHubIcon },
] as const;

export function SocialSignIn({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      await dispatch(signInWithProvider(provider));
    } catch (error) {
      // Spec §8: social sign-in errors (a closed pop-up included) are only logged.
      console.error(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {PROVIDERS.map(({ id, label, Icon }) => (
        <Button
          key={id}
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<Icon />}
          loading={pending === id}
          disabled={disabled || pending !== null}
          onClick={() => void signIn(id)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
