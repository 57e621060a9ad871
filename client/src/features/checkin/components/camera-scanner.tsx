import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQrScanner } from './use-qr-scanner';
import { WayCard } from './way-card';

/** 'Escanear el pase': the camera reads the QR of the member's 'Mi pase'. */
export function CameraScanner({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const { attachVideo, state, error, start, stop } = useQrScanner(onCode);
  const open = state !== 'idle';

  return (
    <WayCard
      title="Escanear el pase"
      hint="Pedile al socio que abra 'Mi pase' y acerque el código QR a la cámara."
    >
      {open && (
        <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'black' }}>
          <Box
            component="video"
            ref={attachVideo}
            muted
            playsInline
            autoPlay
            aria-label="Imagen de la cámara"
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          {state === 'starting' && (
            <Box
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
              role="status"
            >
              <CircularProgress aria-label="Abriendo la cámara" />
            </Box>
          )}
        </Box>
      )}
      {state === 'scanning' && (
        <Typography variant="body2" color="text.secondary">
          Buscando un código QR…
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <div>
        {open ? (
          <Button variant="outlined" startIcon={<VideocamOffIcon />} onClick={stop}>
            Detener cámara
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => void start()}>
            Usar la cámara
          </Button>
        )}
      </div>
    </WayCard>
  );
}
