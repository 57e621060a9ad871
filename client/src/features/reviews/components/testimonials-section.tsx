import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ReviewsShowcase } from './reviews-showcase';

export function TestimonialsSection() {
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
        <ReviewsShowcase />
        <Link
          component={RouterLink}
          to={paths.reviews.getHref()}
          color="secondary"
          sx={{ display: 'inline-block', mt: 3, fontWeight: 600 }}
        >
          Ver todos los comentarios
        </Link>
      </Container>
    </Box>
  );
}
