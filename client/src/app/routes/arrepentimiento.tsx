import { ArrepentimientoPage } from '@/features/legal-requests/components/arrepentimiento-page';

export function ArrepentimientoRoute() {
  return <ArrepentimientoPage />;
}
