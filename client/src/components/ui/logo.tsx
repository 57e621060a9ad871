import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label="Power Gym, ir al inicio"
      sx={{
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontWeight: 700,
        fontSize: { xs: '1.4rem', sm: '1.6rem' },
        letterSpacing: '0.04em',
        color: 'text.primary',
        textDecoration: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      POWER{' '}
      <Box component="span" sx={{ color: 'primary.main' }}>
        GYM
      </Box>
    </Box>
  );
}
