import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import FitnessCenterOutlinedIcon from '@mui/icons-material/FitnessCenterOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DashboardLayout, type DashboardNavItem } from '@/components/layouts/dashboard-layout';
import { paths } from '@/config/paths';
import { MyProfile } from '@/features/auth/components/my-profile';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { Purchases } from '@/features/orders/components/purchases';
import { MyPass } from '@/features/pass/components/my-pass';
import { RecipesSection } from '@/features/recipes/components/recipes-section';
import { RequireMember } from '@/components/auth/authorization';
import { useAppSelector } from '@/stores/hooks';
import { MemberActivities } from './member-activities';
import { OPEN_CART_STATE } from './public-layout';

const NAV_ITEMS: readonly DashboardNavItem[] = [
  { id: 'perfil', label: 'Mi Perfil', icon: <AccountCircleOutlinedIcon /> },
  { id: 'pase', label: 'Mi pase', icon: <QrCode2OutlinedIcon /> },
  { id: 'inicio', label: 'Inicio', icon: <HomeOutlinedIcon /> },
  { id: 'actividades', label: 'Actividades', icon: <FitnessCenterOutlinedIcon /> },
  { id: 'recetas', label: 'Recetas', icon: <RestaurantMenuOutlinedIcon /> },
  { id: 'compras', label: 'Compras', icon: <ReceiptLongOutlinedIcon /> },
  { id: 'carrito', label: 'Carrito', icon: <ShoppingCartOutlinedIcon /> },
  { id: 'salir', label: 'Cerrar sesión', icon: <LogoutOutlinedIcon />, end: true },
];

const SECTIONS = ['perfil', 'pase', 'actividades', 'recetas', 'compras'] as const;
type Section = (typeof SECTIONS)[number];

function isSection(value: string | null): value is Section {
  return SECTIONS.some((section) => section === value);
}

function SectionContent({ section, userId }: { section: Section; userId: number }) {
  switch (section) {
    case 'perfil':
      return <MyProfile />;
    case 'pase':
      return <MyPass />;
    case 'actividades':
      return <MemberActivities userId={userId} />;
    case 'recetas':
      return <RecipesSection />;
    case 'compras':
      return <Purchases userId={userId} />;
  }
}

function MemberDashboard() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const userId = useAppSelector((state) => state.auth.user?.id ?? 0);
  // The section lives in ?seccion= so the payment page can send the member back to Compras.
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section: Section = isSection(requested) ? requested : 'perfil';

  const select = (id: string) => {
    if (id === 'inicio') void navigate(paths.home.getHref());
    // The cart is the side cart of the public pages: Home opens with it.
    else if (id === 'carrito') void navigate(paths.home.getHref(), { state: OPEN_CART_STATE });
    else if (id === 'salir') void signOut();
    else if (isSection(id)) setParams({ seccion: id });
  };

  return (
    <DashboardLayout label="Panel de socio" items={NAV_ITEMS} selected={section} onSelect={select}>
      <SectionContent section={section} userId={userId} />
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
