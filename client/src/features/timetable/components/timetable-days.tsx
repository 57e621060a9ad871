import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TimetableEntryDto } from '@power-gym/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BARE_LIST } from '@/components/ui/grid';
import { paths } from '@/config/paths';
import { notHeldText, trainersSentence } from '@/lib/format';
import { dayHeading, groupByDate, placesLabel } from '../utils/week';

/** How many day columns from each breakpoint on: one on a phone. */
export type DayColumns = Partial<Record<Breakpoint, number>>;

/** A grid of equal columns that never grow past their share (a long name wraps instead). */
function daysGridSx(columns: DayColumns) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );
  return { display: 'grid', gap: 2, gridTemplateColumns: template, alignItems: 'start' } as const;
}

interface TimetableDaysProps {
  entries: readonly TimetableEntryDto[];
  /** The days to show ('AAAA-MM-DD'), each with its heading, in order. */
  dates: readonly string[];
  /** h2 on the 'Horarios' page, h3 inside a section of another page. */
  headingLevel: 'h2' | 'h3';
  columns: DayColumns;
}

/** The timetable by day: each day's heading, then its sessions by start, or 'Sin clases'. */
export function TimetableDays({ entries, dates, headingLevel, columns }: TimetableDaysProps) {
  const idPrefix = useId();
  return (
    <Box sx={daysGridSx(columns)}>
      {groupByDate(entries, dates).map(({ date, entries: sessions }) => {
        const headingId = `${idPrefix}-${date}`;
        return (
          <Paper
            key={date}
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ p: 2, minWidth: 0 }}
          >
            <Typography id={headingId} variant="h6" component={headingLevel} sx={{ mb: 1 }}>
              {dayHeading(date)}
            </Typography>
            {sessions.length === 0 ? (
              <Typography color="text.secondary">Sin clases</Typography>
            ) : (
              <Box component="ul" sx={BARE_LIST}>
                {sessions.map((entry) => (
                  <SessionItem key={`${entry.diaHoraId}-${entry.date}`} entry={entry} />
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * One session: its hour, its class (a link to the class's page), its trainers and its places; a
 * session not held shows its hour struck through and why, in words.
 */
function SessionItem({ entry }: { entry: TimetableEntryDto }) {
  const held = entry.status === 'Programada';
  return (
    <Box
      component="li"
      data-status={entry.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
        '&:last-of-type': { pb: 0 },
      }}
    >
      <Typography
        component={held ? 'span' : 's'}
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: held ? 'text.primary' : 'text.secondary',
        }}
      >
        {entry.hour}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={paths.classDetail.getHref(entry.activityId)}
          color="inherit"
          sx={{ fontWeight: 600 }}
        >
          {entry.activity}
        </Link>
        {entry.trainers.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Con {trainersSentence(entry.trainers)}
          </Typography>
        )}
        {held ? (
          <Typography
            variant="body2"
            sx={{ color: entry.free > 0 ? 'secondary.main' : 'primary.light', fontWeight: 600 }}
          >
            {placesLabel(entry.free)}
          </Typography>
        ) : (
          <Chip
            size="small"
            variant="outlined"
            color={entry.status === 'Cancelada' ? 'error' : 'warning'}
            label={notHeldText(entry)}
            sx={{
              mt: 0.5,
              height: 'auto',
              maxWidth: '100%',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          />
        )}
      </Box>
    </Box>
  );
}

/** Placeholders where the days will be, while the timetable loads. */
export function TimetableSkeleton({ days, columns }: { days: number; columns: DayColumns }) {
  return (
    <Box sx={daysGridSx(columns)} role="status" aria-label="Cargando horarios">
      {Array.from({ length: days }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={168} />
      ))}
    </Box>
  );
}
