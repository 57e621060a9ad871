import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RatingSummaryDto } from '@power-gym/contracts';

const oneDecimal = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A class's mean rating and how many members rated it; the stars are drawn, the text is read. */
export function RatingSummary({ rating }: { rating: RatingSummaryDto }) {
  if (rating.average === null || rating.count === 0) {
    return <Typography color="text.secondary">Todavía sin calificaciones</Typography>;
  }
  const ratings = rating.count === 1 ? '1 calificación' : `${rating.count} calificaciones`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={rating.average} precision={0.1} readOnly aria-hidden />
      <Typography>
        {oneDecimal.format(rating.average)} de 5 · {ratings}
      </Typography>
    </Stack>
  );
}
