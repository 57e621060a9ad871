import { RegisterForm } from '@/features/auth/components/register-form';
import { RedirectSignedIn } from '@/components/auth/authorization';

export function RegisterRoute() {
  return (
    <RedirectSignedIn>
      <RegisterForm />
    </RedirectSignedIn>
  );
}
