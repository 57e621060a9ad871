import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDto } from '@power-gym/contracts';
import { useState, type ReactNode } from 'react';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryError } from '@/components/ui/query-error';
import { formatDate } from '@/lib/format';
import { CoverImage } from '@/components/ui/cover-image';
import { BARE_LIST, gridSx } from '@/components/ui/grid';
import { useGetUserOrdersQuery } from '../api';

export interface BoughtActivity {
  id: number;
  name: string;
  image: string;
  slots: { day: string; hour: string }[];
  /** Date of the first paid order that included it. */
  since: string;
}

/** The distinct activities of Complete orders, each with its distinct slots. */
export function boughtActivities(orders: readonly OrderDto[]): BoughtActivity[] {
  const byId = new Map<number, BoughtActivity>();
  for (const order of orders) {
    if (order.state !== 'Complete') continue;
    for (const line of order.lines) {
      let entry = byId.get(line.activity.id);
      if (!entry) {
        entry = {
          id: line.activity.id,
          name: line.activity.name,
          image: line.activity.image,
          slots: [],
          since: order.createdAt,
        };
        byId.set(entry.id, entry);
      }
      const { day, hour } = line.diaHora;
      if (!entry.slots.some((slot) => slot.day === day && slot.hour === hour)) {
        entry.slots.push({ day, hour });
      }
      if (order.createdAt < entry.since) entry.since = order.createdAt;
    }
  }
  return [...byId.values()];
}

interface MyActivitiesProps {
  userId: number;
  /** What 'mostrar' reveals under an activity besides its slots: the app puts the review form. */
  renderReview?: (activity: BoughtActivity, activities: readonly BoughtActivity[]) => ReactNode;
}

export function MyActivities({ userId, renderReview }: MyActivitiesProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetUserOrdersQuery(userId);

  let content;
  if (isLoading) {
    content = <LoadingCards label="Cargando actividades" count={3} height={260} sx={grid} />;
  } else if (isError || !data) {
    content = (
      <QueryError
        message="No pudimos cargar tus actividades."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else {
    const activities = boughtActivities(data);
    content =
      activities.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography>Todavía no tenés actividades pagadas.</Typography>
        </Paper>
      ) : (
        <Box component="ul" aria-label="Mis actividades" sx={{ ...grid, ...BARE_LIST }}>
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityItem activity={activity}>
                {renderReview?.(activity, activities)}
              </ActivityItem>
            </li>
          ))}
        </Box>
      );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        Mis actividades
      </Typography>
      {content}
    </Stack>
  );
}

const grid = { ...gridSx(2, { xs: 1, sm: 2, lg: 3 }), m: 0 };

function ActivityItem({ activity, children }: { activity: BoughtActivity; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const detailsId = `my-activity-${activity.id}`;
  return (
    <Card component="article" aria-label={activity.name}>
      <CoverImage src={activity.image} alt={activity.name} width={480} height={180} />
      <CardContent>
        <Typography variant="h5" component="h2">
          {activity.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {activity.slots.map((slot) => `${slot.day} ${slot.hour}`).join(' · ')}
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
            {activity.slots.map((slot) => `${slot.day} ${slot.hour}`).join(', ')}.
          </Typography>
          {children}
        </Collapse>
      </CardContent>
    </Card>
  );
}
