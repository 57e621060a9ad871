import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** 'Nosotros': group training and programmes, the expert staff, recipes for nutrition. */
const PARAGRAPHS = [
  'En Power Gym entrenamos en grupo: funcional, spinning, yoga, boxeo, crossfit y más, con programas pensados para cada objetivo y cada nivel, de lunes a domingo.',
  'Nuestro staff está formado por entrenadores expertos y certificados, que corrigen la técnica, ajustan cada rutina a vos y te acompañan desde la primera clase.',
  'Y como entrenar también es comer bien, los socios tienen una sección de recetas para buscar platos saludables y filtrarlos por dieta: vegana, sin lactosa o sin gluten.',
] as const;

export function AboutStory() {
  return (
    <Box component="section" aria-labelledby="nosotros-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="nosotros-title" variant="h2" sx={{ mb: 3 }}>
          Nosotros
        </Typography>
        {PARAGRAPHS.map((text) => (
          <Typography key={text} sx={{ mb: 2, fontSize: '1.1rem' }} color="text.secondary">
            {text}
          </Typography>
        ))}
      </Container>
    </Box>
  );
}
