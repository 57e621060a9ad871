import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@power-gym/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useGetActivityQuery } from '../api/get-activity';
import { SlotSelect } from './slot-select';

export function ClassDetail({ id }: { id: number }) {
  const {
    data: activity,
    isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useGetActivityQuery(id);
  const [slotId, setSlotId] = useState<number | ''>('');

  if (isLoading) {
    return (
      <Container sx={{ py: 6 }} role="status" aria-label="Cargando clase">
        <Skeleton variant="text" width="40%" height={64} />
        <Skeleton variant="rounded" height={320} sx={{ my: 2 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Container>
    );
  }
  if (isError || !activity) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <Container sx={{ py: 6 }}>
        {notFound ? (
          <Alert severity="warning">No encontramos esta clase.</Alert>
        ) : (
          <QueryError
            message="No pudimos cargar la clase."
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        )}
        <BackButton />
      </Container>
    );
  }

  const slot = activity.diaHoras.find((candidate) => candidate.id === slotId);
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {activity.name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box
          component="img"
          src={activity.image}
          alt={activity.name}
          width={640}
          height={400}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: 4,
          }}
        />
        <Stack spacing={3}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{activity.description}</Typography>
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {formatPrice(activity.price)}
          </Typography>
          {activity.diaHoras.length > 0 ? (
            <SlotSelect
              id="class-detail-slot"
              slots={activity.diaHoras}
              value={slotId}
              onChange={setSlotId}
            />
          ) : (
            <Typography color="text.secondary">Esta clase todavía no tiene horarios.</Typography>
          )}
          {slot && <Typography>Capacidad: {slot.stock} lugares disponibles</Typography>}
          <BackButton />
        </Stack>
      </Box>
    </Container>
  );
}

function BackButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.homeSection.getHref('clases')}
      variant="outlined"
      sx={{ mt: 2, alignSelf: 'flex-start' }}
    >
      Buy plan
    </Button>
  );
}
