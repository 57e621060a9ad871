import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { RequirePermission } from '@/components/auth/authorization';
import { StaffDay } from '@/features/rosters/components/staff-day';
import { StaffDashboard, type StaffSection } from './staff-dashboard';

const SECTIONS: [StaffSection, ...StaffSection[]] = [
  {
    id: 'clases',
    label: 'Mis clases',
    icon: <EventNoteOutlinedIcon />,
    content: <StaffDay title="Clases del día" />,
  },
];

/** /profesor: a profesor's classes and rosters (the server lists only their trainer's). */
export function ProfesorRoute() {
  return (
    <RequirePermission permission="rosters">
      <StaffDashboard title="Mis clases" label="Panel de profesor" sections={SECTIONS} />
    </RequirePermission>
  );
}
