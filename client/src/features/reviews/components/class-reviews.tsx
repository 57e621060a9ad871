import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CLASS_REVIEWS_PAGE_SIZE,
  CLASS_REVIEWS_TEXTS as TEXTS,
  REVIEW_RATING_MAX,
} from '@power-gym/contracts';
import { useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { useGetClassReviewsQuery, type PublicReview } from '../api';

/**
 * A class page's 'Opiniones': its public reviews (never a hidden one, the server drops them),
 * newest first, each with its author, stars and text; 'Ver más opiniones' asks for more.
 */
export function ClassReviews({ activityId }: { activityId: number }) {
  const [pageSize, setPageSize] = useState(CLASS_REVIEWS_PAGE_SIZE);
  const { data, isLoading, isError, isFetching, refetch } = useGetClassReviewsQuery({
    activityId,
    pageSize,
  });
  const reviews = (data?.rows ?? []).filter((review) => review.user !== null);
  return (
    <Box component="section" aria-labelledby="class-reviews-title" sx={{ mt: 6 }}>
      <Typography id="class-reviews-title" variant="h4" component="h2" sx={{ mb: 2 }}>
        {TEXTS.title}
      </Typography>
      {isLoading ? (
        <Stack spacing={2} role="status" aria-label={TEXTS.loading}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : isError ? (
        <QueryError message={TEXTS.error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : reviews.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.empty}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {reviews.map((review) => (
              <ClassReviewItem key={review.id} review={review} />
            ))}
          </Stack>
          {data && data.rows.length < data.total && (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={isFetching}
              onClick={() => setPageSize((size) => size + CLASS_REVIEWS_PAGE_SIZE)}
            >
              {TEXTS.more}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

function ClassReviewItem({ review }: { review: PublicReview }) {
  const author = review.user ? `${review.user.name} ${review.user.lastName}` : '';
  const rating = review.rating ?? 0;
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={review.user?.image ?? undefined} alt="" sx={{ bgcolor: 'primary.dark' }}>
            {author.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {author}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box aria-hidden sx={{ display: 'flex' }}>
                <Rating value={rating} max={REVIEW_RATING_MAX} readOnly size="small" />
              </Box>
              <Typography variant="body2">{TEXTS.rating(rating, REVIEW_RATING_MAX)}</Typography>
            </Stack>
          </Box>
        </Stack>
        {review.description && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
