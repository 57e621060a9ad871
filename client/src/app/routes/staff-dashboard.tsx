import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

export interface StaffSection {
  /** The ?seccion= value. */
  id: string;
  label: string;
  icon: ReactNode;
  content: ReactNode;
}

const SIGN_OUT = { id: 'salir', label: 'Cerrar sesión', icon: <LogoutOutlinedIcon />, end: true };

/** A staff page ('Recepción', 'Mis clases'): its sections in a side bar, the first by default. */
export function StaffDashboard({
  label,
  sections,
}: {
  label: string;
  sections: readonly [StaffSection, ...StaffSection[]];
}) {
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const [first] = sections;
  const current = sections.find((section) => section.id === params.get('seccion')) ?? first;

  const select = (id: string) => {
    if (id === SIGN_OUT.id) void signOut();
    else setParams({ seccion: id });
  };

  return (
    <DashboardLayout
      label={label}
      items={[...sections, SIGN_OUT]}
      selected={current.id}
      onSelect={select}
    >
      {current.content}
    </DashboardLayout>
  );
}
