import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/ui/page-section';
import { ReviewsShowcase } from './reviews-showcase';

export function TestimonialsSection() {
  return (
    <PageSection
      id="section-testimonials"
      titleId="testimonials-title"
      kicker="Lo que dicen los socios"
      kickerColor="secondary.main"
      title="Comentarios"
      shaded
    >
      <ReviewsShowcase />
      <Link
        component={RouterLink}
        to={paths.reviews.getHref()}
        color="secondary"
        sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}
      >
        Ver todos los comentarios
      </Link>
    </PageSection>
  );
}
