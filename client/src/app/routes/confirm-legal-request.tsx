import { ConfirmRequestPage } from '@/features/legal-requests/components/confirm-request-page';

export function ConfirmLegalRequestRoute() {
  return <ConfirmRequestPage />;
}
