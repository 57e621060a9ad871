import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Not found Page
      </Typography>
      <Link component={RouterLink} to={paths.home.getHref()}>
        Volver al inicio
      </Link>
    </Container>
  );
}
