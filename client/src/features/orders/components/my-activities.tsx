import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEMBER_PAGE_SIZE, type BoughtActivityDto } from '@power-gym/contracts';
import { useId, useState, type ReactNode } from 'react';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryList } from '@/components/ui/query-list';
import { dayLabel, formatDate } from '@/lib/format';
import { CoverImage } from '@/components/ui/cover-image';
import { CARD_GRID_SX, CardGrid } from '@/components/ui/card-grid';
import { useGetBoughtActivitiesQuery } from '../api';
import { isPastTheEnd, useLastPageFallback, usePageParam } from '../hooks/use-page-param';
import { MemberPagination } from './member-pagination';

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
 * 'Clases y reseñas' in 'Mis actividades': the classes of the member's paid orders, a page at a
 * time, each with its review form.
 */
export function MyActivities({ userId, renderReview }: MyActivitiesProps) {
  const headingId = useId();
  const { page, setPage } = usePageParam();
  const query = useGetBoughtActivitiesQuery({ userId, page, pageSize: MEMBER_PAGE_SIZE });
  useLastPageFallback(page, query.currentData?.total, setPage);
  const { isFetching } = query;

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        Clases y reseñas
      </Typography>
      <QueryList
        query={query}
        loading={
          <LoadingCards label="Cargando actividades" count={3} height={260} sx={CARD_GRID_SX} />
        }
        reloading={isPastTheEnd(query.data)}
        errorMessage="No pudimos cargar tus actividades."
        isEmpty={(data) => data.total === 0}
        emptyText="Todavía no tenés actividades pagadas."
      >
        {({ rows: activities, total }) => (
          <>
            <CardGrid label="Mis actividades" busy={isFetching} dim>
              {activities.map((activity) => (
                <li key={activity.id}>
                  <ActivityItem activity={activity}>
                    {renderReview?.(activity, activities)}
                  </ActivityItem>
                </li>
              ))}
            </CardGrid>
            <MemberPagination
              label="Páginas de actividades"
              page={page}
              total={total}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
    </Stack>
  );
}

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
