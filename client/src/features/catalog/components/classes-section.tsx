import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CLASS_PAGE_SIZE, type ActivityDto } from '@power-gym/contracts';
import { lazy, Suspense, useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { useGetActivitiesQuery } from '../api';
import { ActivityCard } from './activity-card';

const ActivityPanel = lazy(async () => ({
  default: (await import('./activity-panel')).ActivityPanel,
}));

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export function ClassesSection() {
  const {
    data: activities,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetActivitiesQuery(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ActivityDto | null>(null);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const open = (activity: ActivityDto) => {
    setPanelLoaded(true);
    setSelected(activity);
  };

  return (
    <Box
      component="section"
      id="clases"
      aria-labelledby="clases-title"
      sx={{ py: { xs: 8, md: 12 } }}
    >
      <Container>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          Entrená a tu ritmo
        </Typography>
        <Typography id="clases-title" variant="h2" sx={{ mb: 4 }}>
          Clases
        </Typography>
        <ClassesContent
          activities={activities}
          isLoading={isLoading}
          isError={isError}
          isFetching={isFetching}
          onRetry={() => void refetch()}
          page={page}
          onPageChange={setPage}
          onOpen={open}
        />
      </Container>
      {panelLoaded && (
        <Suspense fallback={null}>
          <ActivityPanel activity={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Box>
  );
}

interface ClassesContentProps {
  activities: ActivityDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (activity: ActivityDto) => void;
}

function ClassesContent(props: ClassesContentProps) {
  const { activities, isLoading, isError, isFetching, onRetry, page, onPageChange, onOpen } = props;

  if (isLoading || (isError && isFetching)) {
    return (
      <Box sx={grid} role="status" aria-label="Cargando clases">
        {Array.from({ length: CLASS_PAGE_SIZE }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={400} />
        ))}
      </Box>
    );
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
      <Box
        component="ul"
        sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}
        aria-label="Listado de clases"
      >
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
