import { useLocation } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { isAdminOnlyState, RedirectSignedIn } from '@/lib/authorization';

export function LoginRoute() {
  const { state } = useLocation();
  return (
    <RedirectSignedIn>
      <LoginForm
        notice={
          isAdminOnlyState(state)
            ? 'Esa sección es solo para administradores. Iniciá sesión con una cuenta de administrador.'
            : undefined
        }
      />
    </RedirectSignedIn>
  );
}
