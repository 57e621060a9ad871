import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface StepperLabels {
  /** The buttons' group. */
  navigation: string;
  previous: string;
  today: string;
  next: string;
}

/**
 * A page about one period (a day, a week): back, today, forward, then what is shown (`children`:
 * a date field, the week's range). On a phone the two stack.
 */
export function PeriodStepper({
  labels,
  onStep,
  onToday,
  children,
}: {
  labels: StepperLabels;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <Stack
        role="group"
        aria-label={labels.navigation}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onStep(-1)}>
          {labels.previous}
        </Button>
        <Button variant="outlined" onClick={onToday}>
          {labels.today}
        </Button>
        <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => onStep(1)}>
          {labels.next}
        </Button>
      </Stack>
      {children}
    </Stack>
  );
}
