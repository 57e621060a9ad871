import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { RequireAdmin } from '@/components/auth/authorization';

function Dashboard() {
  const signOut = useSignOut();
  return <AdminDashboard onSignOut={() => void signOut()} />;
}

export function AdminDashboardRoute() {
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}
