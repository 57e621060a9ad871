import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { InsightsDto } from '@power-gym/contracts';
import { useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { gymDay } from '@/lib/format';
import { useAttendanceInsightsQuery, useInsightsQuery } from '../../api';
import { dayText } from '../../utils/insights';
import { SectionTitle } from '../section-title';
import { AttendancePanel } from './attendance-panel';
import { REVENUE_CHART_HEIGHT } from './chart-size';
import { ClassRankings, ClassRatings } from './class-figures';
import { DebitsPanel } from './debits-panel';
import { EndingList } from './ending-list';
import { FigureCards } from './figure-cards';
import { OccupancyGrid } from './occupancy-grid';
import { RevenuePanel } from './revenue-panel';

const TITLE = 'Resumen';

/** Where the figures, the chart and the week will be, while they load. */
function SummarySkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={112} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={REVENUE_CHART_HEIGHT + 120} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function SummaryContent({ insights }: { insights: InsightsDto }) {
  return (
    <Stack spacing={3}>
      <FigureCards members={insights.members} />
      <RevenuePanel revenue={insights.revenue} />
      <DebitsPanel debits={insights.debits} />
      <OccupancyGrid occupancy={insights.occupancy} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <EndingList ending={insights.ending} />
        <ClassRankings classes={insights.classes} />
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <ClassRatings classes={insights.classes} />
        </Box>
      </Box>
    </Stack>
  );
}

/** 'Asistencia''s month, this one first, and its own GET /insights/attendance. */
function useAttendance() {
  const [thisMonth] = useState(() => gymDay().slice(0, 7));
  const [month, setMonth] = useState(thisMonth);
  // This month goes without ?month=: the server's own, whatever the device's clock says.
  const query = useAttendanceInsightsQuery(month === thisMonth ? undefined : month);
  return { query, month, thisMonth, onMonthChange: setMonth };
}

/**
 * 'Resumen', the dashboard's first section: one GET /insights (the 12 months up to today) for the
 * month's figures, the revenue, the débitos automáticos, the week's occupancy, the memberships
 * ending and the classes; and beside it GET /insights/attendance for 'Asistencia'.
 */
export function SummarySection() {
  const query = useInsightsQuery(undefined);
  const attendance = useAttendance();
  const refresh = () => {
    void query.refetch();
    void attendance.query.refetch();
  };
  return (
    <Stack spacing={3}>
      <SectionTitle
        title={TITLE}
        refreshing={query.isFetching || attendance.query.isFetching}
        onRefresh={refresh}
      >
        {query.data && (
          <>
            Del {dayText(query.data.from)} al {dayText(query.data.to)}
          </>
        )}
      </SectionTitle>
      <Box role="status" sx={visuallyHidden}>
        {query.isFetching ? 'Cargando resumen…' : ''}
      </Box>
      {query.isError ? (
        <QueryError
          message="No pudimos cargar el resumen."
          onRetry={refresh}
          retrying={query.isFetching}
        />
      ) : query.data ? (
        <SummaryContent insights={query.data} />
      ) : (
        <SummarySkeleton />
      )}
      <AttendancePanel {...attendance} />
    </Stack>
  );
}
