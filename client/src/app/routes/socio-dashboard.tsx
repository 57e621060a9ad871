import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import FitnessCenterOutlinedIcon from '@mui/icons-material/FitnessCenterOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DashboardLayout, type DashboardNavItem } from '@/components/layouts/dashboard-layout';
import { SectionPlaceholder } from '@/components/ui/section-placeholder';
import { paths } from '@/config/paths';
import { MyProfile } from '@/features/auth/components/my-profile';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { RequireMember } from '@/lib/authorization';

const NAV_ITEMS: readonly DashboardNavItem[] = [
  { id: 'perfil', label: 'Mi Perfil', icon: <AccountCircleOutlinedIcon /> },
  { id: 'inicio', label: 'Inicio', icon: <HomeOutlinedIcon /> },
  { id: 'actividades', label: 'Actividades', icon: <FitnessCenterOutlinedIcon /> },
  { id: 'recetas', label: 'Recetas', icon: <RestaurantMenuOutlinedIcon /> },
  { id: 'compras', label: 'Compras', icon: <ReceiptLongOutlinedIcon /> },
  { id: 'salir', label: 'Cerrar sesión', icon: <LogoutOutlinedIcon />, end: true },
];

type Section = 'perfil' | 'actividades' | 'recetas' | 'compras';

function SectionContent({ section }: { section: Section }) {
  switch (section) {
    case 'perfil':
      return <MyProfile />;
    case 'actividades':
      return (
        <SectionPlaceholder
          title="Mis actividades"
          description="Acá vas a ver las actividades de tus compras completadas y podrás dejar tu reseña."
        />
      );
    case 'recetas':
      return (
        <SectionPlaceholder
          title="Recetas"
          description="Acá vas a poder buscar recetas y filtrarlas por dieta."
        />
      );
    case 'compras':
      return (
        <SectionPlaceholder
          title="Compras"
          description="Acá vas a ver tus órdenes con su número, actividad, fecha, estado y total."
        />
      );
  }
}

function MemberDashboard() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [section, setSection] = useState<Section>('perfil');

  const select = (id: string) => {
    if (id === 'inicio') void navigate(paths.home.getHref());
    else if (id === 'salir') void signOut();
    else setSection(id as Section);
  };

  return (
    <DashboardLayout label="Panel de socio" items={NAV_ITEMS} selected={section} onSelect={select}>
      <SectionContent section={section} />
    </DashboardLayout>
  );
}

export function SocioDashboardRoute() {
  return (
    <RequireMember>
      <MemberDashboard />
    </RequireMember>
  );
}
