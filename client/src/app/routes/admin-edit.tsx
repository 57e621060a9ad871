import { useParams } from 'react-router-dom';
import { AdminEditPage } from '@/features/admin/components/admin-edit-page';
import { RequireAdmin } from '@/components/auth/authorization';

export function AdminEditRoute() {
  const { item = '', id = '' } = useParams();
  return (
    <RequireAdmin>
      <AdminEditPage key={`${item}/${id}`} item={item} id={id} />
    </RequireAdmin>
  );
}
