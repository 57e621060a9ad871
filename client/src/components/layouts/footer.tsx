import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { GYM_ADDRESS, paths } from '@/config/paths';

const SOCIAL_LINKS = [
  { label: 'Instagram de Power Gym', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Facebook de Power Gym', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'YouTube de Power Gym', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
  { label: 'WhatsApp de Power Gym', href: 'https://wa.me/', Icon: WhatsAppIcon },
] as const;

const PAGE_LINKS = [
  { label: 'Sobre nosotros', to: paths.about.getHref() },
  { label: 'Comentarios de socios', to: paths.reviews.getHref() },
] as const;

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: '1px solid', borderColor: 'divider', py: 6, bgcolor: '#070708' }}
    >
      <Container>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={1}>
            <Logo />
            <Typography component="address" sx={{ fontStyle: 'normal' }} color="text.secondary">
              {GYM_ADDRESS}
            </Typography>
          </Stack>
          <Stack
            component="ul"
            aria-label="Páginas"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <IconButton
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                >
                  <Icon />
                </IconButton>
              </li>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {new Date().getFullYear()} Power Gym. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
