import { TimetablePage } from '@/features/timetable/components/timetable-page';

export function TimetableRoute() {
  return <TimetablePage />;
}
