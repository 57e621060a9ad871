import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { RequireAdmin } from '@/lib/authorization';

export function AdminEditRoute() {
  const { item = '' } = useParams();
  return (
    <RequireAdmin>
      <PagePlaceholder title={`Editar ${item}`} />
    </RequireAdmin>
  );
}
