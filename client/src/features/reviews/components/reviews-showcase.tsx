import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { gridSx } from '@/components/ui/grid';
import { LoadingCards } from '@/components/ui/loading-cards';
import { useGetReviewsQuery } from '../api';
import { visibleReviews } from '../utils/visible-reviews';

// The carousel library loads only where reviews are shown, never with the landing's first chunk.
const ReviewsCarousel = lazy(async () => ({
  default: (await import('./reviews-carousel')).ReviewsCarousel,
}));

function Loading() {
  return (
    <LoadingCards
      label="Cargando comentarios"
      count={3}
      height={220}
      sx={gridSx(3, { xs: 1, md: 2, lg: 3 })}
    />
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
