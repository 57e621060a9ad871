import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import FitnessCenterOutlinedIcon from '@mui/icons-material/FitnessCenterOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DashboardLayout, type DashboardNavItem } from '@/components/layouts/dashboard-layout';
import { Logo } from '@/components/ui/logo';
import { usePrefetchFirstPages } from '../hooks/use-prefetch-first-pages';
import { ADMIN_SECTIONS, DEFAULT_SECTION, isAdminSection, type AdminSectionId } from '../sections';
import { AdminSection } from './admin-sections';

const SECTION_ICONS: Record<AdminSectionId, ReactNode> = {
  resumen: <InsightsOutlinedIcon />,
  usuarios: <PeopleAltOutlinedIcon />,
  clases: <FitnessCenterOutlinedIcon />,
  instructores: <SportsOutlinedIcon />,
  ordenes: <ReceiptLongOutlinedIcon />,
  'dias-y-horas': <CalendarMonthOutlinedIcon />,
  semana: <DateRangeOutlinedIcon />,
  feriados: <EventBusyOutlinedIcon />,
  descuentos: <LocalOfferOutlinedIcon />,
  resenas: <RateReviewOutlinedIcon />,
  solicitudes: <FeedbackOutlinedIcon />,
  actividad: <HistoryOutlinedIcon />,
};

const SIGN_OUT = 'salir';

const NAV_ITEMS: readonly DashboardNavItem[] = [
  ...ADMIN_SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    icon: SECTION_ICONS[section.id],
  })),
  { id: SIGN_OUT, label: 'Cerrar sesion', icon: <LogoutOutlinedIcon />, end: true },
];

/**
 * The section in ?seccion=, so a reload or the edit page's 'Volver atrás' keeps it; 'Resumen' without
 * one. Choosing a section drops the rest of the query (an order's ?buscar=).
 */
export function useAdminSection(): [AdminSectionId, (section: AdminSectionId) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section = isAdminSection(requested) ? requested : DEFAULT_SECTION;
  return [section, (next) => setParams({ seccion: next })];
}

export function AdminTopBar({ children }: { children?: ReactNode }) {
  return (
    <Paper
      square
      elevation={0}
      sx={{
        px: { xs: 2, md: 4 },
        py: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
        Admin dashboard
      </Typography>
      {children}
    </Paper>
  );
}

export function AdminDashboard({ onSignOut }: { onSignOut: () => void }) {
  const [section, setSection] = useAdminSection();
  usePrefetchFirstPages();

  const select = (id: string) => {
    if (id === SIGN_OUT) onSignOut();
    else if (isAdminSection(id)) setSection(id);
  };

  return (
    <>
      <AdminTopBar />
      <DashboardLayout
        label="Panel de admin"
        items={NAV_ITEMS}
        selected={section}
        onSelect={select}
        header={<Logo />}
      >
        <AdminSection key={section} section={section} />
      </DashboardLayout>
    </>
  );
}
