import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ReviewsShowcase } from './reviews-showcase';

/** The Reviews page (spec §2): the carousel of every member review. */
export function ReviewsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        Lo que dicen los socios
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: 4 }}>
        Comentarios
      </Typography>
      <ReviewsShowcase />
    </Container>
  );
}
