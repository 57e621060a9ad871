import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One item of a day's list ('Semana', 'Feriados y cierres'): a bold heading line (its titles, then
 * a state chip), the lines below it and, at the end, its action if it has one; stacked on a phone.
 */
export function ActionListItem({
  titles,
  chip,
  children,
  action,
}: {
  /** The heading line's bold words, e.g. the hour and the class. */
  titles: readonly string[];
  chip?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 2 },
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          {titles.map((title, index) => (
            <Typography key={index} component="span" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          ))}
          {chip}
        </Stack>
        {children}
      </Stack>
      {action}
    </Box>
  );
}
