import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClassFiguresDto } from '@power-gym/contracts';
import { useId } from 'react';
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/stacked-table';
import { classesByRating, formatRating, placesText, rankedClasses } from '../../utils/insights';
import { TitledPanel } from '@/components/ui/titled-panel';

/** One ranking: each class with its places booked, and a bar as long as its share of the most. */
function Ranking({
  title,
  classes,
  most,
}: {
  title: string;
  classes: readonly ClassFiguresDto[];
  most: number;
}) {
  const titleId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {classes.map((activity) => (
          <Box component="li" key={activity.activityId}>
            <Typography variant="body2" sx={{ display: 'flex', gap: 1 }}>
              <Box component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {activity.name}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {placesText(activity.booked)}
              </Box>
            </Typography>
            <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  height: '100%',
                  borderRadius: 3,
                  bgcolor: 'primary.main',
                  width: `${most > 0 ? (activity.booked / most) * 100 : 0}%`,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The three most and the three least booked classes now (the grid's places, per class). */
export function ClassRankings({ classes }: { classes: readonly ClassFiguresDto[] }) {
  const { top, bottom } = rankedClasses(classes);
  const most = top[0]?.booked ?? 0;
  return (
    <TitledPanel title="Clases más y menos reservadas">
      {classes.length === 0 ? (
        <Typography color="text.secondary">No hay clases</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Ranking title="Más reservadas" classes={top} most={most} />
          {bottom.length > 0 && <Ranking title="Menos reservadas" classes={bottom} most={most} />}
        </Box>
      )}
    </TitledPanel>
  );
}

const RATING_COLUMNS = [
  { label: 'Clase' },
  { label: 'Promedio (de 5)', align: 'right' },
  { label: 'Calificaciones', align: 'right' },
] as const;

/** Each class's average stars (of 5) and how many ratings it stands on; '—' without any. */
export function ClassRatings({ classes }: { classes: readonly ClassFiguresDto[] }) {
  const title = 'Calificación promedio por clase';
  return (
    <TitledPanel title={title}>
      {classes.length === 0 ? (
        <Typography color="text.secondary">No hay clases</Typography>
      ) : (
        <StackedTable label="Calificaciones por clase" columns={RATING_COLUMNS} size="small">
          {classesByRating(classes).map((activity) => (
            <StackedRow key={activity.activityId}>
              <StackedCell>{activity.name}</StackedCell>
              <StackedCell align="right">{formatRating(activity.averageRating)}</StackedCell>
              <StackedCell align="right">{activity.ratings}</StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </TitledPanel>
  );
}
