import { LoginForm } from '@/features/auth/components/login-form';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useAppSelector } from '@/stores/hooks';

export function CheckoutRoute() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <LoginForm />;
  return <CheckoutPage />;
}
