import DirectionsIcon from '@mui/icons-material/Directions';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GYM_CONTACT } from '@/config/gym-contact';
import { DIRECTIONS_URL, MAP_HEIGHT } from '../location';

/**
 * Without a Maps key (the default, see docs/architecture.md, 'Runtime parts'): the address on a
 * static map-like panel and a directions link.
 */
export function MapFallback() {
  return (
    <Box
      data-testid="map-fallback"
      sx={{
        height: MAP_HEIGHT,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        // A street grid drawn in CSS: no request to any map service.
        backgroundColor: '#16161a',
        backgroundImage:
          'linear-gradient(rgba(255,255,255,0.06) 2px, transparent 2px), linear-gradient(90deg, rgba(255,255,255,0.06) 2px, transparent 2px), linear-gradient(35deg, transparent 46%, rgba(255,90,31,0.35) 46%, rgba(255,90,31,0.35) 54%, transparent 54%)',
        backgroundSize: '48px 48px, 48px 48px, 100% 100%',
      }}
    >
      <PlaceIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600 }}>{GYM_CONTACT.address}</Typography>
      <Button
        component="a"
        href={DIRECTIONS_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        startIcon={<DirectionsIcon />}
      >
        Cómo llegar
      </Button>
    </Box>
  );
}
