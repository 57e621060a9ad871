import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { phoneHref, whatsappHref } from '@power-gym/contracts';
import { env } from '@/config/env';
import { GYM_CONTACT } from '@/config/gym-contact';
import { GymMap } from './gym-map';

/** 'Encontranos en...': the street address, the opening hours, how to reach someone, the map. */
export function LocationSection({ apiKey = env.GOOGLE_MAPS_API_KEY }: { apiKey?: string }) {
  return (
    <Box component="section" aria-labelledby="location-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container>
        <Typography id="location-title" variant="h2" sx={{ mb: 2 }}>
          Encontranos en...
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', mb: 1, fontSize: '1.15rem' }}>
          {GYM_CONTACT.address}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Horarios: {GYM_CONTACT.hours}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 3 }}>
          <Button
            variant="contained"
            href={whatsappHref(GYM_CONTACT)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsAppIcon />}
          >
            Escribir por WhatsApp
          </Button>
          <Button variant="outlined" href={phoneHref(GYM_CONTACT)} startIcon={<PhoneIcon />}>
            Llamar al {GYM_CONTACT.phone}
          </Button>
          <Button variant="outlined" href={`mailto:${GYM_CONTACT.email}`} startIcon={<EmailIcon />}>
            {GYM_CONTACT.email}
          </Button>
        </Stack>
        <GymMap apiKey={apiKey} />
      </Container>
    </Box>
  );
}
