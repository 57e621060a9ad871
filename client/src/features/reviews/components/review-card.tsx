import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_RATING_MAX } from '@power-gym/contracts';
import type { ShownReview } from '../utils/visible-reviews';

/** One testimonial: the comment, its author and activity, and 'N out of 5' with the stars. */
export function ReviewCard({ review }: { review: ShownReview }) {
  const author = `${review.user.name} ${review.user.lastName}`;
  const rating = review.rating ?? 0;
  return (
    <Card
      component="figure"
      sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* The 'N out of 5' text says it; the stars are decoration for assistive technology. */}
          <Box aria-hidden sx={{ display: 'flex' }}>
            <Rating value={rating} max={REVIEW_RATING_MAX} readOnly size="small" />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {rating} out of {REVIEW_RATING_MAX}
          </Typography>
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, flexGrow: 1 }}>
          <FormatQuoteIcon
            aria-hidden
            sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }}
          />
          <Typography component="blockquote" sx={{ m: 0 }}>
            {review.description}
          </Typography>
        </Box>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={review.user.image ?? undefined} alt="" sx={{ bgcolor: 'primary.dark' }}>
            {review.user.name.charAt(0)}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{author}</Typography>
            <Typography variant="body2" color="text.secondary">
              {review.activity.name}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
