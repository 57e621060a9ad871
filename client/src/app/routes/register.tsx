import { RegisterForm } from '@/features/auth/components/register-form';
import { RedirectSignedIn } from '@/lib/authorization';

export function RegisterRoute() {
  return (
    <RedirectSignedIn>
      <RegisterForm />
    </RedirectSignedIn>
  );
}
