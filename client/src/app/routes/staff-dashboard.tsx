import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/**
 * A staff page ('Recepción', 'Mis clases'): its title, and its sections in a side bar, the first by
 * default.
 */
export function StaffDashboard({
  title,
  label,
  sections,
}: {
  /** The page's one h1; each section has its h2. */
  title: string;
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
      <Stack spacing={3}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {current.content}
      </Stack>
    </DashboardLayout>
  );
}
