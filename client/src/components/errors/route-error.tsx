import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useRemoveAppShell } from '@/lib/app-shell';
import { NotFound } from './not-found';

export function RouteError() {
  useRemoveAppShell();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Stack spacing={3} role="alert" sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h3" component="h1">
          Algo salió mal
        </Typography>
        <Typography color="text.secondary">
          No pudimos mostrar esta página. Recargala o volvé al inicio.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Recargar
          </Button>
          <Button variant="outlined" href="/">
            Ir al inicio
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
