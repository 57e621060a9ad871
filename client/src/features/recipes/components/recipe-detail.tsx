import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecipeDto } from '@power-gym/contracts';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useGetRecipeQuery } from '../api';
import { RecipeImage } from './recipe-card';
import { dietLabels } from './diet-label';
import { sanitizeSummary } from './sanitize-summary';

export function RecipeDetail({ id }: { id: number }) {
  const { data: recipe, isLoading, isError, error, isFetching, refetch } = useGetRecipeQuery(id);

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }} role="status" aria-label="Cargando receta">
        <Skeleton variant="text" width="60%" height={64} />
        <Skeleton variant="rounded" height={320} sx={{ my: 2 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Container>
    );
  }
  if (isError || !recipe) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          {notFound ? (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              No encontramos esta receta.
            </Alert>
          ) : (
            <Box sx={{ alignSelf: 'stretch' }}>
              <QueryError
                message="No pudimos cargar la receta."
                onRetry={() => void refetch()}
                retrying={isFetching}
              />
            </Box>
          )}
          <BackButton />
        </Stack>
      </Container>
    );
  }
  return <RecipeContent recipe={recipe} />;
}

function RecipeContent({ recipe }: { recipe: RecipeDto }) {
  const summary = useMemo(() => sanitizeSummary(recipe.summary), [recipe.summary]);
  const diets = dietLabels(recipe.diets);
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box>
          <BackButton />
        </Box>
        <Typography variant="h3" component="h1" sx={{ textTransform: 'none' }}>
          {recipe.title}
        </Typography>
        <Paper sx={{ overflow: 'hidden' }}>
          <RecipeImage src={recipe.image} height={{ xs: 220, sm: 360 }} />
        </Paper>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip color="primary" label={`Puntaje: ${formatScore(recipe.spoonacularScore)}`} />
          <Chip color="secondary" label={`Puntaje de salud: ${recipe.healthScore}`} />
          {diets.map((label) => (
            <Chip key={label} label={label} variant="outlined" />
          ))}
        </Stack>
        <Box
          data-testid="recipe-summary"
          sx={{ typography: 'body1', '& a': { color: 'primary.light' }, '& p': { my: 1 } }}
          // Sanitised with a tight allow-list of tags (see sanitizeSummary).
          dangerouslySetInnerHTML={{ __html: summary }}
        />
        <Box component="section" aria-labelledby="recipe-steps-title">
          <Typography id="recipe-steps-title" variant="h5" component="h2" sx={{ mb: 1 }}>
            Pasos
          </Typography>
          {recipe.steps.length > 0 ? (
            <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
              {recipe.steps.map((step, index) => (
                <li key={index}>
                  <Typography>{step}</Typography>
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">Esta receta no tiene pasos cargados.</Typography>
          )}
        </Box>
        {recipe.sourceUrl && /^https?:\/\//i.test(recipe.sourceUrl) && (
          <Link href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer">
            Ver la receta original
          </Link>
        )}
      </Stack>
    </Container>
  );
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** Back to where the member came from; straight from a link, to the Home page. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home.getHref());
  };
  return (
    <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back}>
      Volver
    </Button>
  );
}
