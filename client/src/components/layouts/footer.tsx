import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { phoneHref, whatsappHref } from '@power-gym/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { GYM_CONTACT } from '@/config/gym-contact';
import { CHAT_BUBBLE_CLEARANCE } from '@/config/theme';
import { paths } from '@/config/paths';

/** The gym's accounts, from its configured contact (GYM_*). */
const SOCIAL_LINKS = [
  { label: 'Instagram de Power Gym', href: GYM_CONTACT.instagram, Icon: InstagramIcon },
  { label: 'Facebook de Power Gym', href: GYM_CONTACT.facebook, Icon: FacebookIcon },
  { label: 'YouTube de Power Gym', href: GYM_CONTACT.youtube, Icon: YouTubeIcon },
  { label: 'WhatsApp de Power Gym', href: whatsappHref(GYM_CONTACT), Icon: WhatsAppIcon },
] as const;

const PAGE_LINKS = [
  { label: 'Sobre nosotros', to: paths.about.getHref() },
  { label: 'Comentarios de socios', to: paths.reviews.getHref() },
] as const;

/**
 * The cancel buttons Argentine law requires on every page (issue 34), shown as buttons, never in a
 * menu: 'Botón de arrepentimiento' (Ley 24.240 art. 34) and 'Botón de baja'.
 */
const CONSUMER_LINKS = [
  { label: 'Botón de arrepentimiento', to: paths.arrepentimiento.getHref() },
  { label: 'Botón de baja', to: paths.baja.getHref() },
] as const;

/** Where the gym is, when it opens and how to reach someone there. */
function GymContactDetails() {
  return (
    <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal' }}>
      {GYM_CONTACT.address}
      <br />
      {GYM_CONTACT.hours}
      <br />
      <Link href={phoneHref(GYM_CONTACT)} color="inherit">
        {GYM_CONTACT.phone}
      </Link>
      {' · '}
      <Link href={`mailto:${GYM_CONTACT.email}`} color="inherit">
        {GYM_CONTACT.email}
      </Link>
    </Typography>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: '1px solid', borderColor: 'divider', py: 6, bgcolor: '#070708' }}
    >
      {/* The chat bubble is fixed at the bottom right: the footer leaves that column empty, so at
          no scroll position does the bubble lie over one of its links. */}
      <Container sx={{ pr: CHAT_BUBBLE_CLEARANCE }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack spacing={1}>
            <Logo />
            <GymContactDetails />
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
          <Stack
            direction="row"
            spacing={1}
            component="ul"
            aria-label="Redes de Power Gym"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
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
        <Stack
          component="ul"
          aria-label="Derechos del consumidor"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}
        >
          {CONSUMER_LINKS.map((link) => (
            <li key={link.to}>
              <Button
                component={RouterLink}
                to={link.to}
                variant="outlined"
                color="inherit"
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {link.label}
              </Button>
            </li>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {new Date().getFullYear()} Power Gym. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
