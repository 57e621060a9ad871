import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { useGetReviewsQuery } from '../api';
import { visibleReviews } from '../utils/visible-reviews';

// The carousel library loads only where reviews are shown, never with the landing's first chunk.
const ReviewsCarousel = lazy(async () => ({
  default: (await import('./reviews-carousel')).ReviewsCarousel,
}));

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function Loading() {
  return (
    <Box sx={grid} role="status" aria-label="Cargando comentarios">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={220} />
      ))}
    </Box>
  );
}

/** The members' reviews in a carousel, with loading, error and empty states. */
export function ReviewsShowcase() {
  const { data, isLoading, isError, isFetching, refetch } = useGetReviewsQuery(undefined);

  if (isLoading || (isError && isFetching)) return <Loading />;
  if (isError || !data) {
    return (
      <QueryError message="No pudimos cargar los comentarios." onRetry={() => void refetch()} />
    );
  }
  const reviews = visibleReviews(data);
  if (reviews.length === 0) {
    return <Typography color="text.secondary">Todavía no hay comentarios.</Typography>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <ReviewsCarousel reviews={reviews} label="Comentarios de los socios" />
    </Suspense>
  );
}
