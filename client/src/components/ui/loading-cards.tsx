import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';

interface LoadingCardsProps {
  /** What is loading, as a screen reader announces it. */
  label: string;
  count: number;
  height: number;
  /** The layout the cards will have, so nothing moves when they arrive. */
  sx: SxProps<Theme>;
}

/** Placeholders where a list's cards will be, while the list loads. */
export function LoadingCards({ label, count, height, sx }: LoadingCardsProps) {
  return (
    <Box sx={sx} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
