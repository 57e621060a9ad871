import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { CLASS_PAGE_SIZE, type ActivityDto } from '@power-gym/contracts';
import { lazy, Suspense, useState } from 'react';
import { QueryError, queryStatus, type QueryStatus } from '@/components/ui/query-error';
import { LoadingCards } from '@/components/ui/loading-cards';
import { PageSection } from '@/components/ui/page-section';
import { BARE_LIST, gridSx } from '@/components/ui/grid';
import { useGetActivitiesQuery } from '@/lib/activities';
import { ActivityCard } from './activity-card';
import type { RenderSlotExtra } from './slot-select';

const ActivityPanel = lazy(async () => ({
  default: (await import('./activity-panel')).ActivityPanel,
}));

const grid = gridSx(3, { xs: 1, sm: 2, md: 3 });

export function ClassesSection({
  renderSlotExtra,
}: {
  /** Shown under the panel's chosen slot (the app's waitlist). */
  renderSlotExtra?: RenderSlotExtra | undefined;
}) {
  const activities = useGetActivitiesQuery(undefined);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [panelLoaded, setPanelLoaded] = useState(false);
  // The panel shows the list's latest copy: places and lines change while it is open.
  const selected = activities.data?.find((activity) => activity.id === selectedId) ?? null;
  const open = (activity: ActivityDto) => {
    setPanelLoaded(true);
    setSelectedId(activity.id);
  };

  return (
    <PageSection id="clases" titleId="clases-title" kicker="Entrená a tu ritmo" title="Clases">
      <ClassesContent
        activities={activities.data}
        {...queryStatus(activities)}
        page={page}
        onPageChange={setPage}
        onOpen={open}
      />
      {/* A dialog: it renders over the page, wherever it stands in the tree. */}
      {panelLoaded && (
        <Suspense fallback={null}>
          <ActivityPanel
            activity={selected}
            onClose={() => setSelectedId(null)}
            renderSlotExtra={renderSlotExtra}
          />
        </Suspense>
      )}
    </PageSection>
  );
}

interface ClassesContentProps extends QueryStatus {
  activities: ActivityDto[] | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (activity: ActivityDto) => void;
}

function ClassesContent(props: ClassesContentProps) {
  const { activities, isLoading, isError, isFetching, onRetry, page, onPageChange, onOpen } = props;

  if (isLoading || (isError && isFetching)) {
    return <LoadingCards label="Cargando clases" count={CLASS_PAGE_SIZE} height={400} sx={grid} />;
  }
  if (isError || !activities) {
    return (
      <QueryError
        message="No pudimos cargar las clases. Revisá tu conexión e intentá de nuevo."
        onRetry={onRetry}
        retrying={isFetching}
      />
    );
  }
  if (activities.length === 0) {
    return (
      <Typography color="text.secondary">
        Todavía no hay clases disponibles. ¡Volvé pronto!
      </Typography>
    );
  }

  const pageCount = Math.ceil(activities.length / CLASS_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const visible = activities.slice((current - 1) * CLASS_PAGE_SIZE, current * CLASS_PAGE_SIZE);

  return (
    <>
      <Box component="ul" sx={{ ...grid, ...BARE_LIST }} aria-label="Listado de clases">
        {visible.map((activity) => (
          <li key={activity.id}>
            <ActivityCard activity={activity} onOpen={onOpen} />
          </li>
        ))}
      </Box>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={current}
          onChange={(_event, value) => onPageChange(value)}
          color="primary"
          size="large"
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </>
  );
}
