import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReviewDto } from '@power-gym/contracts';
import { QueryError } from '@/components/ui/query-error';
import { useGetReviewsQuery } from '../api/get-reviews';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

type DescribedReview = ReviewDto & { description: string };

function hasDescription(review: ReviewDto): review is DescribedReview {
  return review.description !== null && review.description.trim() !== '';
}

export function TestimonialsSection() {
  const { data, isLoading, isError, isFetching, refetch } = useGetReviewsQuery(undefined);
  const reviews = (data ?? []).filter(hasDescription);

  return (
    <Box
      component="section"
      id="section-testimonials"
      aria-labelledby="testimonials-title"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: '#111114' }}
    >
      <Container>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Lo que dicen los socios
        </Typography>
        <Typography id="testimonials-title" variant="h2" sx={{ mb: 4 }}>
          Comentarios
        </Typography>
        {isLoading || (isError && isFetching) ? (
          <Box sx={grid} role="status" aria-label="Cargando comentarios">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={160} />
            ))}
          </Box>
        ) : isError ? (
          <QueryError message="No pudimos cargar los comentarios." onRetry={() => void refetch()} />
        ) : reviews.length === 0 ? (
          <Typography color="text.secondary">Todavía no hay comentarios.</Typography>
        ) : (
          <Box component="ul" sx={grid}>
            {reviews.map((review) => (
              <li key={review.id}>
                <TestimonialCard review={review} />
              </li>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}

function TestimonialCard({ review }: { review: DescribedReview }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <FormatQuoteIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36 }} />
        <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
          {review.description}
        </Typography>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {review.user.name} {review.user.lastName} · {review.activity.name}
        </Typography>
      </CardContent>
    </Card>
  );
}
