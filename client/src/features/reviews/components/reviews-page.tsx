import Container from '@mui/material/Container';
import { ReviewsShowcase } from './reviews-showcase';
import { SectionHeading } from '@/components/ui/section-heading';

/** The Reviews page: the carousel of every member review. */
export function ReviewsPage() {
  return (
    <Container sx={{ py: 6 }}>
      <SectionHeading
        kicker="Lo que dicen los socios"
        kickerColor="secondary.main"
        title="Comentarios"
        component="h1"
      />
      <ReviewsShowcase />
    </Container>
  );
}
