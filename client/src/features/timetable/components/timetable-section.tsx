import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '@/components/ui/page-section';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { gymDay } from '@/lib/format';
import { useGetTimetableQuery } from '../api';
import { weekDates } from '../utils/week';
import { TimetableDays, TimetableSkeleton, type DayColumns } from './timetable-days';

/** Home shows today and tomorrow; the 'Horarios' page the whole week. */
export const HOME_TIMETABLE_DAYS = 2;
const COLUMNS: DayColumns = { xs: 1, md: 2 };

/** Home's 'Horarios': today's and tomorrow's sessions and the link to the whole week. */
export function TimetableSection() {
  // The same request as the page's first week: the server's today.
  const timetable = useGetTimetableQuery(undefined);
  const [today] = useState(() => gymDay());
  const dates = weekDates(today).slice(0, HOME_TIMETABLE_DAYS);
  const { currentData, isError, isFetching, refetch } = timetable;

  let content;
  if (isError && !isFetching) {
    content = (
      <QueryError
        message="No pudimos cargar los horarios."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!currentData) {
    content = <TimetableSkeleton days={HOME_TIMETABLE_DAYS} columns={COLUMNS} />;
  } else {
    content = (
      <TimetableDays entries={currentData} dates={dates} headingLevel="h3" columns={COLUMNS} />
    );
  }

  return (
    <PageSection id="horarios" titleId="horarios-title" kicker="Hoy y mañana" title="Horarios">
      {content}
      <Link
        component={RouterLink}
        to={paths.timetable.getHref()}
        color="secondary"
        sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}
      >
        Ver todos los horarios
      </Link>
    </PageSection>
  );
}
