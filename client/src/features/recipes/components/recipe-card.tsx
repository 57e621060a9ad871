import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecipeSummaryDto } from '@power-gym/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { dietLabels } from './diet-label';

export function RecipeImage({
  src,
  height,
}: {
  src: string;
  height: number | Record<string, number>;
}) {
  // The title sits next to every picture, so the image itself is decorative.
  return src ? (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.900' }}
    />
  ) : (
    <Box aria-hidden sx={{ width: '100%', height, bgcolor: 'grey.900' }} />
  );
}

export function RecipeCard({ recipe }: { recipe: RecipeSummaryDto }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.recipe.getHref(recipe.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <RecipeImage src={recipe.image} height={160} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" sx={{ textTransform: 'none', mb: 1 }}>
            {recipe.title}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {dietLabels(recipe.diets).map((label) => (
              <Chip key={label} label={label} size="small" variant="outlined" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Puntaje de salud: {recipe.healthScore}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
