import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MemberFiguresDto } from '@power-gym/contracts';
import { useId } from 'react';
import { changeText, formatRate, rateChangeText } from '../../utils/insights';

export interface Figure {
  label: string;
  value: string;
  /** The line under the value: its change against the month before, or what it counts. */
  detail: string;
}

function figuresOf(members: MemberFiguresDto): Figure[] {
  const count = (label: string, figure: MemberFiguresDto['activeMembers']) => ({
    label,
    value: String(figure.value),
    detail: changeText(figure),
  });
  return [
    count('Socios activos', members.activeMembers),
    count('Abonos activos', members.activeMemberships),
    count('Altas del mes', members.newThisMonth),
    count('Bajas del mes', members.lapsedThisMonth),
    {
      label: 'Tasa de renovación',
      value: formatRate(members.renewalRate.value),
      detail: rateChangeText(members.renewalRate),
    },
  ];
}

/** One figure, named by its label: a heading one level below the block it is in. */
export function FigureCard({
  label,
  value,
  detail,
  heading = 'h3',
}: Figure & { heading?: 'h3' | 'h4' }) {
  const labelId = useId();
  return (
    <Paper component="article" aria-labelledby={labelId} sx={{ p: 2, minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="overline"
        component={heading}
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.4, mb: 0.5 }}
      >
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Paper>
  );
}

/** The month's figures, each beside its change against the month before. */
export function FigureCards({ members }: { members: MemberFiguresDto }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        // Two a row on a phone: the fifth takes the whole row.
        '& > :last-child': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      {figuresOf(members).map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </Box>
  );
}
