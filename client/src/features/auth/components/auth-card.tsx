import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, display: 'grid', gap: 3 }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
