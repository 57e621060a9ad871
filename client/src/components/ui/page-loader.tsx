import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}
