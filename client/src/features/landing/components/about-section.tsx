import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/ui/page-section';
import { BARE_LIST, gridSx } from '@/components/ui/grid';

const HIGHLIGHTS = [
  {
    title: 'Entrenamiento grupal',
    text: 'Funcional, spinning, yoga y más: programas para cada objetivo y cada nivel.',
  },
  {
    title: 'Staff experto',
    text: 'Profes certificados que corrigen, motivan y ajustan cada rutina a vos.',
  },
  {
    title: 'Nutrición',
    text: 'Recetas saludables para acompañar tu entrenamiento dentro y fuera del gym.',
  },
] as const;

export function AboutSection() {
  return (
    <PageSection
      id="about"
      titleId="about-title"
      kicker="Sobre Nosotros"
      title="Más que un gimnasio"
      titleMb={2}
      shaded
    >
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        En Power Gym entrenamos en comunidad. Te proponemos clases con cupos reducidos, horarios de
        lunes a domingo y un equipo que te acompaña desde el primer día.
      </Typography>
      <Box component="ul" sx={{ ...BARE_LIST, ...gridSx(3, { xs: 1, md: 3 }) }}>
        {HIGHLIGHTS.map((item) => (
          <Box
            component="li"
            key={item.title}
            sx={{ borderLeft: '4px solid', borderColor: 'primary.main', pl: 2 }}
          >
            <Typography variant="h5" component="h3" gutterBottom>
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.text}</Typography>
          </Box>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={paths.about.getHref()}
        color="secondary"
        sx={{ display: 'inline-block', mt: 5, fontWeight: 600 }}
      >
        Conocé al staff y dónde encontrarnos
      </Link>
    </PageSection>
  );
}
