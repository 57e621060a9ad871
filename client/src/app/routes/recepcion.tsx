import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { RequirePermission } from '@/components/auth/authorization';
import { CheckInPanel } from '@/features/checkin/components/check-in-panel';
import { CashDay } from '@/features/desk-sales/components/cash-day';
import { DeskSaleForm } from '@/features/desk-sales/components/desk-sale-form';
import { StaffDay } from '@/features/rosters/components/staff-day';
import { StaffDashboard, type StaffSection } from './staff-dashboard';

const SECTIONS: [StaffSection, ...StaffSection[]] = [
  {
    id: 'ingreso',
    label: 'Registrar ingreso',
    icon: <HowToRegOutlinedIcon />,
    content: <CheckInPanel />,
  },
  {
    id: 'clases',
    label: 'Clases de hoy',
    icon: <TodayOutlinedIcon />,
    content: <StaffDay title="Clases de hoy" />,
  },
  {
    id: 'venta',
    label: 'Venta en recepción',
    icon: <PointOfSaleOutlinedIcon />,
    content: <DeskSaleForm />,
  },
  {
    id: 'caja',
    label: 'Caja del día',
    icon: <ReceiptLongOutlinedIcon />,
    content: <CashDay />,
  },
];

/** /recepcion: the front desk (the desk and the admin). */
export function RecepcionRoute() {
  return (
    <RequirePermission permission="checkIn">
      <StaffDashboard title="Recepción" label="Panel de recepción" sections={SECTIONS} />
    </RequirePermission>
  );
}
