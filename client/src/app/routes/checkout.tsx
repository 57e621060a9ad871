import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAppSelector } from '@/stores/hooks';

export function CheckoutRoute() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <LoginForm />;
  return <PagePlaceholder title="Checkout" />;
}
