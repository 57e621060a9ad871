import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { RequireAdmin } from '@/lib/authorization';

export function AdminDashboardRoute() {
  return (
    <RequireAdmin>
      <PagePlaceholder title="Admin dashboard" />
    </RequireAdmin>
  );
}
