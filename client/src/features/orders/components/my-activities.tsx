import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEMBER_PAGE_SIZE, type BoughtActivityDto } from '@power-gym/contracts';
import { useId, useState, type ReactNode } from 'react';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryError } from '@/components/ui/query-error';
import { dayLabel, formatDate } from '@/lib/format';
import { CoverImage } from '@/components/ui/cover-image';
import { BARE_LIST, gridSx } from '@/components/ui/grid';
import { useGetBoughtActivitiesQuery } from '../api';
import { useLastPageFallback, usePageParam } from '../hooks/use-page-param';
import { MemberPagination } from './member-pagination';
import { MyMemberships } from './my-memberships';
import { MyWaitlist } from './my-waitlist';

interface MyActivitiesProps {
  userId: number;
  /**
   * What 'mostrar' reveals under an activity besides its slots: the app puts the review form.
   * `activities` are those of the page shown.
   */
  renderReview?: (
    activity: BoughtActivityDto,
    activities: readonly BoughtActivityDto[],
  ) => ReactNode;
}

/**
 * 'Mis actividades': the member's waitlist first (a place freed for them must be paid in time; the
 * offer mail links here), their memberships ('Mis abonos'), then the classes they bought.
 */
export function MyActivities({ userId, renderReview }: MyActivitiesProps) {
  return (
    <Stack spacing={4}>
      <Typography variant="h3" component="h1">
        Mis actividades
      </Typography>
      <MyWaitlist />
      <MyMemberships />
      <BoughtActivities userId={userId} renderReview={renderReview} />
    </Stack>
  );
}

/** The classes of the member's paid orders, a page at a time, each with its review form. */
function BoughtActivities({ userId, renderReview }: MyActivitiesProps) {
  const headingId = useId();
  const { page, setPage } = usePageParam();
  const { data, currentData, isLoading, isError, isFetching, refetch } =
    useGetBoughtActivitiesQuery({ userId, page, pageSize: MEMBER_PAGE_SIZE });
  useLastPageFallback(page, currentData?.total, setPage);
  // Rows missing from a non-empty list: the page is past the end and moves to the last one.
  const pastTheEnd = data?.rows.length === 0 && data.total > 0;

  let content;
  if (isLoading || (pastTheEnd && !isError)) {
    content = <LoadingCards label="Cargando actividades" count={3} height={260} sx={grid} />;
  } else if (isError || !data) {
    content = (
      <QueryError
        message="No pudimos cargar tus actividades."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.total === 0) {
    content = (
      <Paper sx={{ p: 3 }}>
        <Typography>Todavía no tenés actividades pagadas.</Typography>
      </Paper>
    );
  } else {
    const activities = data.rows;
    content = (
      <>
        <Box
          component="ul"
          aria-label="Mis actividades"
          aria-busy={isFetching}
          sx={{ ...grid, ...BARE_LIST, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityItem activity={activity}>
                {renderReview?.(activity, activities)}
              </ActivityItem>
            </li>
          ))}
        </Box>
        <MemberPagination
          label="Páginas de actividades"
          page={page}
          total={data.total}
          onChange={setPage}
        />
      </>
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        Clases y reseñas
      </Typography>
      {content}
    </Stack>
  );
}

const grid = { ...gridSx(2, { xs: 1, sm: 2, lg: 3 }), m: 0 };

function ActivityItem({
  activity,
  children,
}: {
  activity: BoughtActivityDto;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const detailsId = `my-activity-${activity.id}`;
  return (
    <Card component="article" aria-label={activity.name}>
      <CoverImage src={activity.image} alt={activity.name} width={480} height={180} />
      <CardContent>
        <Typography variant="h5" component="h3">
          {activity.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {activity.slots.map((slot) => `${dayLabel(slot.day)} ${slot.hour}`).join(' · ')}
        </Typography>
        <Button
          size="small"
          sx={{ mt: 1 }}
          aria-expanded={shown}
          aria-controls={detailsId}
          onClick={() => setShown((value) => !value)}
        >
          mostrar
        </Button>
        <Collapse in={shown} id={detailsId} unmountOnExit>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Comprada el {formatDate(activity.since)}. Horarios:{' '}
            {activity.slots.map((slot) => `${dayLabel(slot.day)} ${slot.hour}`).join(', ')}.
          </Typography>
          {children}
        </Collapse>
      </CardContent>
    </Card>
  );
}
