import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { env } from '@/config/env';
import { GYM_ADDRESS } from '@/config/paths';
import { GymMap } from './gym-map';

/** 'Encontranos en...': the street address and the map. */
export function LocationSection({ apiKey = env.GOOGLE_MAPS_API_KEY }: { apiKey?: string }) {
  return (
    <Box component="section" aria-labelledby="location-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container>
        <Typography id="location-title" variant="h2" sx={{ mb: 2 }}>
          Encontranos en...
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', mb: 3, fontSize: '1.15rem' }}>
          {GYM_ADDRESS}
        </Typography>
        <GymMap apiKey={apiKey} />
      </Container>
    </Box>
  );
}
