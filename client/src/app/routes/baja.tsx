import { BajaPage } from '@/features/legal-requests/components/baja-page';

export function BajaRoute() {
  return <BajaPage />;
}
