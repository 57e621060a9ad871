import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TrainerDto } from '@power-gym/contracts';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryError, type QueryStatus } from '@/components/ui/query-error';
import { CoverImage } from '@/components/ui/cover-image';
import { BARE_LIST, gridSx } from '@/components/ui/grid';

export interface StaffSectionProps extends QueryStatus {
  trainers:
    readonly Pick<TrainerDto, 'id' | 'name' | 'image' | 'specialty' | 'experience'>[] | undefined;
}

const grid = { ...gridSx(3, { xs: 1, sm: 2, md: 3 }), ...BARE_LIST };

/** 'Nuestro Staff': one card per trainer with name, image, specialty and experience. */
export function StaffSection({
  trainers,
  isLoading,
  isError,
  isFetching,
  onRetry,
}: StaffSectionProps) {
  let content;
  if (isLoading || (isError && isFetching)) {
    content = <LoadingCards label="Cargando staff" count={3} height={360} sx={grid} />;
  } else if (isError || !trainers) {
    content = <QueryError message="No pudimos cargar el staff." onRetry={onRetry} />;
  } else if (trainers.length === 0) {
    content = <Typography color="text.secondary">Pronto vas a conocer a nuestro staff.</Typography>;
  } else {
    content = (
      <Box component="ul" sx={grid} aria-label="Entrenadores">
        {trainers.map((trainer) => (
          <li key={trainer.id}>
            <Card component="article" aria-label={trainer.name} sx={{ height: '100%' }}>
              <CoverImage src={trainer.image} alt={trainer.name} width={480} height={260} lazy />
              <CardContent>
                <Typography variant="h5" component="h3">
                  {trainer.name}
                </Typography>
                <Typography sx={{ color: 'primary.main', fontWeight: 600 }}>
                  {trainer.specialty}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {trainer.experience}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="staff-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: '#111114' }}
    >
      <Container>
        <Typography id="staff-title" variant="h2" sx={{ mb: 4 }}>
          Nuestro Staff
        </Typography>
        {content}
      </Container>
    </Box>
  );
}
