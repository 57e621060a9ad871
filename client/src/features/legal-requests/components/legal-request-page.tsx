import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A public page of issue 34: its title, what it does, and its form or what the form answered. */
export function LegalRequestPage({
  title,
  paragraphs,
  children,
}: {
  title: string;
  /** What the page does, one paragraph each. */
  paragraphs: readonly string[];
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 5 }, display: 'grid', gap: 3 }}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {paragraphs.length > 0 && (
          <Stack spacing={1.5}>
            {paragraphs.map((text) => (
              <Typography key={text}>{text}</Typography>
            ))}
          </Stack>
        )}
        {children}
      </Paper>
    </Container>
  );
}
