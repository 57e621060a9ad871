import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** What 'Empezar' leads to, for screen readers and link-text audits (also in index.html). */
export const HERO_CTA_DETAIL = 'a entrenar en Power Gym';

export function HeroSection() {
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      sx={{
        minHeight: { xs: '88vh', md: '100vh' },
        display: 'flex',
        alignItems: 'center',
        pt: 12,
        pb: 8,
        background:
          'radial-gradient(circle at 80% 20%, rgba(255,90,31,0.35), transparent 45%), radial-gradient(circle at 10% 90%, rgba(198,255,61,0.14), transparent 40%), #0b0b0d',
      }}
    >
      <Container>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Power Gym · Zona Norte
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ maxWidth: 900, mb: 3 }}>
          Tu mejor versión{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            empieza hoy
          </Box>
        </Typography>
        <Typography sx={{ maxWidth: 560, mb: 4, fontSize: '1.15rem' }} color="text.secondary">
          Clases grupales, musculación y entrenamiento funcional con profes que te acompañan. Elegí
          tu horario y reservá tu lugar en minutos.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            component={RouterLink}
            to={paths.login.getHref()}
            variant="contained"
            size="large"
          >
            {/* The button reads 'Empezar'; its name says where it leads. */}
            {'Empezar '}
            <Box component="span" sx={visuallyHidden}>
              {HERO_CTA_DETAIL}
            </Box>
          </Button>
          <Link
            component={RouterLink}
            to={paths.login.getHref()}
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            Entra a tu cuenta
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
