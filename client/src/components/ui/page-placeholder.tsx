import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">
          Próximamente: estamos terminando esta sección.
        </Typography>
        {children}
        <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}
