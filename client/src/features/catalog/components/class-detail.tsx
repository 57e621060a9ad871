import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@power-gym/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useGetActivityQuery } from '../api';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { DetailFlipCard } from './detail-flip-card';
import { RatingSummary } from './rating-summary';
import { SlotSelect, type RenderSlotExtra } from './slot-select';

export function ClassDetail({
  id,
  renderSlotExtra,
  reviews,
}: {
  id: number;
  renderSlotExtra?: RenderSlotExtra | undefined;
  /** Below the class: its reviews (the app layer composes features/reviews in). */
  reviews?: ReactNode;
}) {
  const {
    data: activity,
    isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useGetActivityQuery(id);
  const [slotId, setSlotId] = useState<number | ''>('');
  const [adding, setAdding] = useState(false);
  const addToCart = useAddToCart();

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
  const add = async () => {
    if (!slot) return;
    setAdding(true);
    try {
      await addToCart(activity, slot);
    } finally {
      setAdding(false);
    }
  };
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {activity.name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailFlipCard
          name={activity.name}
          image={activity.image}
          description={activity.description}
        />
        <Stack spacing={3}>
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {formatPrice(activity.price)}
          </Typography>
          <RatingSummary rating={activity.rating} />
          <SlotSelect
            id="class-detail-slot"
            slots={activity.diaHoras}
            value={slotId}
            onChange={setSlotId}
          />
          {slot && renderSlotExtra?.(slot)}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <BackButton />
            <Button
              variant="contained"
              onClick={() => void add()}
              disabled={!slot || slot.stock <= 0 || adding}
              sx={{ mt: 2 }}
            >
              Add to cart
            </Button>
          </Stack>
        </Stack>
      </Box>
      {reviews}
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
