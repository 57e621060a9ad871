import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An honest stand-in for a section that a later release completes. */
export function SectionPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography>{description}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Próximamente: estamos terminando esta sección.
        </Typography>
      </Paper>
    </Stack>
  );
}
